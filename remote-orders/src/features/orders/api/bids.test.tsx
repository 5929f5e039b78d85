// The orders remote's bid list and its changes (spec §4 optimistic change and rollback, §8 texts),
// through the query cache a fresh client per test holds.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { bus, connectCrossTab, createQueryClient } from '@leafbid/shared';
import type { Task } from '@leafbid/domain';
import {
  createFakeIdentity,
  installFakeApi,
  makeTask,
  networkError,
  reply,
  resetStoresForTest,
  type FakeApi,
  type FakeAnswer,
  type FakeRoute,
} from '@leafbid/shared/testing';
import { useFollowBidEvents } from './bid-events';
import { useDeleteBid } from './delete-bid';
import { useEditBid } from './edit-bid';
import { fetchTasks, useTasks } from './get-tasks';
import { UPDATE_FAILURES, insufficientQuantity } from '../testing/update-failures';

let api: FakeApi;
let client: QueryClient;
const bidOf = (id: string, status: Task['Status'] = 'Pending') =>
  makeTask({
    id,
    Status: status,
    Subject: 'Purchase request: Pink Kush',
    Task_Type: 'Purchase Request',
    Description: 'QUANTITY: 100 PRICE PER GRAM: 2 TOTAL: 200',
    Modified_Time: '2026-11-01T00:00:00.000Z',
    Who_Id: { id: 'c_1', name: 'Ada' },
  });

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  client = createQueryClient();
});
afterEach(() => api?.restore());

/** The list of contact c_1 (loaded from `routes`' GET /tasks) with its edit and delete. */
async function bids(routes: Record<string, FakeRoute>) {
  api = installFakeApi({ 'GET /tasks': { data: [bidOf('t_1'), bidOf('t_2')] }, ...routes });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      useFollowBidEvents();
      return { list: useTasks('c_1'), edit: useEditBid(), remove: useDeleteBid() };
    },
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current.list.data).toBeDefined());
  const tasks = () => hook.result.current.list.data ?? [];
  return { hook, tasks, ids: () => tasks().map((t) => t.id) };
}

describe('GET /tasks?who_id=', () => {
  it("without an error field falls back to the §8 text 'Failed to fetch tasks'", async () => {
    api = installFakeApi({ 'GET /tasks': reply(500, { message: 'boom' }) });
    await expect(fetchTasks('c_1')).rejects.toMatchObject({
      status: 500,
      message: 'Failed to fetch tasks',
    });
  });
});

describe('edit bid (spec §4: Description and Modified_Time updated locally)', () => {
  it('changes the bid at once, sends PUT /tasks/{id}, keeps the server task, emits bid:updated', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { hook, tasks } = await bids({
      'PUT /tasks/:id': () => new Promise((resolve) => (answer = resolve)),
    });
    const updated = jest.fn();
    bus.on('bid:updated', updated);

    let saving: Promise<Task> = Promise.resolve(bidOf('x'));
    act(() => {
      saving = hook.result.current.edit.mutateAsync({
        taskId: 't_1',
        edit: { quantity: 250, pricePerGram: 3.5 },
      });
    });
    await waitFor(() =>
      expect(tasks()[0]!.Description).toBe('QUANTITY: 250 PRICE PER GRAM: 3.5 TOTAL: 875'),
    );
    const local = tasks()[0]!;
    expect(local.Modified_Time).not.toBe('2026-11-01T00:00:00.000Z');
    expect(updated).toHaveBeenCalledWith({ task: local });
    await waitFor(() => expect(api.callsTo('PUT /tasks/:id')).toHaveLength(1));
    expect(api.callsTo('PUT /tasks/:id')[0]).toMatchObject({
      method: 'PUT',
      path: '/tasks/t_1',
      body: { quantity: 250, pricePerGram: 3.5 },
    });

    const server = { ...local, Modified_Time: '2026-11-22T10:00:00.000Z' };
    await act(async () => {
      answer({ data: server });
      await expect(saving).resolves.toEqual(server);
    });
    await waitFor(() => expect(tasks()[0]).toEqual(server));
    expect(updated).toHaveBeenLastCalledWith({ task: server });
    bus.off('bid:updated', updated);
  });

  it.each<[string, FakeAnswer, string]>([
    ...UPDATE_FAILURES,
    insufficientQuantity('a rule of the API', 1500),
  ])('on %s the old bid comes back and the §8 text is given', async (_case, answer, message) => {
    const { hook, tasks } = await bids({ 'PUT /tasks/:id': answer });
    const before = tasks()[0];
    await act(async () => {
      await expect(
        hook.result.current.edit.mutateAsync({
          taskId: 't_1',
          edit: { quantity: 9, pricePerGram: 9 },
        }),
      ).rejects.toThrow(message);
    });
    expect(tasks()[0]).toEqual(before);
  });

  it('approved meanwhile: the 409 reason is given and the list refetches, so the card moves to Approved', async () => {
    const { hook, tasks } = await bids({
      'PUT /tasks/:id': reply(409, { error: 'This order request can no longer be changed.' }),
    });
    api.on('GET /tasks', { data: [{ ...bidOf('t_1'), Status: 'Approved' }, bidOf('t_2')] });
    await act(async () => {
      await expect(
        hook.result.current.edit.mutateAsync({
          taskId: 't_1',
          edit: { quantity: 9, pricePerGram: 9 },
        }),
      ).rejects.toThrow('This order request can no longer be changed.');
    });
    await waitFor(() => expect(tasks()[0]!.Status).toBe('Approved'));
  });
});

