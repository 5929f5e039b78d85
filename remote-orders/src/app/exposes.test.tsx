// The host mounts each exposed module's default export (see webpack.config.cjs `exposes`).
import { render, screen } from '@testing-library/react';
import { useProfileStore } from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import OrdersPageModule, { OrdersPage } from './exposes/orders-page';
import PendingOrdersModule, { PendingOrders } from './exposes/pending-orders';

let api: FakeApi;
beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  api = installFakeApi({ 'GET /tasks': { data: [] } });
  useProfileStore.getState().setProfile(makeContact());
});
afterEach(() => api.restore());

describe('orders remote exposes', () => {
  it('./OrdersPage default-exports the Orders screen', async () => {
    expect(OrdersPageModule).toBe(OrdersPage);
    render(<OrdersPageModule />);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByText('No pending orders found')).toBeInTheDocument();
  });

  it("./PendingOrders default-exports the dashboard's pending-orders widget", async () => {
    expect(PendingOrdersModule).toBe(PendingOrders);
    render(<PendingOrdersModule />);
    expect(screen.getByRole('heading', { level: 2, name: 'Pending orders' })).toBeInTheDocument();
    expect(await screen.findByText('No pending orders found')).toBeInTheDocument();
  });
});
