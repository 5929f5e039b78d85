import { useCallback, useEffect } from 'react';
import { useProfileStore } from '@leafbid/shared';
import type { Task } from '@leafbid/domain';
import { useFollowBidEvents } from '../api/bid-events';
import { useTasks } from '../api/get-tasks';

export interface OrderRequestsState {
  /** Every task of the signed-in contact (filter with pendingOrders / approvedOrders). */
  tasks: Task[];
  /** True until the profile and its tasks are first known. */
  loading: boolean;
  /** Why the profile or the tasks could not be loaded; null otherwise. */
  error: string | null;
  retry(): void;
}

const NO_TASKS: Task[] = [];

/**
 * The signed-in user's tasks (GET /tasks?who_id=, the query `['tasks', contactId]` that the
 * dashboard widget, /orders and the start's prefetch share). The profile is normally loaded by
 * the host; it is fetched here when missing.
 *
 * A bid placed on the marketplace, or changed in another tab, arrives on the bus and changes the
 * cached list (api/bid-events.ts), so the lists update without a reload or a refetch.
 */
export function useOrderRequests(): OrderRequestsState {
  const profile = useProfileStore((s) => s.profile);
  const profileLoading = useProfileStore((s) => s.loading);
  const profileError = useProfileStore((s) => s.error);
  const fetchProfile = useProfileStore((s) => s.fetchProfile);
  const contactId = profile?.id ?? null;
  const query = useTasks(contactId);
  const { refetch } = query;
  useFollowBidEvents();

  useEffect(() => {
    if (!profile) void fetchProfile();
  }, [profile, fetchProfile]);

  const retry = useCallback(() => {
    if (!contactId) void fetchProfile({ force: true });
    else void refetch();
  }, [contactId, fetchProfile, refetch]);

  // A failed refetch keeps the list shown; the error is a load error only while there is none.
  const loaded = query.data !== undefined;
  const error = !profile
    ? profileLoading
      ? null
      : profileError
    : loaded || query.isFetching
      ? null
      : (query.error?.message ?? null);
  const loading = !profile ? error === null : !loaded && error === null;

  return { tasks: query.data ?? NO_TASKS, loading, error, retry };
}
