import { render } from '@testing-library/react';
import { DASHBOARD_MESSAGES } from '../../../messages';
import { TitledPage } from './titled-page';

describe("page titles '{Title} - Leafbid' (spec §2)", () => {
  it.each([
    [DASHBOARD_MESSAGES.pageTitle, 'Dashboard - Leafbid'],
    // The remotes' titles come from their descriptions (each remote's own catalogue).
    ['Marketplace', 'Marketplace - Leafbid'],
    ['Orders', 'Orders - Leafbid'],
    ['My Listings', 'My Listings - Leafbid'],
    ['Settings', 'Settings - Leafbid'],
    ['Login', 'Login - Leafbid'],
    ['Account Confirmation', 'Account Confirmation - Leafbid'],
  ])('%s → %s', (title, expected) => {
    render(
      <TitledPage title={title}>
        <p>page</p>
      </TitledPage>,
    );
    expect(document.title).toBe(expected);
  });
});
