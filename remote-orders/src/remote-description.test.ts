import { checkRemoteDescription } from '@leafbid/shared/platform';
import description from './remote-description';

describe('the orders remote describes itself to the host (issue 11)', () => {
  it('passes the shared contract under its federation name', () => {
    expect(checkRemoteDescription(description, 'orders').ok).toBe(true);
  });

  it("mounts /orders ('Orders - Leafbid'), links it after Marketplace, and offers the pending orders to the dashboard's sidebar", () => {
    expect(description.routes).toEqual([
      { path: '/orders', module: 'OrdersPage', title: 'Orders', access: 'signed-in' },
    ]);
    expect(description.navigation).toEqual([{ path: '/orders', label: 'Orders', order: 2 }]);
    expect(description.widgets).toEqual([
      // Issue 18: for those who bid; a Seller-only dashboard shows their listings.
      { slot: 'dashboard-aside', module: 'PendingOrders', order: 1, roles: ['Buyer', 'Admin'] },
    ]);
  });
});
