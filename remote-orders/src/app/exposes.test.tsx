// The host mounts each exposed module's default export (see webpack.config.cjs `exposes`).
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, useProfileStore } from '@leafbid/shared';
import {
  installFakeApi,
  makeContact,
  makeTask,
  renderWithQueryClient as render,
  type FakeApi,
  signedInWithFakeApi,
} from '@leafbid/shared/testing';
import OrdersPageModule, { OrdersPage } from './exposes/orders-page';
import PendingOrdersModule, { PendingOrders } from './exposes/pending-orders';
import prefetch from './exposes/prefetch';

let api: FakeApi;
signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({ 'GET /tasks': { data: [] } });
  useProfileStore.getState().setProfile(makeContact());
});

describe('orders remote exposes', () => {
  it('./OrdersPage default-exports the Orders screen', async () => {
    expect(OrdersPageModule).toBe(OrdersPage);
    // The host mounts it inside its router (issue 35: the page reads its tab from the address).
    render(
      <MemoryRouter>
        <OrdersPageModule />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByText('No pending orders found')).toBeInTheDocument();
  });

  it("./PendingOrders default-exports the dashboard's pending-orders widget", async () => {
    expect(PendingOrdersModule).toBe(PendingOrders);
    render(<PendingOrdersModule />);
    expect(screen.getByRole('heading', { level: 2, name: 'Pending orders' })).toBeInTheDocument();
    expect(await screen.findByText('No pending orders found')).toBeInTheDocument();
  });

  it("./Prefetch loads the contact's tasks on start into the query the lists read (spec §7)", async () => {
    const queryClient = createQueryClient();
    api.on('GET /tasks', {
      data: [makeTask({ id: 't_1', What_Id: { id: 'p', name: 'Pink Kush' } })],
    });
    await prefetch({ queryClient, profile: makeContact({ id: 'c_1' }) });
    expect(api.callsTo('GET /tasks')[0]?.query).toEqual({ who_id: 'c_1' });
    render(<PendingOrdersModule />, { queryClient });
    expect(await screen.findByText('Pink Kush')).toBeInTheDocument();
    expect(api.callsTo('GET /tasks')).toHaveLength(1);
  });
});
