// Issue 18: what a signed-in user sees on an address no remote answers, and on a page limited to
// roles theirs is not among: the page says which, and how to go on, instead of a silent redirect.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ContactRole } from '@leafbid/shared/platform';
import { TitledPage } from '../features/shell';
import { STATUS_PAGE_MESSAGES as M } from '../messages';

function StatusPage({ title, text }: { title: string; text: string }) {
  // The heading takes focus, so a screen reader announces where the user landed.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <TitledPage title={title}>
      <section className="hs-page-unavailable" aria-labelledby="hs-status-page-title">
        <h1 id="hs-status-page-title" className="hs-page-heading" tabIndex={-1} ref={heading}>
          {title}
        </h1>
        <p>{text}</p>
        <Link to="/">{M.backToDashboard}</Link>
      </section>
    </TitledPage>
  );
}

/** A path no mounted route matches (all remotes described): 'Page not found'. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <StatusPage title={M.notFoundTitle} text={M.notFoundText(pathname)} />;
}

/** A route whose remote limits it to `roles` the user has none of: 'Not allowed'. */
export function NotAllowedPage({ roles }: { roles: readonly ContactRole[] }) {
  return <StatusPage title={M.notAllowedTitle} text={M.notAllowedText(roles)} />;
}
