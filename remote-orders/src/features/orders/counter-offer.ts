// Issue 20: a seller's counter-offer on one of the buyer's bids, as the API sends it on the task
// (`Counter`: only once the operator relayed it, and after the buyer's answer; never a proposed
// one, never the seller). Read leniently: a counter the remote cannot read is not shown, the bid is.
import { z } from 'zod';
import {
  ORDER_MESSAGES,
  formatGrams,
  formatMoney,
  isPendingStatus,
  taskSchema,
  type CounterOfferStatus,
  type Task,
} from '@leafbid/domain';
import { ORDERS_PAGE_MESSAGES } from '../../messages';

export const buyerCounterSchema = z.object({
  id: z.string(),
  quantity: z.number().nullish(),
  price_per_gram: z.number().nullish(),
  total: z.number().nullish(),
  note: z.string().nullish(),
  status: z.string(),
  relayed_at: z.string().nullish(),
  answered_at: z.string().nullish(),
});
export type BuyerCounter = z.infer<typeof buyerCounterSchema>;

/** The remote's lenient task: the domain's, with its counter-offer (absent, null or unreadable: none). */
export const orderTaskSchema = taskSchema.extend({
  Counter: buyerCounterSchema.nullish().catch(null),
});
export type OrderTask = z.infer<typeof orderTaskSchema>;

const counterField = orderTaskSchema.shape.Counter;

/** The task's counter-offer, or null when it has none (or none this remote can read). */
export function counterOf(task: Task): BuyerCounter | null {
  return counterField.parse((task as { Counter?: unknown }).Counter) ?? null;
}

/** What the buyer may do with it: answer a relayed one; see an answered one as history. */
export type CounterView = 'open' | 'accepted' | 'declined';

const VIEWS: Partial<Record<CounterOfferStatus, CounterView>> = {
  relayed: 'open',
  accepted: 'accepted',
  declined: 'declined',
};

/**
 * How the card shows the counter-offer; null: not at all (proposed, withdrawn, unknown). Issue 35:
 * counters apply to pending bids only, so a relayed one on a bid that moved on (approved by the
 * operator meanwhile) is not offered for an answer: the API would refuse it.
 */
export function counterView(
  counter: BuyerCounter | null,
  bidStatus: Task['Status'],
): CounterView | null {
  if (!counter) return null;
  const view = Object.hasOwn(VIEWS, counter.status)
    ? (VIEWS[counter.status as CounterOfferStatus] ?? null)
    : null;
  return view === 'open' && !isPendingStatus(bidStatus) ? null : view;
}

export interface CounterTerms {
  /** '1 000' (grams, without the unit), or '-'. */
  quantity: string;
  /** '1 000 g', or '-'. */
  quantityWithUnit: string;
  /** '$2.50', or '-'. */
  pricePerGram: string;
  /** '$2,500.00', or '-'. */
  total: string;
}

/** The counter-offer's terms in the active locale. */
export function counterTerms(counter: BuyerCounter): CounterTerms {
  const quantity = formatGrams(counter.quantity ?? null);
  return {
    quantity,
    quantityWithUnit:
      quantity === ORDER_MESSAGES.missingValue ? quantity : ORDERS_PAGE_MESSAGES.grams(quantity),
    pricePerGram: formatMoney(counter.price_per_gram ?? null),
    total: formatMoney(counter.total ?? null),
  };
}
