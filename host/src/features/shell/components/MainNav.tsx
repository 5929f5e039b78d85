import { selectCanAccessListing, useProfileStore } from '@leafbid/shared';
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

export function MainNav() {
  const canAccessListing = useProfileStore(selectCanAccessListing);
  const items = canAccessListing ? [...NAV_ITEMS, LISTINGS_ITEM] : NAV_ITEMS;
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
