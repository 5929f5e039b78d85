// DELETE /tasks/{id} — Delete bid (spec §4, §7): the request leaves every list at once; a refusal
// puts it back where it was.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, bus, isNetworkError } from '@leafbid/shared';
import type { Task } from '@leafbid/domain';
import { TASKS_KEY, removeTask, restoreTask } from './tasks-cache';
import { OrderChangeError, isConflict, isGone } from './order-edit-message';
import { ORDER_EDIT_POPUP_MESSAGES } from '../../../messages';

/** DELETE /tasks/{id} (the server keeps it for the operator and queues delete_bid). */
export async function deleteBid(taskId: string): Promise<void> {
  await apiRequest(`/tasks/${encodeURIComponent(taskId)}`, {
    method: 'DELETE',
    fallback: ORDER_EDIT_POPUP_MESSAGES.deleteFailed,
  });
}

const deleteMessage = (error: unknown): string =>
  isNetworkError(error)
    ? ORDER_EDIT_POPUP_MESSAGES.networkError
    : error instanceof Error && error.message
      ? error.message
      : ORDER_EDIT_POPUP_MESSAGES.deleteFailed;

/**
 * Deletes a bid: it leaves the lists at once (`bid:deleted`, other tabs too). A refusal puts it
 * back where it was and rejects with the reason; a 409 also refetches. A 404 (already deleted,
 * e.g. in another tab) is not a refusal: the request is gone either way, so it stays out and the
 * list is refetched.
 */
export function useDeleteBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (task: Task) =>
      deleteBid(task.id).then(
        () => 'deleted' as const,
        (error: unknown) => {
          if (isGone(error)) return 'gone' as const;
          throw new OrderChangeError(deleteMessage(error), error);
        },
      ),
    onMutate: (task: Task) => {
      const places = client
        .getQueriesData<Task[]>({ queryKey: [TASKS_KEY] })
        .flatMap(([key, tasks]) => {
          const index = tasks?.findIndex((t) => t.id === task.id) ?? -1;
          return index === -1 ? [] : [{ key, index }];
        });
      removeTask(client, task.id);
      bus.emit('bid:deleted', { taskId: task.id });
      return { places };
    },
    onSuccess: (outcome) => {
      if (outcome === 'gone') void client.invalidateQueries({ queryKey: [TASKS_KEY] });
    },
    onError: (error, task, context) => {
      for (const { key, index } of context?.places ?? []) restoreTask(client, key, task, index);
      // The other tabs took it out too: it is back.
      bus.emit('bid:created', { task });
      const cause = error instanceof OrderChangeError ? error.reason : error;
      if (isConflict(cause)) void client.invalidateQueries({ queryKey: [TASKS_KEY] });
    },
  });
}
