import { describedText, useProfileStore } from '@leafbid/shared';
import { allowedFor, type ContactRole } from '@leafbid/shared/platform';
import { NavLink } from 'react-router-dom';
import { DASHBOARD_MESSAGES, SHELL_MESSAGES } from '../../../messages';
import { HOME_PATH } from '../../../lib/paths';

/** A navigation link a remote offers in its description (issue 11). */
export interface NavigationLink {
  path: string;
  /** The message id of its label in the remote's catalogue (issue 19), or the label itself. */
  label: string;
  /** Position among the links; the host's Dashboard is 0. */
  order: number;
  /** Who sees it; absent: every signed-in user. */
  roles?: readonly ContactRole[];
}

/** Spec §2 App shell: the Dashboard link is the host's own, first (its label read at render). */
const dashboardLink = (): NavigationLink => ({
  path: HOME_PATH,
  label: DASHBOARD_MESSAGES.navigationLabel,
  order: 0,
});

export interface MainNavProps {
  /** The remotes' links (sorted here by order; ties keep the given order). */
  links: readonly NavigationLink[];
}

/**
 * Spec §2 "Navigation links: Dashboard, Marketplace, Orders, and My Listings (only when the user
 * may access listings, see section 6)": each remote's link, shown to the roles it names.
 */
export function MainNav({ links }: MainNavProps) {
  const contactType = useProfileStore((state) => state.profile?.Contact_Type);
  const items = [
    dashboardLink(),
    ...links.map((link) => ({ ...link, label: describedText(link.label) })),
  ]
    .filter((link) => allowedFor(link.roles, contactType))
    .sort((a, b) => a.order - b.order);
  return (
    <nav className="hs-nav" aria-label={SHELL_MESSAGES.mainNavigation}>
      <ul className="hs-nav__list">
        {items.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              end={item.path === HOME_PATH}
              className={({ isActive }) =>
                isActive ? 'hs-nav__link hs-nav__link--active' : 'hs-nav__link'
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
