// Issue 20: a counter-offer as each side reads it (docs/api.md "Counter-offers"): the strict wire
// shapes. Neither names the other side: the seller's never carries the buyer, the buyer's never
// the seller (nor its listing's owner); only the operator's (./operator-counter) names both.
import { z } from 'zod';
import { COUNTER_OFFER_STATUSES } from '../../trade-desk';

const text = z.string().nullable();

export const counterStatusSchema = z.enum(COUNTER_OFFER_STATUSES);

/** The terms of a counter-offer: whole grams, price per gram and their total ($). */
const counterTerms = {
  id: z.string(),
  quantity: z.number(),
  price_per_gram: z.number(),
  total: z.number(),
  /** The seller's short note to the buyer (≤ COUNTER_NOTE_MAX_LENGTH), or null. */
  note: text,
  status: counterStatusSchema,
  relayed_at: text,
  answered_at: text,
};

/** The seller's counter-offer on a bid of its listing, as the seller (and the operator) sees it. */
export const sellerCounterJsonSchema = z.object({
  ...counterTerms,
  task_id: z.string(),
  created_at: text,
});
export type SellerCounterJson = z.output<typeof sellerCounterJsonSchema>;

/**
 * A counter-offer as the buyer sees it on its bid (a task's `Counter`): only once the operator
 * relayed it (relayed, accepted or declined), never who made it.
 */
export const buyerCounterJsonSchema = z.object(counterTerms);
export type BuyerCounterJson = z.output<typeof buyerCounterJsonSchema>;
