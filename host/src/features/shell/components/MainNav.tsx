import { selectCanAccessListing, useProfileStore } from '@leafbid/shared';
import { OPERATOR_MESSAGES } from '@leafbid/shared/domain';
import { NavLink } from 'react-router-dom';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/orders', label: 'Orders' },
];

/** Spec §2 and §6: My Listings shows only when Contact_Type includes Seller or Admin. */
const LISTINGS_ITEM: NavItem = { to: '/listings', label: 'My Listings' };

/** Issue 11: the operator console, for Admins only (the API refuses everyone else too). */
const OPERATOR_ITEM: NavItem = { to: '/operator', label: OPERATOR_MESSAGES.title };

export function MainNav() {
  const canAccessListing = useProfileStore(selectCanAccessListing);
  const isAdmin = useProfileStore((s) => s.profile?.Contact_Type?.includes('Admin') ?? false);
  const items = [
    ...NAV_ITEMS,
    ...(canAccessListing ? [LISTINGS_ITEM] : []),
    ...(isAdmin ? [OPERATOR_ITEM] : []),
  ];
  return (
    <nav className="hs-nav" aria-label="Main">
      <ul className="hs-nav__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end ?? false}
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
