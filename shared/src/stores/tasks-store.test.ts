import { bus } from '../bus';
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
  type FakeAnswer,
} from '../testing';
import { useProfileStore } from './profile-store';
import { selectApprovedOrders, selectPendingOrders, useTasksStore } from './tasks-store';

let api: FakeApi;
const profile = makeContact({ id: 'c_1', Full_Name: 'Ada Buyer' });
const product = makeProduct({ id: 'p_1', Product_Name: 'Pink Kush' });

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
});
afterEach(() => api?.restore());

describe('sending a bid (spec §3/§4: added locally with a temp_ id, status Not Started)', () => {
  it('adds the temp task at once, then replaces it with the server task and emits bid:created', async () => {
    const serverTask = makeTask({
      id: 't_server',
      Description: 'QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500',
    });
    let answer: (value: FakeAnswer) => void = () => undefined;
    api = installFakeApi({ 'POST /tasks': () => new Promise((resolve) => (answer = resolve)) });
    const created = jest.fn();
    bus.on('bid:created', created);
    useTasksStore.setState({ tasks: [makeTask({ id: 't_old' })] });

    const sending = useTasksStore
      .getState()
      .createPurchaseRequest({ product, quantity: 1000, pricePerGram: 2.5, profile });
    const [temp, old] = useTasksStore.getState().tasks;
    expect(temp).toMatchObject({
      Status: 'Not Started',
      Subject: 'Purchase request: Pink Kush',
      Description: 'QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500',
      What_Id: { id: 'p_1', name: 'Pink Kush' },
      Who_Id: { id: 'c_1', name: 'Ada Buyer' },
      Closed_Time: null,
    });
    expect(temp?.id).toMatch(/^temp_/);
    expect(Number.isNaN(Date.parse(temp?.Created_Time ?? ''))).toBe(false);
    expect(old?.id).toBe('t_old');

    await new Promise((resolve) => setTimeout(resolve, 0));
    answer(reply(201, { data: serverTask }));
    await expect(sending).resolves.toEqual(serverTask);

    expect(useTasksStore.getState().tasks.map((t) => t.id)).toEqual(['t_server', 't_old']);
    expect(created).toHaveBeenCalledWith({ task: serverTask });
    expect(api.calls[0]?.body).toEqual({
      productId: 'p_1',
      quantity: 1000,
      pricePerGram: 2.5,
      clientRequestId: temp?.id,
    });
    bus.off('bid:created', created);
  });

  it('retries once with the same clientRequestId after a network failure, then shows the server task', async () => {
    const serverTask = makeTask({ id: 't_server' });
    api = installFakeApi({ 'POST /tasks': [networkError(), reply(200, { data: serverTask })] });
    const created = jest.fn();
    bus.on('bid:created', created);
    await expect(
      useTasksStore
        .getState()
        .createPurchaseRequest({ product, quantity: 10, pricePerGram: 2.5, profile }),
    ).resolves.toEqual(serverTask);
    expect(api.calls).toHaveLength(2);
    const [first, second] = api.calls.map((c) => c.body as { clientRequestId: string });
    expect(first?.clientRequestId).toMatch(/^temp_[A-Za-z0-9_-]{1,59}$/);
    expect(second).toEqual(first);
    expect(useTasksStore.getState().tasks.map((t) => t.id)).toEqual(['t_server']);
    expect(useTasksStore.getState().error).toBeNull();
    expect(created).toHaveBeenCalledTimes(1);
    bus.off('bid:created', created);
  });

  it('rolls back after a second network failure (one retry only)', async () => {
    api = installFakeApi({ 'POST /tasks': [networkError(), networkError(), reply(201, {})] });
    await expect(
      useTasksStore
        .getState()
        .createPurchaseRequest({ product, quantity: 10, pricePerGram: 2.5, profile }),
    ).rejects.toThrow(/Failed to fetch/);
    expect(api.calls).toHaveLength(2);
    expect(useTasksStore.getState().tasks).toEqual([]);
    expect(useTasksStore.getState().error).not.toBeNull();
  });

  it('retries a timeout (status 0) with the same id', async () => {
    jest.useFakeTimers();
    try {
      const serverTask = makeTask({ id: 't_late' });
      api = installFakeApi({
        'POST /tasks': [
          () => new Promise<never>(() => undefined),
          reply(200, { data: serverTask }),
        ],
      });
      const sending = useTasksStore
        .getState()
        .createPurchaseRequest({ product, quantity: 10, pricePerGram: 2.5, profile });
      await jest.advanceTimersByTimeAsync(60_000);
      await expect(sending).resolves.toEqual(serverTask);
      expect(api.calls).toHaveLength(2);
      expect((api.calls[1]?.body as { clientRequestId: string }).clientRequestId).toBe(
        (api.calls[0]?.body as { clientRequestId: string }).clientRequestId,
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('rolls back the temp task, sets the error and rethrows when the call fails', async () => {
    api = installFakeApi({
      'POST /tasks': reply(400, { error: 'quantity must be at least 1000 g' }),
    });
    const created = jest.fn();
    bus.on('bid:created', created);
    await expect(
      useTasksStore
        .getState()
        .createPurchaseRequest({ product, quantity: 10, pricePerGram: 2.5, profile }),
    ).rejects.toThrow('quantity must be at least 1000 g');
    expect(api.calls).toHaveLength(1); // only a lost answer (status 0) is retried
    expect(useTasksStore.getState().tasks).toEqual([]);
    expect(useTasksStore.getState().error).toBe('quantity must be at least 1000 g');
    expect(created).not.toHaveBeenCalled();
    bus.off('bid:created', created);
  });

  it("refuses without the user's email: 'User data is not available.'", async () => {
    api = installFakeApi({});
    await expect(
      useTasksStore.getState().createPurchaseRequest({
        product,
        quantity: 1,
        pricePerGram: 1,
        profile: makeContact({ Email: null }),
      }),
    ).rejects.toThrow('User data is not available.');
    expect(api.calls).toHaveLength(0);
  });
});

describe('loading tasks', () => {
  it('loads once per contact unless forced', async () => {
    api = installFakeApi({ 'GET /tasks': { data: [makeTask({ id: 't_1' })] } });
    await useTasksStore.getState().loadTasks('c_1');
    await useTasksStore.getState().loadTasks('c_1');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.query).toEqual({ who_id: 'c_1' });
    await useTasksStore.getState().loadTasks('c_1', { force: true });
    expect(api.calls).toHaveLength(2);
    expect(useTasksStore.getState().loadedFor).toBe('c_1');
  });

  it("keeps 'Failed to fetch tasks' as the error when the body has none", async () => {
    api = installFakeApi({ 'GET /tasks': reply(500) });
    await useTasksStore.getState().loadTasks('c_1');
    expect(useTasksStore.getState().error).toBe('Failed to fetch tasks');
  });
});

describe('order groups (spec §4)', () => {
  it('pending = order requests Not Started or Pending; approved = Approved or Completed', () => {
    const tasks = [
      makeTask({ id: 'a', Status: 'Not Started' }),
      makeTask({ id: 'b', Status: 'Pending', Subject: 'New order request', Task_Type: null }),
      makeTask({ id: 'c', Status: 'Approved' }),
      makeTask({ id: 'd', Status: 'Completed' }),
      makeTask({ id: 'e', Status: 'Not Started', Subject: 'New support request', Task_Type: null }),
    ];
    useTasksStore.setState({ tasks });
    const state = useTasksStore.getState();
    expect(selectPendingOrders(state).map((t) => t.id)).toEqual(['a', 'b']);
    expect(selectApprovedOrders(state).map((t) => t.id)).toEqual(['c', 'd']);
    expect(selectPendingOrders(state)).toBe(selectPendingOrders(useTasksStore.getState()));
  });
});

describe('local bid edits', () => {
  it('updateTaskLocally emits bid:updated; removeTaskLocally emits bid:deleted', () => {
    useTasksStore.setState({ tasks: [makeTask({ id: 't_1' })] });
    const updated = jest.fn();
    const deleted = jest.fn();
    bus.on('bid:updated', updated);
    bus.on('bid:deleted', deleted);
    useTasksStore
      .getState()
      .updateTaskLocally('t_1', { Description: 'QUANTITY: 5 PRICE PER GRAM: 1 TOTAL: 5' });
    expect(updated).toHaveBeenCalledWith({
      task: expect.objectContaining({
        id: 't_1',
        Description: 'QUANTITY: 5 PRICE PER GRAM: 1 TOTAL: 5',
      }),
    });
    useTasksStore.getState().removeTaskLocally('t_1');
    expect(useTasksStore.getState().tasks).toEqual([]);
    expect(deleted).toHaveBeenCalledWith({ taskId: 't_1' });
    bus.off('bid:updated', updated);
    bus.off('bid:deleted', deleted);
  });
});

describe('support request (spec §5: needs text and a known contact)', () => {
  it("throws 'You must be logged in to submit a request.' without a profile", async () => {
    api = installFakeApi({});
    await expect(useTasksStore.getState().createSupportRequest('Help')).rejects.toThrow(
      'You must be logged in to submit a request.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('POSTs /support-requests with the description', async () => {
    api = installFakeApi({
      'POST /support-requests': reply(201, {
        data: makeTask({ id: 't_s', Subject: 'New support request' }),
      }),
    });
    useProfileStore.setState({ profile });
    await expect(
      useTasksStore.getState().createSupportRequest('  Help me  '),
    ).resolves.toMatchObject({ id: 't_s' });
    expect(api.calls[0]?.body).toEqual({ description: 'Help me' });
  });
});
