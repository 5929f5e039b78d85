// POST /operator/outbox/requeue {id?} → how many dead rows were queued again (one, or all).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import { OPERATOR_MESSAGES } from '../../../messages';
import { outboxQueryKey } from './get-outbox';

export async function requeueOutbox(id?: string): Promise<number> {
  const body = await apiRequest('/operator/outbox/requeue', {
    method: 'POST',
    body: id ? { id } : {},
    fallback: OPERATOR_MESSAGES.requeueFailed,
  });
  const requeued = requireField<unknown>(body, 'requeued');
  return typeof requeued === 'number' ? requeued : 0;
}

export function useRequeueOutbox() {
  const client = useQueryClient();
  return useMutation({
    /** `id` = one dead row; none = all of them. */
    mutationFn: (id: string | undefined) => requeueOutbox(id),
    onSuccess: () => void client.invalidateQueries({ queryKey: outboxQueryKey }),
  });
}
