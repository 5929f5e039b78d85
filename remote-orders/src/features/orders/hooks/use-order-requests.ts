import { useCallback, useEffect } from 'react';
import { bus, useProfileStore, useTasksStore } from '@leafbid/shared';
import type { Task } from '@leafbid/domain';

export interface OrderRequestsState {
  /** Every task of the signed-in contact (filter with pendingOrders / approvedOrders). */
  tasks: Task[];
  /** True until the profile and its tasks are first known. */
  loading: boolean;
  /** Why the profile or the tasks could not be loaded; null otherwise. */
  error: string | null;
  retry(): void;
}

/**
 * The signed-in user's tasks from the shared tasks store (GET /tasks?who_id=). The profile is
 * normally loaded by the host; it is fetched here when missing.
 *
 * A bid placed in another remote lands in the same store (the purchase form adds it at once), so
 * the lists update without a reload. The bus covers the case where this store was not loaded yet
 * for the contact, or where the store does not hold the announced task: then it refetches.
 */
export function useOrderRequests(): OrderRequestsState {
  const profile = useProfileStore((s) => s.profile);
  const profileLoading = useProfileStore((s) => s.loading);
  const profileError = useProfileStore((s) => s.error);
  const fetchProfile = useProfileStore((s) => s.fetchProfile);

  const tasks = useTasksStore((s) => s.tasks);
  const tasksLoading = useTasksStore((s) => s.loading);
  const tasksError = useTasksStore((s) => s.error);
  const loadedFor = useTasksStore((s) => s.loadedFor);
  const loadTasks = useTasksStore((s) => s.loadTasks);
  const clearTasksError = useTasksStore((s) => s.clearError);

  const contactId = profile?.id ?? null;
  const loaded = contactId !== null && loadedFor === contactId;

  useEffect(() => {
    if (!profile) void fetchProfile();
  }, [profile, fetchProfile]);

  useEffect(() => {
    if (contactId) void loadTasks(contactId);
  }, [contactId, loadTasks]);

  useEffect(() => {
    if (!contactId) return undefined;
    const refetchIfStale = (taskId?: string): void => {
      const state = useTasksStore.getState();
      const missing = taskId !== undefined && !state.tasks.some((t) => t.id === taskId);
      if (state.loadedFor !== contactId || missing)
        void state.loadTasks(contactId, { force: missing });
    };
    const onCreated = ({ task }: { task: Task }): void => refetchIfStale(task.id);
    const onChanged = (): void => refetchIfStale();
    bus.on('bid:created', onCreated);
    bus.on('bid:updated', onChanged);
    bus.on('bid:deleted', onChanged);
    return () => {
      bus.off('bid:created', onCreated);
      bus.off('bid:updated', onChanged);
      bus.off('bid:deleted', onChanged);
    };
  }, [contactId]);

  const retry = useCallback(() => {
    if (!contactId) {
      void fetchProfile({ force: true });
      return;
    }
    clearTasksError();
    void loadTasks(contactId, { force: true });
  }, [contactId, fetchProfile, clearTasksError, loadTasks]);

  // The store's `error` is also set by a failed bid elsewhere; it is a load error only while
  // the list for this contact is not loaded.
  const error = !profile
    ? profileLoading
      ? null
      : profileError
    : loaded || tasksLoading
      ? null
      : tasksError;
  const loading = !profile ? error === null : !loaded && error === null;

  return { tasks: loaded ? tasks : [], loading, error, retry };
}
