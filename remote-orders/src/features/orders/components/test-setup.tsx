// Test wiring shared by the orders component tests: the router, a signed-in buyer, a fake Product API, the
// profile the host would have loaded and a fresh query client per test (the host's provider).
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { bus, createQueryClient, useProfileStore } from '@leafbid/shared';
import type { Task } from '@leafbid/domain';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  makeProduct,
  makeTask,
  renderWithQueryClient,
  resetStoresForTest,
  type FakeApi,
  type FakeRoute,
} from '@leafbid/shared/testing';

export const buyer = makeContact({ id: 'c_1' });

let client: QueryClient = createQueryClient();

/** This test's query client (a new one per `signedInBuyer`). */
export const testQueryClient = (): QueryClient => client;

/** `tasks` answer GET /tasks; `routes` add or override routes. */
export function signedInBuyer(tasks: Task[], routes: Record<string, FakeRoute> = {}): FakeApi {
  resetStoresForTest();
  client = createQueryClient();
  createFakeIdentity();
  const api = installFakeApi({
    'POST /token': { access_token: 'test-access-token', expires_in: 300 },
    'GET /tasks': { data: tasks },
    ...routes,
  });
  useProfileStore.getState().setProfile(buyer);
  return api;
}

/** A pending bid on Pink Kush with a counter-offer the operator has relayed (issue 20). */
/** A pending bid of the buyer on Pink Kush (1 000 g at $2.50). */
export const pendingBid = makeTask({
  id: 't_pendingA1',
  Status: 'Pending',
  What_Id: { id: 'p_1', name: 'Pink Kush' },
  Description: 'QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500',
});

/** An approved bid of the buyer on Blue Dream (2 000 g at $3). */
export const approvedBid = makeTask({
  id: 't_approvedB2',
  Status: 'Approved',
  What_Id: { id: 'p_2', name: 'Blue Dream' },
  Description: 'QUANTITY: 2000 PRICE PER GRAM: 3 TOTAL: 6000',
});

/** The pending bid the Edit Order Request tests edit: 100 g of Pink Kush at $2.00. */
export const pinkKushBid = makeTask({
  id: 't_pink',
  Status: 'Pending',
  What_Id: { id: 'p_pink', name: 'Pink Kush' },
  Description: 'QUANTITY: 100 PRICE PER GRAM: 2 TOTAL: 200',
});

/** Its product: minimum $2.00/g; minimum order 100 g; 1000 g now + 500 g within 3 months. */
export const pinkKushProduct = makeProduct({
  id: 'p_pink',
  Product_Name: 'Pink Kush',
  Min_Request_G_Including_5_markup: 2,
  Min_QTY_Request: 100,
  Grams_Available_When_submitted: 1000,
  Upcoming_QTY_3_Months: 500,
});

export const counteredBid = (): Task =>
  Object.assign(
    makeTask({
      id: 't_1',
      Status: 'Pending',
      What_Id: { id: 'p_1', name: 'Pink Kush' },
      Description: 'QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500',
    }),
    {
      Counter: {
        id: 'co_1',
        quantity: 800,
        price_per_gram: 2,
        total: 1600,
        note: null,
        status: 'relayed',
        relayed_at: '2026-11-24T10:00:00.000Z',
        answered_at: null,
      },
    },
  );

/** Renders inside this test's query client (as the host's QueryClientProvider does). */
/** Inside the host's router, as the remote's screens and widgets always are (their links). */
export const render = (ui: ReactElement) =>
  renderWithQueryClient(<MemoryRouter>{ui}</MemoryRouter>, { queryClient: client });

/**
 * What the marketplace's purchase form announces on the bus (the remotes meet only there): the
 * bid being sent at once (a temp_ id), then the server's task in its place — or, when the send
 * failed, the temp bid leaving again.
 */
export function announceBid(saved: Task | null, temp: Partial<Task> = {}): () => void {
  const sending = makeTask({
    id: 'temp_1',
    Status: 'Not Started',
    What_Id: saved?.What_Id ?? null,
    Description: saved?.Description ?? null,
    ...temp,
  });
  bus.emit('bid:created', { task: sending });
  return () => {
    if (saved) bus.emit('bid:created', { task: saved, replaces: sending.id });
    else bus.emit('bid:deleted', { taskId: sending.id });
  };
}
