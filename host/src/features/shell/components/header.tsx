import { BRAND_NAME } from '@leafbid/domain';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { SHELL_MESSAGES } from '../../../messages';
import { usePageShown } from '../../../lib/page-shown';
import { UserBadge } from './user-badge';
import { accountMenuLabel, useHeaderName } from '../hooks/use-header-name';

// The dropdown (Radix, ~15 kB gzip) is only for signed-in users: kept out of what a visitor
// downloads before the login form.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
// Issue 20: the notification centre (the same dropdown), for signed-in users only too.
const NotificationCentre = lazy(() =>
  import('./notification-centre').then((module) => ({ default: module.NotificationCentre })),
);
// Issue 22: both, and the notifications call, once the page under the start overlay has been
// shown; until then their places hold the same badge and room, so nothing moves when they come.
// The account button's place is a button too (issue 35: for a second after sign-in it could not
// be opened): pressed before the menu has come, it loads the menu and the menu opens.

export function Header({ onLogout }: { onLogout(): void }) {
  const name = useHeaderName();
  const shown = usePageShown();
  const [menuWanted, setMenuWanted] = useState(false);
  const bellPlace = <span className="hs-notifications__placeholder" aria-hidden="true" />;
  const menuPlace = (
    <button
      type="button"
      className="hs-user-menu__trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={accountMenuLabel(name)}
      onClick={() => setMenuWanted(true)}
    >
      <UserBadge name={name} />
      <span className="hs-user-menu__caret" aria-hidden="true" />
    </button>
  );
  return (
    <header className="hs-header">
      <Link to="/" className="hs-header__brand" aria-label={SHELL_MESSAGES.home}>
        <span className="hs-header__logo" aria-hidden="true" />
        <span className="hs-header__wordmark">{BRAND_NAME}</span>
      </Link>
      <div className="hs-header__actions">
        {/* A boundary of its own once shown: while the chunk comes it shows the same place, and
            no hidden copy of it stays beside (as a boundary that had shown it would keep). */}
        {shown ? (
          <Suspense fallback={bellPlace}>
            <NotificationCentre />
          </Suspense>
        ) : (
          bellPlace
        )}
        {shown || menuWanted ? (
          <Suspense fallback={menuPlace}>
            <UserMenu onLogout={onLogout} defaultOpen={menuWanted} />
          </Suspense>
        ) : (
          menuPlace
        )}
      </div>
    </header>
  );
}
