// Placing a bid (spec §4, §7): never lose a bid, never make two.
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { bus, createQueryClient } from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  makeProduct,
  makeTask,
  networkError,
  reply,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import { useCreateBid } from './create-bid';

const product = makeProduct({ id: 'p_1', Product_Name: 'Pink Kush' });
const profile = makeContact({ id: 'c_1' });
let api: FakeApi;
const heard: Array<[string, unknown]> = [];
const created = (event: unknown) => heard.push(['bid:created', event]);
const deleted = (event: unknown) => heard.push(['bid:deleted', event]);

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  heard.length = 0;
  bus.on('bid:created', created);
  bus.on('bid:deleted', deleted);
});
afterEach(() => {
  bus.off('bid:created', created);
  bus.off('bid:deleted', deleted);
  api?.restore();
  jest.useRealTimers();
});

function createBid() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCreateBid(), { wrapper }).result.current.createBid;
}

const bodies = () => api.callsTo('POST /tasks').map((c) => c.body as { clientRequestId: string });

describe('placing a bid (POST /tasks with a clientRequestId)', () => {
  it("announces the bid being sent at once, then the server's task in its place", async () => {
    const serverTask = makeTask({ id: 't_server' });
    api = installFakeApi({ 'POST /tasks': reply(201, { data: serverTask }) });
    const sending = createBid()({ product, quantity: 1000, pricePerGram: 2.5, profile });
    expect(heard).toEqual([
      [
        'bid:created',
        {
          task: expect.objectContaining({
            id: expect.stringMatching(/^temp_/),
            Status: 'Not Started',
            Subject: 'Purchase request: Pink Kush',
            Description: 'QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500',
            What_Id: { id: 'p_1', name: 'Pink Kush' },
            Who_Id: { id: 'c_1', name: 'Ada Buyer' },
            Closed_Time: null,
          }),
        },
      ],
    ]);
    const temp = (heard[0]?.[1] as { task: { id: string } }).task;
    await expect(sending).resolves.toEqual(serverTask);
    expect(heard[1]).toEqual(['bid:created', { task: serverTask, replaces: temp.id }]);
    expect(bodies()).toEqual([
      { productId: 'p_1', quantity: 1000, pricePerGram: 2.5, clientRequestId: temp.id },
    ]);
  });

  it('retries once with the same clientRequestId after a network failure', async () => {
    const serverTask = makeTask({ id: 't_server' });
    api = installFakeApi({ 'POST /tasks': [networkError(), reply(200, { data: serverTask })] });
    await expect(
      createBid()({ product, quantity: 10, pricePerGram: 2.5, profile }),
    ).resolves.toEqual(serverTask);
    const [first, second] = bodies();
    expect(first?.clientRequestId).toMatch(/^temp_[A-Za-z0-9_-]{1,59}$/);
    expect(second).toEqual(first);
    expect(heard.map(([type]) => type)).toEqual(['bid:created', 'bid:created']);
  });

  it('withdraws the bid after a second network failure (one retry only)', async () => {
    api = installFakeApi({ 'POST /tasks': [networkError(), networkError(), reply(201, {})] });
    await expect(
      createBid()({ product, quantity: 10, pricePerGram: 2.5, profile }),
    ).rejects.toThrow(/^Network error. Please check your connection/);
    expect(bodies()).toHaveLength(2);
    expect(heard.map(([type]) => type)).toEqual(['bid:created', 'bid:deleted']);
  });

  it('retries a timeout (status 0) with the same id', async () => {
    jest.useFakeTimers();
    const serverTask = makeTask({ id: 't_late' });
    api = installFakeApi({
      'POST /tasks': [() => new Promise<never>(() => undefined), reply(200, { data: serverTask })],
    });
    const sending = createBid()({ product, quantity: 10, pricePerGram: 2.5, profile });
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(sending).resolves.toEqual(serverTask);
    const [first, second] = bodies();
    expect(second?.clientRequestId).toBe(first?.clientRequestId);
  });

  it("a refusal is not retried: the bid is withdrawn and the server's text given", async () => {
    api = installFakeApi({
      'POST /tasks': reply(400, { error: 'quantity must be at least 1000 g' }),
    });
    await expect(
      createBid()({ product, quantity: 10, pricePerGram: 2.5, profile }),
    ).rejects.toThrow('quantity must be at least 1000 g');
    expect(bodies()).toHaveLength(1); // only a lost answer (status 0) is retried
    const temp = (heard[0]?.[1] as { task: { id: string } }).task;
    expect(heard[1]).toEqual(['bid:deleted', { taskId: temp.id }]);
  });

  it("refuses without the user's email: 'User data is not available.'", async () => {
    api = installFakeApi({});
    await expect(
      createBid()({ product, quantity: 1, pricePerGram: 1, profile: makeContact({ Email: null }) }),
    ).rejects.toThrow('User data is not available.');
    expect(api.calls).toHaveLength(0);
    expect(heard).toEqual([]);
  });
});
