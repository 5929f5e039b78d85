import { render } from '@testing-library/react';
import { PAGE_TITLES } from '@leafbid/domain';
import { TitledPage } from './TitledPage';

describe("page titles '{Title} - Leafbid' (spec §2)", () => {
  it.each([
    [PAGE_TITLES.dashboard, 'Dashboard - Leafbid'],
    [PAGE_TITLES.marketplace, 'Marketplace - Leafbid'],
    [PAGE_TITLES.orders, 'Orders - Leafbid'],
    [PAGE_TITLES.listings, 'My Listings - Leafbid'],
    [PAGE_TITLES.settings, 'Settings - Leafbid'],
    [PAGE_TITLES.login, 'Login - Leafbid'],
    [PAGE_TITLES.confirmAccount, 'Account Confirmation - Leafbid'],
  ])('%s → %s', (title, expected) => {
    render(
      <TitledPage title={title}>
        <p>page</p>
      </TitledPage>,
    );
    expect(document.title).toBe(expected);
  });
});
