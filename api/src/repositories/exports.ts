// Issue 20: the pages of the buyer's and the seller's CSV exports (their own rows only), newest
// first in keyset pages, so an export of any size is read a page at a time.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, type ProductRow, type TaskRow } from '../db/schema.js';
import { epochMicros, olderThan, pageOf } from './keyset.js';
import { demandFor, type ListingDemand } from './listing-demand.js';
import { bidTasksPage } from './operator/bids.js';

/** Rows per page of an export's query. */
export const EXPORT_PAGE_SIZE = 500;

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/** The buyer's own bids (not deleted), optionally of some statuses. */
export async function ownBidsPage(
  db: Db,
  contactId: string,
  query: { status?: TaskRow['status'][] | undefined; cursor?: string | undefined; limit: number },
): Promise<Page<TaskRow>> {
  return bidTasksPage(
    db,
    { status: query.status, cursor: query.cursor, limit: query.limit },
    contactId,
  );
}

export interface ListingWithDemand {
  product: ProductRow;
  demand: ListingDemand;
}

/** The seller's own listings, each with its demand. */
export async function ownListingsPage(
  db: Db,
  contactId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<Page<ListingWithDemand>> {
  const where: SQL[] = [eq(products.ownerContactId, contactId)];
  if (query.cursor) where.push(olderThan(products.createdAt, products.id, query.cursor));
  const rows = await db
    .select({ product: products, id: products.id, sortKey: epochMicros(products.createdAt) })
    .from(products)
    .where(and(...where))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  const demand = await demandFor(
    db,
    page.rows.map((r) => r.product),
  );
  return {
    data: page.rows.map((r) => ({ product: r.product, demand: demand.get(r.id)! })),
    nextCursor: page.nextCursor,
  };
}