describe('a bid the server no longer has (deleted meanwhile, e.g. in another tab)', () => {
  it('edit: the 404 reason is given and the list refetches, so the card leaves', async () => {
    const { hook, ids } = await bids({
      'PUT /tasks/:id': reply(404, { error: 'Order request not found' }),
    });
    api.on('GET /tasks', { data: [bidOf('t_2')] });
    await act(async () => {
      await expect(
        hook.result.current.edit.mutateAsync({
          taskId: 't_1',
          edit: { quantity: 9, pricePerGram: 9 },
        }),
      ).rejects.toThrow('Order request not found');
    });
    await waitFor(() => expect(ids()).toEqual(['t_2']));
  });

  it('delete: already gone is not a refusal — it stays out, no error, the list refetches', async () => {
    const { hook, ids } = await bids({
      'DELETE /tasks/:id': reply(404, { error: 'Order request not found' }),
    });
    api.on('GET /tasks', { data: [bidOf('t_2')] });
    await act(async () => {
      await expect(hook.result.current.remove.mutateAsync(bidOf('t_1'))).resolves.toBe('gone');
    });
    expect(ids()).toEqual(['t_2']);
    await waitFor(() => expect(api.callsTo('GET /tasks')).toHaveLength(2));
  });
});

describe('delete bid', () => {
  it('leaves the list at once, sends DELETE /tasks/{id} and emits bid:deleted', async () => {
    const { hook, ids } = await bids({ 'DELETE /tasks/:id': { data: { id: 't_1' } } });
    const deleted = jest.fn();
    bus.on('bid:deleted', deleted);
    let deleting: Promise<unknown> = Promise.resolve();
    act(() => {
      deleting = hook.result.current.remove.mutateAsync(bidOf('t_1'));
    });
    await waitFor(() => expect(ids()).toEqual(['t_2']));
    await act(async () => {
      await deleting;
    });
    expect(deleted).toHaveBeenCalledWith({ taskId: 't_1' });
    expect(api.callsTo('DELETE /tasks/:id')[0]).toMatchObject({
      method: 'DELETE',
      path: '/tasks/t_1',
    });
    bus.off('bid:deleted', deleted);
  });

  it.each([
    ['the server refuses', reply(500, {}), 'Failed to delete the order request. Please try again.'],
    [
      'a network failure',
      networkError(),
      'Network error. Please check your connection and try again.',
    ],
  ])('comes back where it was, with the reason, when %s', async (_case, answer, message) => {
    const { hook, ids } = await bids({ 'DELETE /tasks/:id': answer });
    await act(async () => {
      await expect(hook.result.current.remove.mutateAsync(bidOf('t_1'))).rejects.toThrow(message);
    });
    expect(ids()).toEqual(['t_1', 't_2']);
  });

  it('approved meanwhile: it comes back with the 409 reason and the list refetches (card moves to Approved)', async () => {
    const { hook, tasks } = await bids({
      'DELETE /tasks/:id': reply(409, { error: 'This order request can no longer be changed.' }),
    });
    api.on('GET /tasks', { data: [{ ...bidOf('t_1'), Status: 'Approved' }, bidOf('t_2')] });
    await act(async () => {
      await expect(hook.result.current.remove.mutateAsync(bidOf('t_1'))).rejects.toThrow(
        'This order request can no longer be changed.',
      );
    });
    await waitFor(() =>
      expect(tasks().map((t) => [t.id, t.Status])).toEqual([
        ['t_1', 'Approved'],
        ['t_2', 'Pending'],
      ]),
    );
  });
});

