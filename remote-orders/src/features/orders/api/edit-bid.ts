// PUT /tasks/{id} — Edit bid (spec §4, §5, §7): the Description and Modified_Time change locally
// at once, the server's task replaces them; a failure puts the old bid back and shows the §8 text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, bus, requireField } from '@leafbid/shared';
import { bidTotal, formatBidDescription, type Task } from '@leafbid/domain';
import type { BidEdit } from '@leafbid/domain/schemas';
import { TASKS_KEY, findTask, replaceTask } from './tasks-cache';
import { OrderChangeError, isConflict, isGone, orderEditMessage } from './order-edit-message';
import { ORDER_EDIT_POPUP_MESSAGES } from '../../../messages';

/** PUT /tasks/{id} → the edited order request (the server re-checks availability, queues update_bid). */
export async function putBid(taskId: string, edit: BidEdit): Promise<Task> {
  const body = await apiRequest(`/tasks/${encodeURIComponent(taskId)}`, {
    method: 'PUT',
    body: edit,
    fallback: ORDER_EDIT_POPUP_MESSAGES.updateFailed,
  });
  return requireField<Task>(body, 'data');
}

export interface EditBidInput {
  taskId: string;
  edit: BidEdit;
}

/**
 * Saves an edited bid. Every view (and, through the bus, every tab) shows the change at once
 * (`bid:updated`); the server's task replaces it. A failure puts the old bid back and rejects with
 * the §8 text; a 409 (approved meanwhile) or a 404 (deleted meanwhile) also refetches the list,
 * so the card moves to Approved or leaves.
 */
export function useEditBid() {
  const client = useQueryClient();
  /** This cache at once; the other views and tabs through the bus. */
  const show = (task: Task): void => {
    replaceTask(client, task);
    bus.emit('bid:updated', { task });
  };
  return useMutation({
    mutationFn: ({ taskId, edit }: EditBidInput) =>
      putBid(taskId, edit).catch((error: unknown) => {
        throw new OrderChangeError(orderEditMessage(error), error);
      }),
    onMutate: ({ taskId, edit }: EditBidInput) => {
      const previous = findTask(client, taskId);
      if (!previous) throw new Error(ORDER_EDIT_POPUP_MESSAGES.updateFailed);
      const { quantity, pricePerGram } = edit;
      const local: Task = {
        ...previous,
        Description: formatBidDescription({
          quantity,
          pricePerGram,
          total: bidTotal(quantity, pricePerGram),
        }),
        Modified_Time: new Date().toISOString(),
      };
      show(local);
      return { previous };
    },
    onSuccess: (saved) => show(saved),
    onError: (error, _input, context) => {
      if (!context) return;
      show(context.previous);
      const cause = error instanceof OrderChangeError ? error.reason : error;
      if (isConflict(cause) || isGone(cause))
        void client.invalidateQueries({ queryKey: [TASKS_KEY] });
    },
  });
}
