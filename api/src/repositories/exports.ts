// Issue 20: the pages of the buyer's and the seller's CSV exports (their own rows only), newest
// first in keyset pages, so an export of any size is read a page at a time.
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, tasks, type ProductRow, type TaskRow } from '../db/schema.js';
import { epochMicros, olderThan, pageOf } from './keyset.js';
import { demandFor, type ListingDemand } from './listing-demand.js';
import { isOrderRequestSql } from './operator/bids.js';

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
  const where: SQL[] = [isOrderRequestSql, eq(tasks.contactId, contactId), isNull(tasks.deletedAt)];
  if (query.status?.length) where.push(inArray(tasks.status, query.status));
  if (query.cursor) where.push(olderThan(tasks.createdAt, tasks.id, query.cursor));
  const rows = await db
    .select({ task: tasks, id: tasks.id, sortKey: epochMicros(tasks.createdAt) })
    .from(tasks)
    .where(and(...where))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return { data: page.rows.map((r) => r.task), nextCursor: page.nextCursor };
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
