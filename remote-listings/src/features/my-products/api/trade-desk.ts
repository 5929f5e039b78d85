// Issue 20, the seller's side of the trade desk (docs/api.md "Counter-offers and demand"): the
// demand for each of the seller's listings, the anonymous bids on one listing and the seller's
// counter-offers. The answers are read leniently (a field this screen does not need may be absent
// or malformed without hiding the rest), and only the fields below are kept: whatever else an
// answer holds is dropped, so nothing that could name a buyer reaches the screen.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, requireField } from '@leafbid/shared';
import {
  COUNTER_OFFER_STATUSES,
  OPEN_COUNTER_OFFER_STATUSES,
  centsToDollars,
  isPendingStatus,
  totalCents,
  type BidLevel,
} from '@leafbid/domain';
import { LISTING_BIDS_MESSAGES, LISTING_DEMAND_MESSAGES } from '../../../messages';

/** The spec §5 quality levels, best first (the order a seller reads its demand in). */
export const BID_LEVELS_BEST_FIRST = [
  'excellent',
  'medium',
  'low',
] as const satisfies readonly BidLevel[];

/** Everything the trade desk caches; live events mark it stale as a whole. */
export const tradeDeskQueryKey = ['listings', 'trade-desk'] as const;
export const listingDemandQueryKey = [...tradeDeskQueryKey, 'demand'] as const;
export const listingBidsQueryKey = (productId: string) =>
  [...tradeDeskQueryKey, 'bids', productId] as const;

const listingPath = (productId: string, rest = '') =>
  `/listings/${encodeURIComponent(productId)}/bids${rest}`;

// Lenient readers: a bad or missing value becomes null (or 0 for a count).
const text = z.string().nullish().catch(null);
const amount = z.number().nullish().catch(null);
const count = z.number().nonnegative().catch(0);

/** How many open bids fall in each quality level; levels the answer leaves out count 0. */
export type QualityMix = Record<BidLevel, number>;

function qualityMix(value: unknown): QualityMix {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const mix = { excellent: 0, medium: 0, low: 0 };
  for (const level of BID_LEVELS_BEST_FIRST) mix[level] = count.parse(source[level]);
  return mix;
}

const listingDemandSchema = z.object({
  product_id: z.string(),
  open_bids: count,
  grams_requested: count,
  best_price_per_gram: amount,
  quality: z.unknown().transform(qualityMix),
});
export type ListingDemand = z.output<typeof listingDemandSchema>;

const counterStatusSchema = z.enum(COUNTER_OFFER_STATUSES);

const sellerCounterSchema = z.object({
  id: z.string(),
  task_id: text,
  quantity: z.number(),
  price_per_gram: z.number(),
  total: amount,
  note: text,
  status: counterStatusSchema,
  created_at: text,
  relayed_at: text,
  answered_at: text,
});
export type SellerCounter = z.output<typeof sellerCounterSchema>;

const sellerBidSchema = z.object({
  id: z.string(),
  status: text,
  quantity: amount,
  price_per_gram: amount,
  total: amount,
  quality: z.enum(BID_LEVELS_BEST_FIRST).nullish().catch(null),
  created_at: text,
  modified_at: text,
  counter: z.unknown().transform((value) => sellerCounterSchema.safeParse(value).data ?? null),
});
export type SellerBid = z.output<typeof sellerBidSchema>;

/** The items of a list answer that can be read; one unreadable item does not hide the others. */
function readList<T>(schema: z.ZodType<T>, value: unknown): T[] {
  if (!Array.isArray(value)) return requireField<T[]>({}, 'data');
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A total in dollars: the answer's, else quantity × price in whole cents (issue 6). */
export function totalOf(item: {
  quantity?: number | null;
  price_per_gram?: number | null;
  total?: number | null;
}): number | null {
  if (item.total != null) return item.total;
  if (item.quantity == null || item.price_per_gram == null) return null;
  return centsToDollars(totalCents(item.quantity, item.price_per_gram));
}

/** A counter the operator has not yet relayed or the buyer not yet answered. */
export const isOpenCounter = (counter: SellerCounter | null): boolean =>
  counter !== null && OPEN_COUNTER_OFFER_STATUSES.includes(counter.status);

/**
 * A bid the seller may counter now: still pending (issue 35: counters apply to pending bids only —
 * not once Agreed by an accepted counter, Approved or Completed), without a counter under way.
 */
export const canCounter = (bid: SellerBid): boolean =>
  isPendingStatus(bid.status) && !isOpenCounter(bid.counter) && bid.counter?.status !== 'accepted';

/** GET /listings/demand → the demand for each of the caller's listings. */
export async function getListingDemand(): Promise<ListingDemand[]> {
  const body = await apiRequest('/listings/demand', {
    fallback: LISTING_DEMAND_MESSAGES.loadFailed,
  });
  return readList(listingDemandSchema, requireField<unknown>(body, 'data'));
}

export const listingDemandQueryOptions = () =>
  queryOptions({ queryKey: listingDemandQueryKey, queryFn: getListingDemand });

/** The demand of every listing, by product id. */
export function useListingDemand() {
  return useQuery({
    ...listingDemandQueryOptions(),
    select: (list: ListingDemand[]) => new Map(list.map((item) => [item.product_id, item])),
  });
}

/** GET /listings/{productId}/bids → its bids, open first, newest first, none naming a buyer. */
export async function getListingBids(productId: string): Promise<SellerBid[]> {
  const body = await apiRequest(listingPath(productId), {
    fallback: LISTING_BIDS_MESSAGES.loadFailed,
  });
  return readList(sellerBidSchema, requireField<unknown>(body, 'data'));
}

export const useListingBids = (productId: string, enabled = true) =>
  useQuery({
    queryKey: listingBidsQueryKey(productId),
    queryFn: () => getListingBids(productId),
    enabled,
  });

/** What the seller proposes: whole grams, a price per gram in cents, an optional note. */
export interface CounterOfferBody {
  quantity: number;
  price_per_gram: number;
  note?: string;
}

/** POST /listings/{productId}/bids/{taskId}/counters → the counter, awaiting the operator. */
export async function proposeCounter(
  productId: string,
  taskId: string,
  counter: CounterOfferBody,
): Promise<SellerCounter> {
  const body = await apiRequest(listingPath(productId, `/${encodeURIComponent(taskId)}/counters`), {
    method: 'POST',
    body: counter,
    fallback: LISTING_BIDS_MESSAGES.sendFailed,
  });
  const saved = sellerCounterSchema.safeParse(requireField<unknown>(body, 'data'));
  return saved.success ? saved.data : requireField<SellerCounter>({}, 'data');
}

export interface ProposeCounterVariables {
  productId: string;
  taskId: string;
  counter: CounterOfferBody;
}

/** Proposes a counter; the bid takes it at once, then the bids and the demand are refetched. */
export function useProposeCounter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, taskId, counter }: ProposeCounterVariables) =>
      proposeCounter(productId, taskId, counter),
    onSuccess: (saved: SellerCounter, { productId, taskId }: ProposeCounterVariables) => {
      client.setQueryData<SellerBid[]>(listingBidsQueryKey(productId), (bids) =>
        bids?.map((bid) => (bid.id === taskId ? { ...bid, counter: saved } : bid)),
      );
    },
    onSettled: () => void client.invalidateQueries({ queryKey: tradeDeskQueryKey }),
  });
}
