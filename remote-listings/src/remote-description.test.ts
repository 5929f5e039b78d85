import { checkRemoteDescription } from '@leafbid/shared/platform';
import description from './remote-description';

describe('the listings remote describes itself to the host (issue 11)', () => {
  it('passes the shared contract under its federation name', () => {
    expect(checkRemoteDescription(description, 'listings').ok).toBe(true);
  });

  it("spec §6: /listings (route name 'listing') is open to every signed-in user; the My Listings link is for Sellers and Admins", () => {
    expect(description.routes).toEqual([
      {
        path: '/listings',
        module: 'ListingsPage',
        title: 'listings.page.pageTitle',
        access: 'signed-in',
        name: 'listing',
      },
    ]);
    expect(description.navigation).toEqual([
      {
        path: '/listings',
        label: 'listings.page.navigationLabel',
        order: 3,
        roles: ['Seller', 'Admin'],
      },
    ]);
    // Issue 18: a Seller's dashboard lists their listings, first in the main column.
    expect(description.widgets).toEqual([
      { slot: 'dashboard-main', module: 'MyListingsSummary', order: 0, roles: ['Seller'] },
    ]);
  });

  it('spec §7 "the calls made on start": the host runs ListingsPrefetch (the seller\'s products)', () => {
    expect(description.prefetch).toBe('ListingsPrefetch');
  });
});
