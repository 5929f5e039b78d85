import { create } from 'zustand';
import { isApiError, isNetworkError } from '../api/api-error';
import {
  deleteBid,
  fetchTasks,
  postPurchaseRequest,
  postSupportRequest,
  putBid,
} from '../api/tasks';
import { bus } from '../bus/bus';
import {
  API_FALLBACK,
  ORDER_EDIT_MESSAGES,
  ORDER_MESSAGES,
  PURCHASE_REQUEST_TASK_TYPE,
  REQUEST_MESSAGES,
  approvedOrders,
  bidTotal,
  formatBidDescription,
  fullName,
  pendingOrders,
  purchaseRequestSubject,
  type Contact,
  type Product,
  type Task,
} from '@leafbid/domain';
import { errorMessage } from './error-message';
import { useProfileStore } from './profile-store';

export interface PurchaseRequestInput {
  product: Pick<Product, 'id' | 'Product_Name'>;
  quantity: number;
  pricePerGram: number;
  /** The signed-in user's contact (needs id and Email). */
  profile: Contact | null;
}

export interface TasksState {
  tasks: Task[];
  loading: boolean;
  error: string | null;
  /** The contact id the list was loaded for; loadTasks for the same id is a no-op unless forced. */
  loadedFor: string | null;
  /** GET /tasks?who_id=. Never throws (see `error`). */
  loadTasks(contactId: string, options?: { force?: boolean }): Promise<Task[]>;
  /**
   * Sends a bid: adds a temp_ task at once, POST /tasks with the temp_ id as clientRequestId,
   * replaces it with the server's task and emits `bid:created`. A network failure or timeout
   * (status 0: the answer may have been lost) is retried once with the same id — the server
   * answers the same task, never a second bid. Any other failure (or a second network failure)
   * removes the temp task, sets `error` and rethrows.
   */
  createPurchaseRequest(input: PurchaseRequestInput): Promise<Task>;
  /** POST /support-requests for the loaded profile; sets `error` and rethrows on failure. */
  createSupportRequest(description: string): Promise<Task>;
  /** Local edit of a task (e.g. an edited bid's Description); emits `bid:updated`. */
  updateTaskLocally(taskId: string, patch: Partial<Task>): Task | null;
  /** Local removal (a deleted bid); emits `bid:deleted`. */
  removeTaskLocally(taskId: string): void;
  /**
   * Edit bid (spec §4, §5): Description and Modified_Time change locally at once (`bid:updated`),
   * then PUT /tasks/{id}; the server's task replaces it. A failure puts the old bid back and
   * rejects with the §8 text; a 409 (approved meanwhile) or a 404 (deleted meanwhile) also reloads
   * the list, so the card moves to Approved or leaves.
   */
  editBid(taskId: string, edit: { quantity: number; pricePerGram: number }): Promise<Task>;
  /**
   * Delete bid: the request leaves the list at once (`bid:deleted`), then DELETE /tasks/{id}. A
   * refusal puts it back where it was and rejects with the reason; a 409 also reloads the list.
   * A 404 (already deleted, e.g. in another tab) is not a refusal: the request is gone either way,
   * so it stays out and the list is reloaded.
   */
  deleteBid(taskId: string): Promise<void>;
  clearError(): void;
}

const initial = {
  tasks: [],
  loading: false,
  error: null,
  loadedFor: null,
} satisfies Partial<TasksState>;

let generation = 0;
const inFlight = new Map<string, Promise<Task[]>>();

