import { bus } from '../bus';
import { connectCrossTab } from '../bus/cross-tab';
import {
  createFakeIdentity,
  installFakeApi,
  makeTask,
  networkError,
  reply,
  resetStoresForTest,
  type FakeApi,
  type FakeAnswer,
} from '../testing';
import type { Task } from '@leafbid/domain';
import { useTasksStore } from './tasks-store';

let api: FakeApi;
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
  useTasksStore.setState({ tasks: [bidOf('t_1'), bidOf('t_2')], loadedFor: 'c_1' });
});
afterEach(() => {
  api?.restore();
});

describe('edit bid (spec §4: Description and Modified_Time updated locally)', () => {
  it('changes the bid at once, sends PUT /tasks/{id}, keeps the server task, emits bid:updated', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    api = installFakeApi({ 'PUT /tasks/:id': () => new Promise((resolve) => (answer = resolve)) });
    const updated = jest.fn();
    bus.on('bid:updated', updated);

    const saving = useTasksStore.getState().editBid('t_1', { quantity: 250, pricePerGram: 3.5 });
    const local = useTasksStore.getState().tasks[0]!;
    expect(local.Description).toBe('QUANTITY: 250 PRICE PER GRAM: 3.5 TOTAL: 875');
    expect(local.Modified_Time).not.toBe('2026-11-01T00:00:00.000Z');
    expect(updated).toHaveBeenCalledWith({ task: local });
    while (api.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/tasks/t_1',
      body: { quantity: 250, pricePerGram: 3.5 },
    });

    const server = { ...local, Modified_Time: '2026-11-22T10:00:00.000Z' };
    answer({ data: server });
    await expect(saving).resolves.toEqual(server);
    expect(useTasksStore.getState().tasks[0]).toEqual(server);
  });

  it.each([
    ['a server error', reply(500, {}), 'Failed to update order. Please try again.'],
    [
      'a network failure',
      networkError(),
      'Network error. Please check your connection and try again.',
    ],
    [
      'the automation service',
      reply(502, { error: 'automation service unavailable' }),
      'Failed to send update notification. Your changes were saved locally.',
    ],
    [
      'a rule of the API',
      reply(400, { error: '❌ Insufficient quantity. Max available: 1500g', field: 'quantity' }),
      '❌ Insufficient quantity. Max available: 1500g',
    ],
  ])('on %s the old bid comes back and the §8 text is given', async (_case, answer, message) => {
    api = installFakeApi({ 'PUT /tasks/:id': answer });
    const before = useTasksStore.getState().tasks[0];
    await expect(
      useTasksStore.getState().editBid('t_1', { quantity: 9, pricePerGram: 9 }),
    ).rejects.toThrow(message);
    expect(useTasksStore.getState().tasks[0]).toEqual(before);
  });

  it('approved meanwhile: the 409 reason is given and the list reloads, so the card moves to Approved', async () => {
    api = installFakeApi({
      'PUT /tasks/:id': reply(409, { error: 'This order request can no longer be changed.' }),
      'GET /tasks': { data: [{ ...bidOf('t_1'), Status: 'Approved' }, bidOf('t_2')] },
    });
    await expect(
      useTasksStore.getState().editBid('t_1', { quantity: 9, pricePerGram: 9 }),
    ).rejects.toThrow('This order request can no longer be changed.');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useTasksStore.getState().tasks[0]!.Status).toBe('Approved');
  });
});

describe('a bid the server no longer has (deleted meanwhile, e.g. in another tab)', () => {
  it('edit: the 404 reason is given and the list reloads, so the card leaves', async () => {
    api = installFakeApi({
      'PUT /tasks/:id': reply(404, { error: 'Order request not found' }),
      'GET /tasks': { data: [bidOf('t_2')] },
    });
    await expect(
      useTasksStore.getState().editBid('t_1', { quantity: 9, pricePerGram: 9 }),
    ).rejects.toThrow('Order request not found');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useTasksStore.getState().tasks.map((t) => t.id)).toEqual(['t_2']);
  });

  it('delete: already gone is not a refusal — it stays out, no error, the list reloads', async () => {
    api = installFakeApi({
      'DELETE /tasks/:id': reply(404, { error: 'Order request not found' }),
      'GET /tasks': { data: [bidOf('t_2')] },
    });
    await expect(useTasksStore.getState().deleteBid('t_1')).resolves.toBeUndefined();
    expect(useTasksStore.getState().tasks.map((t) => t.id)).toEqual(['t_2']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.callsTo('GET /tasks')).toHaveLength(1);
  });
});

