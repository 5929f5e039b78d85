// Issue 20: counter-offers and a seller's demand on the wire (docs/api.md "Counter-offers",
// "Seller demand"). Each answer is built from an explicit list of fields: a seller's answers
// never carry anything of the buyer (contact id, name, company, email, phone, Subject), a
// buyer's never anything of the seller.
import { z } from 'zod';
import type { CounterOfferRow, ProductRow, TaskRow, ContactRow } from '../db/schema.js';
import { sharedDomain } from '../domain/shared-domain.js';
import { bidTotal } from '../domain/bid.js';
import { toPartyJson } from '../repositories/operator/parties.js';
import { isoTime, str } from './common.js';
import { oneOf } from './operator/paging.js';
import { sharedSchemas } from './shared-schemas.js';
import { pricePerGram, quantity } from './task.js';

const { counterOfferBodySchema, relayCounterBodySchema, withdrawCounterBodySchema } = sharedSchemas;
const { COUNTER_OFFER_STATUSES } = sharedDomain;

/** The seller's counter: a bid's bounds (the API's upper bounds too), an optional short note. */
export const counterOfferBody = counterOfferBodySchema
  .extend({
    quantity,
    price_per_gram: pricePerGram,
  })
  // Issue 35: a counter's total is held to a bid's bound too.
  .superRefine(sharedSchemas.bidTotalWithinBounds('price_per_gram'));

export const withdrawCounterBody = withdrawCounterBodySchema;

/** Issue 35: the note the operator relays (edited or redacted); the whole body may be absent. */
export const relayCounterBody = relayCounterBodySchema.nullish();

export const listingBidParams = z.object({
  productId: str().trim().min(1).max(64),
  taskId: str().trim().min(1).max(64),
});
export const productIdParams = listingBidParams.pick({ productId: true });

export const countersQuery = z.object({
  status: z.enum(COUNTER_OFFER_STATUSES, oneOf(COUNTER_OFFER_STATUSES)).optional(),
});

type SellerCounterJson = sharedSchemas.SellerCounterJson;
type BuyerCounterJson = sharedSchemas.BuyerCounterJson;
type SellerBidJson = sharedSchemas.SellerBidJson;
type OperatorCounterJson = sharedSchemas.OperatorCounterJson;

/** The buyer sees a counter only once the operator relayed it (never a proposed or withdrawn one). */
export const BUYER_VISIBLE_STATUSES: CounterOfferRow['status'][] = [
  'relayed',
  'accepted',
  'declined',
];

/** The counter's terms with `note`: the seller's own words, or (the buyer's) the relayed note. */
const terms = (c: CounterOfferRow, note: string | null) => ({
  id: c.id,
  quantity: c.quantity,
  price_per_gram: c.pricePerGram,
  total: bidTotal(c.quantity, c.pricePerGram),
  note,
  status: c.status,
  relayed_at: isoTime(c.relayedAt),
  answered_at: isoTime(c.answeredAt),
});

export function toSellerCounterJson(c: CounterOfferRow): SellerCounterJson {
  return { ...terms(c, c.note), task_id: c.taskId, created_at: isoTime(c.createdAt) };
}

/**
 * The buyer's view of its bid's counter (null: none it may see), with the note as the operator
 * relayed it (issue 35: edited or redacted), never the seller's own words.
 */
export function toBuyerCounterJson(c: CounterOfferRow | null | undefined): BuyerCounterJson | null {
  if (!c || !BUYER_VISIBLE_STATUSES.includes(c.status)) return null;
  return terms(c, c.relayedNote);
}

/** The bid's terms, read from its Description (spec §3). */
export function bidTerms(task: Pick<TaskRow, 'description'>) {
  const parsed = sharedDomain.parseBidDescription(task.description);
  return { quantity: parsed.quantity, price_per_gram: parsed.pricePerGram, total: parsed.total };
}

/** Spec §5 bid quality of a price against the listing's minimum request price; null without one. */
export function bidLevel(pricePerGramValue: number | null, minRequestPrice: number | null) {
  const quality = sharedDomain.bidQuality(
    sharedDomain.pricePercentage(pricePerGramValue, minRequestPrice),
  );
  return quality?.level ?? null;
}

/** A bid on the seller's listing: its terms, status, quality and times, never its buyer. */
export function toSellerBidJson(
  task: TaskRow,
  product: Pick<ProductRow, 'minRequestPrice'>,
  counter: CounterOfferRow | null,
): SellerBidJson {
  const bid = bidTerms(task);
  return {
    id: task.id,
    status: task.status,
    quantity: bid.quantity,
    price_per_gram: bid.price_per_gram,
    total: bid.total,
    quality: bidLevel(bid.price_per_gram, product.minRequestPrice),
    created_at: isoTime(task.createdAt),
    modified_at: isoTime(task.modifiedAt),
    counter: counter ? toSellerCounterJson(counter) : null,
  };
}

/** The operator's view: both sides, the bid now and the counter's history. */
export function toOperatorCounterJson(
  c: CounterOfferRow,
  parts: {
    task: TaskRow;
    product: Pick<ProductRow, 'id' | 'productName'> | null;
    buyer: ContactRow | null;
    seller: ContactRow | null;
  },
): OperatorCounterJson {
  return {
    ...toSellerCounterJson(c),
    product: parts.product
      ? { id: parts.product.id, Product_Name: parts.product.productName }
      : null,
    buyer: parts.buyer ? toPartyJson(parts.buyer) : null,
    seller: parts.seller ? toPartyJson(parts.seller) : null,
    bid: { ...bidTerms(parts.task), status: parts.task.status },
    original_description: c.originalDescription,
    relayed_note: c.relayedNote,
    withdrawn_at: isoTime(c.withdrawnAt),
    withdraw_reason: c.withdrawReason,
  };
}

/** The counter_offer webhook's body (docs/api.md): ids and terms, no identities. */
export interface CounterOfferPayload {
  action: 'proposed' | 'relayed' | 'withdrawn' | 'accepted' | 'declined';
  counterId: string;
  taskId: string;
  productName: string | null;
  quantity: number;
  pricePerGram: number;
  totalValue: number;
  /** The note of the step: the seller's until relayed, then the one the buyer reads (issue 35). */
  note: string | null;
  /** Issue 35: the seller's own note, as written (the relayed `note` may be edited or redacted). */
  sellerNote: string | null;
  reason: string | null;
  at: string;
}

export function counterOfferPayload(
  action: CounterOfferPayload['action'],
  c: CounterOfferRow,
  productName: string | null,
  at: Date,
  reason: string | null = null,
): CounterOfferPayload {
  return {
    action,
    counterId: c.id,
    taskId: c.taskId,
    productName,
    quantity: c.quantity,
    pricePerGram: c.pricePerGram,
    totalValue: bidTotal(c.quantity, c.pricePerGram),
    note: c.relayedAt ? c.relayedNote : c.note,
    sellerNote: c.note,
    reason,
    at: at.toISOString(),
  };
}