describe('bids on the bus change the cached list (other remotes, other tabs, live updates)', () => {
  it("a bid placed on the marketplace: the temp task at once, then the server's in its place", async () => {
    const { ids } = await bids({});
    act(() => bus.emit('bid:created', { task: bidOf('temp_abc', 'Not Started') }));
    await waitFor(() => expect(ids()).toEqual(['temp_abc', 't_1', 't_2']));
    act(() => bus.emit('bid:created', { task: bidOf('t_9', 'Not Started'), replaces: 'temp_abc' }));
    await waitFor(() => expect(ids()).toEqual(['t_9', 't_1', 't_2']));
    // Heard twice (this tab and the relay of another): still one.
    act(() => bus.emit('bid:created', { task: bidOf('t_9', 'Not Started') }));
    await waitFor(() => expect(ids()).toEqual(['t_9', 't_1', 't_2']));
  });

  it("the operator's approval (the API's live bid:updated) moves the bid to Approved", async () => {
    const { tasks } = await bids({});
    act(() => bus.emit('bid:updated', { task: { ...bidOf('t_1'), Status: 'Approved' } }));
    await waitFor(() => expect(tasks()[0]!.Status).toBe('Approved'));
  });

  it('bid events from another tab change this tab’s list; this tab’s own events go out once', async () => {
    const posted: unknown[] = [];
    const listeners: Array<(event: { data: unknown }) => void> = [];
    class FakeChannel {
      constructor(readonly name: string) {}
      postMessage(data: unknown) {
        posted.push(data);
      }
      set onmessage(listener: (event: { data: unknown }) => void) {
        listeners.push(listener);
      }
      close() {}
    }
    const original = globalThis.BroadcastChannel;
    globalThis.BroadcastChannel = FakeChannel as unknown as typeof BroadcastChannel;
    const stop = connectCrossTab();
    try {
      const { hook, tasks, ids } = await bids({ 'DELETE /tasks/:id': { data: { id: 't_2' } } });
      const fromOtherTab = (data: unknown) => act(() => listeners.forEach((l) => l({ data })));
      fromOtherTab({
        type: 'bid:updated',
        payload: {
          task: { ...bidOf('t_2'), Description: 'QUANTITY: 5 PRICE PER GRAM: 2 TOTAL: 10' },
        },
      });
      await waitFor(() =>
        expect(tasks()[1]!.Description).toBe('QUANTITY: 5 PRICE PER GRAM: 2 TOTAL: 10'),
      );
      fromOtherTab({ type: 'bid:deleted', payload: { taskId: 't_1' } });
      await waitFor(() => expect(ids()).toEqual(['t_2']));
      fromOtherTab({ type: 'bid:created', payload: { task: bidOf('t_9') } });
      await waitFor(() => expect(ids()).toEqual(['t_9', 't_2']));
      fromOtherTab({ type: 'not:ours', payload: {} });
      // Received events are not sent back; this tab's own are sent once.
      expect(posted).toEqual([]);
      await act(async () => {
        await hook.result.current.remove.mutateAsync(bidOf('t_2'));
      });
      await waitFor(() => expect(ids()).toEqual(['t_9']));
      expect(posted).toEqual([{ type: 'bid:deleted', payload: { taskId: 't_2' } }]);
    } finally {
      stop();
      globalThis.BroadcastChannel = original;
    }
  });
});