describe('delete bid', () => {
  it('leaves the list at once, sends DELETE /tasks/{id} and emits bid:deleted', async () => {
    api = installFakeApi({ 'DELETE /tasks/:id': { data: { id: 't_1' } } });
    const deleted = jest.fn();
    bus.on('bid:deleted', deleted);
    const deleting = useTasksStore.getState().deleteBid('t_1');
    expect(useTasksStore.getState().tasks.map((t) => t.id)).toEqual(['t_2']);
    await deleting;
    expect(deleted).toHaveBeenCalledWith({ taskId: 't_1' });
    expect(api.calls[0]).toMatchObject({ method: 'DELETE', path: '/tasks/t_1' });
  });

  it('comes back where it was, with the reason, when the server refuses', async () => {
    api = installFakeApi({ 'DELETE /tasks/:id': reply(500, {}) });
    await expect(useTasksStore.getState().deleteBid('t_1')).rejects.toThrow(
      'Failed to delete the order request. Please try again.',
    );
    expect(useTasksStore.getState().tasks.map((t) => t.id)).toEqual(['t_1', 't_2']);
  });

  it('a network failure puts it back with the §8 network text', async () => {
    api = installFakeApi({ 'DELETE /tasks/:id': networkError() });
    await expect(useTasksStore.getState().deleteBid('t_1')).rejects.toThrow(
      'Network error. Please check your connection and try again.',
    );
    expect(useTasksStore.getState().tasks.map((t) => t.id)).toEqual(['t_1', 't_2']);
  });

  it('approved meanwhile: it comes back with the 409 reason and the list reloads (card moves to Approved)', async () => {
    api = installFakeApi({
      'DELETE /tasks/:id': reply(409, { error: 'This order request can no longer be changed.' }),
      'GET /tasks': { data: [{ ...bidOf('t_1'), Status: 'Approved' }, bidOf('t_2')] },
    });
    await expect(useTasksStore.getState().deleteBid('t_1')).rejects.toThrow(
      'This order request can no longer be changed.',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useTasksStore.getState().tasks.map((t) => [t.id, t.Status])).toEqual([
      ['t_1', 'Approved'],
      ['t_2', 'Pending'],
    ]);
  });
});

describe('tabs of the same browser stay in step', () => {
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
      const fromOtherTab = (data: unknown) => listeners.forEach((l) => l({ data }));
      fromOtherTab({
        type: 'bid:updated',
        payload: {
          task: { ...bidOf('t_2'), Description: 'QUANTITY: 5 PRICE PER GRAM: 2 TOTAL: 10' },
        },
      });
      expect(useTasksStore.getState().tasks[1]!.Description).toBe(
        'QUANTITY: 5 PRICE PER GRAM: 2 TOTAL: 10',
      );
      fromOtherTab({ type: 'bid:deleted', payload: { taskId: 't_1' } });
      expect(useTasksStore.getState().tasks.map((t) => t.id)).toEqual(['t_2']);
      fromOtherTab({ type: 'bid:created', payload: { task: bidOf('t_9') } });
      expect(useTasksStore.getState().tasks.map((t) => t.id)).toEqual(['t_9', 't_2']);
      fromOtherTab({ type: 'not:ours', payload: {} });
      // Received events are not sent back; this tab's own are sent once.
      expect(posted).toEqual([]);
      useTasksStore.getState().removeTaskLocally('t_2');
      expect(posted).toEqual([{ type: 'bid:deleted', payload: { taskId: 't_2' } }]);
    } finally {
      stop();
      globalThis.BroadcastChannel = original;
    }
  });
});