export const TEMP_TASK_PREFIX = 'temp_';
export const isTempTask = (task: Pick<Task, 'id'>): boolean => task.id.startsWith(TEMP_TASK_PREFIX);
const tempId = (): string =>
  `${TEMP_TASK_PREFIX}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

export const useTasksStore = create<TasksState>()((set, get) => ({
  ...initial,

  loadTasks: async (contactId, { force = false } = {}) => {
    if (!force && get().loadedFor === contactId) return get().tasks;
    const pending = inFlight.get(contactId);
    if (pending) return pending;
    const started = generation;
    set({ loading: true, error: null });
    const request = (async () => {
      try {
        const fresh = await fetchTasks(contactId);
        if (started !== generation) return [];
        // Bids still being sent stay on top until their own answer replaces them.
        const sending = get().tasks.filter(
          (t) => isTempTask(t) && !fresh.some((f) => f.id === t.id),
        );
        const tasks = [...sending, ...fresh];
        set({ tasks, loadedFor: contactId, loading: false });
        return tasks;
      } catch (error) {
        if (started !== generation) return [];
        set({ loading: false, error: errorMessage(error, API_FALLBACK.fetchTasks) });
        return get().tasks;
      } finally {
        inFlight.delete(contactId);
      }
    })();
    inFlight.set(contactId, request);
    return request;
  },

  createPurchaseRequest: async ({ product, quantity, pricePerGram, profile }) => {
    if (!profile?.Email) {
      set({ error: REQUEST_MESSAGES.userDataNotAvailable });
      throw new Error(REQUEST_MESSAGES.userDataNotAvailable);
    }
    const productName = product.Product_Name || ORDER_MESSAGES.untitledProduct;
    const now = new Date().toISOString();
    const temp: Task = {
      id: tempId(),
      Subject: purchaseRequestSubject(productName),
      Task_Type: PURCHASE_REQUEST_TASK_TYPE,
      Status: 'Not Started',
      What_Id: { id: product.id, name: productName },
      Who_Id: { id: profile.id, name: fullName(profile) },
      Description: formatBidDescription({
        quantity,
        pricePerGram,
        total: bidTotal(quantity, pricePerGram),
      }),
      Created_Time: now,
      Closed_Time: null,
      Modified_Time: now,
    };
    const started = generation;
    set({ tasks: [temp, ...get().tasks], error: null });
    try {
      const body = { productId: product.id, quantity, pricePerGram, clientRequestId: temp.id };
      let saved: Task;
      try {
        saved = await postPurchaseRequest(body);
      } catch (error) {
        if (!isApiError(error) || error.status !== 0) throw error;
        saved = await postPurchaseRequest(body);
      }
      if (started === generation) {
        const others = get().tasks.filter((t) => t.id !== temp.id && t.id !== saved.id);
        const index = get().tasks.findIndex((t) => t.id === temp.id);
        const tasks = [...others];
        tasks.splice(index === -1 ? 0 : Math.min(index, others.length), 0, saved);
        set({ tasks });
      }
      bus.emit('bid:created', { task: saved });
      return saved;
    } catch (error) {
      if (started === generation) {
        set({
          tasks: get().tasks.filter((t) => t.id !== temp.id),
          error: errorMessage(error, REQUEST_MESSAGES.fallback),
        });
      }
      throw error;
    }
  },

  createSupportRequest: async (description) => {
    const profile = useProfileStore.getState().profile;
    if (!profile || !description.trim()) {
      set({ error: REQUEST_MESSAGES.mustBeLoggedIn });
      throw new Error(REQUEST_MESSAGES.mustBeLoggedIn);
    }
    const started = generation;
    set({ error: null });
    try {
      const task = await postSupportRequest(description.trim());
      if (started === generation && get().loadedFor === profile.id)
        set({ tasks: [task, ...get().tasks] });
      return task;
    } catch (error) {
      if (started === generation)
        set({ error: errorMessage(error, REQUEST_MESSAGES.supportFailed) });
      throw error;
    }
  },

  updateTaskLocally: (taskId, patch) => {
    const current = get().tasks.find((t) => t.id === taskId);
    if (!current) return null;
    const updated: Task = {
      ...current,
      ...patch,
      id: current.id,
      Modified_Time: patch.Modified_Time ?? new Date().toISOString(),
    };
    set({ tasks: get().tasks.map((t) => (t.id === taskId ? updated : t)) });
    bus.emit('bid:updated', { task: updated });
    return updated;
  },

  removeTaskLocally: (taskId) => {
    set({ tasks: get().tasks.filter((t) => t.id !== taskId) });
    bus.emit('bid:deleted', { taskId });
  },

  editBid: async (taskId, { quantity, pricePerGram }) => {
    const previous = get().tasks.find((t) => t.id === taskId);
    if (!previous) throw new Error(ORDER_EDIT_MESSAGES.updateFailed);
    const started = generation;
    get().updateTaskLocally(taskId, {
      Description: formatBidDescription({
        quantity,
        pricePerGram,
        total: bidTotal(quantity, pricePerGram),
      }),
    });
    try {
      const saved = await putBid(taskId, { quantity, pricePerGram });
      if (started === generation) replaceTask(saved);
      return saved;
    } catch (error) {
      if (started === generation) {
        replaceTask(previous);
        if (isConflict(error) || isGone(error)) void reloadTasks();
      }
      throw new Error(orderEditMessage(error));
    }
  },

  deleteBid: async (taskId) => {
    const index = get().tasks.findIndex((t) => t.id === taskId);
    const previous = get().tasks[index];
    if (!previous) return;
    const started = generation;
    get().removeTaskLocally(taskId);
    try {
      await deleteBid(taskId);
    } catch (error) {
      if (isGone(error)) {
        if (started === generation) void reloadTasks();
        return;
      }
      if (started === generation) {
        const tasks = get().tasks.filter((t) => t.id !== taskId);
        tasks.splice(Math.min(index, tasks.length), 0, previous);
        set({ tasks });
        bus.emit('bid:created', { task: previous });
        if (isConflict(error)) void reloadTasks();
      }
      const message = isNetworkError(error)
        ? ORDER_EDIT_MESSAGES.networkError
        : errorMessage(error, ORDER_EDIT_MESSAGES.deleteFailed);
      throw new Error(message);
    }
  },

  clearError: () => set({ error: null }),
}));

const isConflict = (error: unknown): boolean => isApiError(error) && error.status === 409;
/** The server no longer has this bid for the user (deleted meanwhile). */
const isGone = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** Spec §8 Order edit: the automation service, a network failure, else the server's reason or the default. */
export function orderEditMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  if (/automation/i.test(text)) return ORDER_EDIT_MESSAGES.notificationFailed;
  if (isNetworkError(error) || (isApiError(error) && error.status === 0))
    return ORDER_EDIT_MESSAGES.networkError;
  if (isApiError(error) && error.fromServer && error.status >= 400 && error.status < 500)
    return text;
  return ORDER_EDIT_MESSAGES.updateFailed;
}

/** Puts the server's (or the previous) task in place and tells the other views. */
function replaceTask(task: Task): void {
  const { tasks } = useTasksStore.getState();
  if (!tasks.some((t) => t.id === task.id)) return;
  useTasksStore.setState({ tasks: tasks.map((t) => (t.id === task.id ? task : t)) });
  bus.emit('bid:updated', { task });
}

function reloadTasks(): Promise<Task[]> {
  const { loadedFor, loadTasks } = useTasksStore.getState();
  return loadedFor ? loadTasks(loadedFor, { force: true }) : Promise.resolve([]);
}

/**
 * Bid events from another tab of this browser (the bus relays them, see bus/cross-tab.ts) change
 * this tab's list too. Applying one that this tab emitted itself changes nothing.
 */
function applyBidEvents(): void {
  bus.on('bid:updated', ({ task }) => {
    const { tasks } = useTasksStore.getState();
    const current = tasks.find((t) => t.id === task.id);
    if (current && current !== task) {
      useTasksStore.setState({ tasks: tasks.map((t) => (t.id === task.id ? task : t)) });
    }
  });
  bus.on('bid:deleted', ({ taskId }) => {
    const { tasks } = useTasksStore.getState();
    if (tasks.some((t) => t.id === taskId)) {
      useTasksStore.setState({ tasks: tasks.filter((t) => t.id !== taskId) });
    }
  });
  bus.on('bid:created', ({ task }) => {
    const { tasks, loadedFor } = useTasksStore.getState();
    if (isTempTask(task) || tasks.some((t) => t.id === task.id)) return;
    if (loadedFor && task.Who_Id?.id === loadedFor)
      useTasksStore.setState({ tasks: [task, ...tasks] });
  });
}
applyBidEvents();

/**
 * Live updates (issue 11) could not resume: bids may have changed meanwhile (an operator approved
 * one), so the loaded list is fetched again.
 */
bus.on('live:resynced', () => {
  void reloadTasks();
});

/** Memoised on the tasks array, so `useTasksStore(selectPendingOrders)` keeps a stable result. */
function memoOnTasks(
  pick: (tasks: readonly Task[]) => Task[],
): (state: Pick<TasksState, 'tasks'>) => Task[] {
  let lastTasks: Task[] | null = null;
  let lastResult: Task[] = [];
  return (state) => {
    if (state.tasks !== lastTasks) {
      lastTasks = state.tasks;
      lastResult = pick(state.tasks);
    }
    return lastResult;
  };
}

/** Order requests with status Not Started or Pending (spec §4). */
export const selectPendingOrders = memoOnTasks(pendingOrders);
/** Order requests with status Approved or Completed (spec §4). */
export const selectApprovedOrders = memoOnTasks(approvedOrders);

export function resetTasksStore(): void {
  generation += 1;
  inFlight.clear();
  useTasksStore.setState(initial);
}
