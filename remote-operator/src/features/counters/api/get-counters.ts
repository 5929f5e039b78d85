// Issue 20: GET /operator/counters?status= — every seller's counter-offer, newest first, with its
// bid's terms, its product and both parties (only the operator sees who is behind either side).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@leafbid/shared';
import { partySchema, type CounterOfferStatus } from '@leafbid/domain';
import { lenientNumber as amount, lenientText as text, parsedItems } from '../../../lib/lenient';
import { OPERATOR_QUERY_ROOT, listOf, queryString } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';

/** The answer read leniently (lib/lenient.ts): only a counter without an id is left out. */
export const operatorCounterSchema = z.object({
  id: z.string().min(1),
  task_id: text,
  quantity: amount,
  price_per_gram: amount,
  total: amount,
  note: text,
  status: z.string().catch(''),
  created_at: text,
  relayed_at: text,
  answered_at: text,
  withdraw_reason: text,
  /** Issue 35: the note as relayed to the buyer (edited or redacted); `note` is the seller's. */
  relayed_note: text,
  product: z.object({ id: z.string(), Product_Name: text }).nullable().catch(null),
  buyer: partySchema.nullable().catch(null),
  seller: partySchema.nullable().catch(null),
  bid: z
    .object({ quantity: amount, price_per_gram: amount, total: amount, status: text })
    .nullable()
    .catch(null),
});
export type OperatorCounter = z.infer<typeof operatorCounterSchema>;

/** One counter of an answer (`{data}` of relay and withdraw), or null when it is not one. */
export function counterOf(value: unknown): OperatorCounter | null {
  const parsed = operatorCounterSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export async function getCounters(
  status: CounterOfferStatus | '' = '',
): Promise<OperatorCounter[]> {
  const body = await apiRequest(`/operator/counters${queryString({ status })}`, {
    fallback: OPERATOR_MESSAGES.counters.failed,
  });
  return parsedItems(operatorCounterSchema, listOf<unknown>(body));
}

/** Every view of the counters (each status filter). */
export const countersQueryKey = [...OPERATOR_QUERY_ROOT, 'counters'] as const;

export const countersQueryOptions = (status: CounterOfferStatus | '') =>
  queryOptions({
    queryKey: [...countersQueryKey, { status }] as const,
    queryFn: () => getCounters(status),
  });

export const useCounters = (status: CounterOfferStatus | '') =>
  useQuery(countersQueryOptions(status));
