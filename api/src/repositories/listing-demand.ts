// Issue 20: the demand for a seller's listings, from the same anonymous data as the seller's view
// (no buyer identity): per product its open bids (Not Started, Pending, Agreed, Approved; not deleted),
// the grams they request, the best price per gram and the spec §5 bid quality mix. GET
// /listings/demand and the listings CSV export both read it.
import { and, inArray, isNull } from 'drizzle-orm';
import {
  BID_LEVELS,
  bidQuality,
  parseBidDescription,
  pricePercentage,
  type BidLevel,
} from '@leafbid/domain';
import type { Queryable } from '../db/client.js';
import { tasks, type ProductRow, type TaskRow } from '../db/schema.js';
import { isOrderRequestSql } from './order-requests.js';

/** Spec §4: a bid still open for the demand (not deleted, not Completed; issue 35: Agreed too). */
export const OPEN_BID_STATUSES: TaskRow['status'][] = [
  'Not Started',
  'Pending',
  'Agreed',
  'Approved',
];

export interface ListingDemand {
  product_id: string;
  open_bids: number;
  grams_requested: number;
  best_price_per_gram: number | null;
  quality: Record<BidLevel, number>;
}

export const noDemand = (productId: string): ListingDemand => ({
  product_id: productId,
  open_bids: 0,
  grams_requested: 0,
  best_price_per_gram: null,
  quality: Object.fromEntries(BID_LEVELS.map((level) => [level, 0])) as Record<BidLevel, number>,
});

/** The demand of each of `products` (a product without open bids has zeros). */
export async function demandFor(
  db: Queryable,
  products: ReadonlyArray<Pick<ProductRow, 'id' | 'minRequestPrice'>>,
): Promise<Map<string, ListingDemand>> {
  const demand = new Map(products.map((p) => [p.id, noDemand(p.id)]));
  if (products.length === 0) return demand;
  const minimum = new Map(products.map((p) => [p.id, p.minRequestPrice]));
  const rows = await db
    .select({ productId: tasks.productId, description: tasks.description })
    .from(tasks)
    .where(
      and(
        isOrderRequestSql,
        isNull(tasks.deletedAt),
        inArray(tasks.status, [...OPEN_BID_STATUSES]),
        inArray(
          tasks.productId,
          products.map((p) => p.id),
        ),
      ),
    );
  for (const row of rows) {
    const entry = row.productId ? demand.get(row.productId) : undefined;
    if (!entry) continue;
    const bid = parseBidDescription(row.description);
    entry.open_bids += 1;
    entry.grams_requested += bid.quantity ?? 0;
    if (bid.pricePerGram !== null)
      entry.best_price_per_gram = Math.max(entry.best_price_per_gram ?? 0, bid.pricePerGram);
    const level = bidQuality(
      pricePercentage(bid.pricePerGram, minimum.get(entry.product_id)),
    )?.level;
    if (level) entry.quality[level] += 1;
  }
  return demand;
}
