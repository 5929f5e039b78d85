import { useId } from 'react';
import { Button } from '@leafbid/shared/ui';
import { MEDIA_COOKIE_MESSAGES as M } from '../../../messages';
import { useMediaCookieStore } from '../media-cookie';

/**
 * Issue 35: said once, above every page, when the browser did not keep the API's media cookie
 * (media-cookie.ts) — instead of every image, the live updates and the CSV downloads failing
 * without a word. The page itself keeps working.
 */
export function MediaCookieNotice() {
  const titleId = useId();
  const api = useMediaCookieStore((state) => state.refusedBy);
  if (!api) return null;
  return (
    <section className="hs-media-cookie" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="hs-media-cookie__title">
        {M.title}
      </h2>
      <p className="hs-media-cookie__text">{M.text(api)}</p>
      <p className="hs-media-cookie__action">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {M.reload}
        </Button>
      </p>
    </section>
  );
}
