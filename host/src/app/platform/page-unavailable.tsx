import { REMOTE_MESSAGES } from './messages';
import { Link, useLocation } from 'react-router-dom';
import { kernelMismatchText, useRefusalAt } from './remote-notices';

/**
 * A path no mounted route matches while some remote is skipped (issue 11): it may be that remote's
 * page, so the user is told so rather than silently sent elsewhere. The notices (with Retry) show
 * above; a successful Retry mounts the route and this page gives way to it. The page of a remote
 * refused for its kernel range says why in words (issue 17).
 */
export function PageUnavailable({ showDashboardLink }: { showDashboardLink: boolean }) {
  const refusal = useRefusalAt(useLocation().pathname);
  const text = showDashboardLink
    ? REMOTE_MESSAGES.pageUnavailableText
    : REMOTE_MESSAGES.pageUnavailableVisitorText;
  return (
    <section className="hs-page-unavailable" aria-labelledby="hs-page-unavailable-title">
      <h1 id="hs-page-unavailable-title" className="hs-page-heading">
        {REMOTE_MESSAGES.pageUnavailableTitle}
      </h1>
      <p>{refusal ? kernelMismatchText(refusal) : text}</p>
      {showDashboardLink ? <Link to="/">{REMOTE_MESSAGES.backToDashboard}</Link> : null}
    </section>
  );
}
