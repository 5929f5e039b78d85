// GET /tasks?who_id= (spec §7): the contact's tasks, newest first — the list behind /orders and
// the dashboard's pending orders, one query for both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import { type Task } from '@leafbid/domain';
import { isTempTask, tasksQueryKey } from './tasks-cache';
import { ORDERS_PAGE_MESSAGES } from '../../../messages';

export { tasksQueryKey };

/** GET /tasks?who_id= → the contact's tasks. */
export async function fetchTasks(contactId: string): Promise<Task[]> {
  const body = await apiRequest('/tasks', {
    query: { who_id: contactId },
    fallback: ORDERS_PAGE_MESSAGES.fetchTasksFailed,
  });
  const data = requireField<unknown>(body, 'data');
  return Array.isArray(data) ? (data as Task[]) : requireField<Task[]>({}, 'data');
}

export const tasksQueryOptions = (contactId: string) =>
  queryOptions({
    queryKey: tasksQueryKey(contactId),
    queryFn: async ({ client, queryKey }): Promise<Task[]> => {
      const fresh = await fetchTasks(contactId);
      // Bids still being sent stay on top until their own answer replaces them.
      const sending = (client.getQueryData<Task[]>(queryKey) ?? []).filter(
        (t) => isTempTask(t) && !fresh.some((f) => f.id === t.id),
      );
      return sending.length > 0 ? [...sending, ...fresh] : fresh;
    },
  });

/** The contact's tasks; nothing is asked while the contact is unknown. */
export function useTasks(contactId: string | null) {
  return useQuery({ ...tasksQueryOptions(contactId ?? ''), enabled: contactId !== null });
}
