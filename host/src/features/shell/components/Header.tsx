import { useProfileStore } from '@leafbid/shared';
import { BRAND_NAME, fullName } from '@leafbid/domain';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import { SHELL_MESSAGES } from '../../../app/messages';
import { usePageShown } from '../../../lib/page-shown';
import { UserBadge } from './UserBadge';

// The dropdown (Radix, ~15 kB gzip) is only for signed-in users: kept out of what a visitor
// downloads before the login form.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));
// Issue 20: the notification centre (the same dropdown), for signed-in users only too.
const NotificationCentre = lazy(() =>
  import('./NotificationCentre').then((module) => ({ default: module.NotificationCentre })),
);
// Issue 22: both, and the notifications call, once the page under the start overlay has been
// shown; until then their places hold the same badge and room, so nothing moves when they come.

export function Header({ onLogout }: { onLogout(): void }) {
  const name = fullName(useProfileStore((state) => state.profile));
  const shown = usePageShown();
  const bellPlace = <span className="hs-notifications__placeholder" aria-hidden="true" />;
  const menuPlace = (
    <span className="hs-user-menu__trigger">
      <UserBadge name={name} />
    </span>
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
        {shown ? (
          <Suspense fallback={menuPlace}>
            <UserMenu onLogout={onLogout} />
          </Suspense>
        ) : (
          menuPlace
        )}
      </div>
    </header>
  );
}
