import { checkRemoteDescription } from '@leafbid/shared/platform';
import en from './locales/en-CA.json';
import fr from './locales/fr-CA.json';
import description from './remote-description';

describe('the orders remote describes itself to the host (issue 11)', () => {
  it('passes the shared contract under its federation name', () => {
    expect(checkRemoteDescription(description, 'orders').ok).toBe(true);
  });

  it("mounts /orders ('Orders - Leafbid'), links it after Marketplace, and offers the pending orders to the dashboard's sidebar", () => {
    expect(description.routes).toEqual([
      {
        path: '/orders',
        module: 'OrdersPage',
        title: 'orders.page.pageTitle',
        access: 'signed-in',
      },
    ]);
    expect(description.navigation).toEqual([
      { path: '/orders', label: 'orders.page.navigationLabel', order: 2 },
    ]);
    expect(description.widgets).toEqual([
      // Issue 35: for every role, a Seller-only account's bids too (the widget itself stays empty
      // for a Seller-only account without pending orders, issue 18).
      { slot: 'dashboard-aside', module: 'PendingOrders', order: 1 },
    ]);
  });

  it('names its title and link by message id (issue 19): Orders in en-CA, Commandes in fr-CA', () => {
    const ids = [description.routes[0]?.title, description.navigation[0]?.label] as string[];
    expect(ids.map((id) => (en as Record<string, string>)[id])).toEqual(['Orders', 'Orders']);
    expect(ids.map((id) => (fr as Record<string, string>)[id])).toEqual(['Commandes', 'Commandes']);
  });
});
