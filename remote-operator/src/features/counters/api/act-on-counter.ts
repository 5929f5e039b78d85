// Issue 20: the operator relays a proposed counter-offer to the buyer (POST
// /operator/counters/{id}/relay), or withdraws a proposed or relayed one with a reason (POST
// /operator/counters/{id}/withdraw {reason}); each answers the counter as it is now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import { enc } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';
import { counterOf, countersQueryKey, type OperatorCounter } from './get-counters';

const C = OPERATOR_MESSAGES.counters;

/** The longest withdrawal reason the API takes. */
export const WITHDRAW_REASON_MAX_LENGTH = 500;

export type CounterAction = 'relay' | 'withdraw';

async function actOnCounter(
  id: string,
  action: CounterAction,
  fallback: string,
  body?: unknown,
): Promise<OperatorCounter> {
  const answer = await apiRequest(`/operator/counters/${enc(id)}/${action}`, {
    method: 'POST',
    ...(body === undefined ? {} : { body }),
    fallback,
  });
  const counter = counterOf(requireField<unknown>(answer, 'data'));
  // A malformed answer: the kernel's typed error for it (as requireField throws).
  return counter ?? requireField<OperatorCounter>({}, 'data');
}

/** Issue 35: `note` is the note as the buyer is to read it (the seller's, edited or redacted). */
export const relayCounter = (id: string, note: string) =>
  actOnCounter(id, 'relay', C.relayFailed, { note });
export const withdrawCounter = (id: string, reason: string) =>
  actOnCounter(id, 'withdraw', C.withdrawFailed, { reason });

export interface CounterStep {
  id: string;
  action: CounterAction;
  /** The withdrawal's reason (required by the API, kept in the audit trail). */
  reason?: string;
  /** Issue 35: the note relayed to the buyer (blank: none). */
  note?: string;
}

export function useActOnCounter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason, note }: CounterStep) =>
      action === 'relay' ? relayCounter(id, note ?? '') : withdrawCounter(id, reason ?? ''),
    onSuccess: (updated) => {
      client.setQueriesData<OperatorCounter[]>({ queryKey: countersQueryKey }, (counters) =>
        counters?.map((known) => (known.id === updated.id ? updated : known)),
      );
      // Out of its view's status now: the views are asked again.
      void client.invalidateQueries({ queryKey: countersQueryKey });
    },
    // Refused (already relayed, answered or withdrawn by now): show the counters as they are.
    onError: () => void client.invalidateQueries({ queryKey: countersQueryKey }),
  });
}
