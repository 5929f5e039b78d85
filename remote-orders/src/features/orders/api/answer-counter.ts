// Issue 20: POST /tasks/{id}/counter/accept and /decline — the buyer answers a relayed
// counter-offer. The server's task (the bid with the counter's terms when accepted, and its
// counter's new status) replaces the cached one here and, through the bus, in every other view
// and tab (`bid:updated`), so the dashboard and Orders stay in step.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, bus, isApiError, isNetworkError, requireField } from '@leafbid/shared';
import type { Task } from '@leafbid/domain';
import { TASKS_KEY, replaceTask } from './tasks-cache';
import { OrderChangeError, isConflict, isGone } from './order-edit-message';
import { COUNTER_OFFER_MESSAGES, ORDER_EDIT_POPUP_MESSAGES } from '../../../messages';

export type CounterAnswer = 'accept' | 'decline';

/** POST /tasks/{id}/counter/{accept|decline} → the bid as it now is. */
export async function answerCounter(taskId: string, answer: CounterAnswer): Promise<Task> {
  const body = await apiRequest(`/tasks/${encodeURIComponent(taskId)}/counter/${answer}`, {
    method: 'POST',
    fallback: COUNTER_OFFER_MESSAGES.answerFailed,
  });
  return requireField<Task>(body, 'data');
}

/** A network failure, else the server's reason (4xx: e.g. withdrawn meanwhile), else the default. */
export function counterAnswerMessage(error: unknown): string {
  if (isNetworkError(error)) return ORDER_EDIT_POPUP_MESSAGES.networkError;
  if (isApiError(error) && error.fromServer && error.status >= 400 && error.status < 500)
    return error.message;
  return COUNTER_OFFER_MESSAGES.answerFailed;
}

export interface AnswerCounterInput {
  taskId: string;
  answer: CounterAnswer;
}

/**
 * Accepts or declines a bid's counter-offer. Nothing changes before the server answers (the terms
 * are the seller's until the API says the bid took them). A refusal rejects with the text to
 * show; a 409 (withdrawn or answered meanwhile) or a 404 also refetches the list.
 */
export function useAnswerCounter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, answer }: AnswerCounterInput) =>
      answerCounter(taskId, answer).catch((error: unknown) => {
        throw new OrderChangeError(counterAnswerMessage(error), error);
      }),
    onSuccess: (task) => {
      replaceTask(client, task);
      bus.emit('bid:updated', { task });
    },
    onError: (error) => {
      const cause = error instanceof OrderChangeError ? error.reason : error;
      if (isConflict(cause) || isGone(cause))
        void client.invalidateQueries({ queryKey: [TASKS_KEY] });
    },
  });
}
