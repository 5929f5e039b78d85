// The operator's bids board (issue 11): every order request with both sides — the buyer and the
// product with its owner. Only the operator sees both (ARCHITECTURE "Product API": sellers stay
// anonymous to buyers). Bids move forward one status at a time (spec §4 statuses).
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client.js';
import { contacts, products, tasks, type TaskRow } from '../../db/schema.js';
import type { sharedSchemas } from '../../schemas/shared-schemas.js';
import { fullName } from '../../schemas/contact.js';
import { isoTime } from '../../schemas/common.js';
import { toTaskJson } from '../../schemas/task.js';
import { epochMicros, olderThan, pageOf } from '../keyset.js';
import { contactsById, toPartyJson } from './parties.js';
import { listingStocks } from '../listing-stock.js';
import { isOrderRequestSql } from '../order-requests.js';

/** The bids board's row: operatorBidJsonSchema of the domain package. */
export type OperatorBidJson = sharedSchemas.OperatorBidJson;

export interface BidsBoardQuery {
  status?: TaskRow['status'][] | undefined;
  productId?: string | undefined;
  includeDeleted?: boolean | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** Bids with buyer, product and seller, newest first, as the board shows them. */
async function withParties(db: Queryable, rows: TaskRow[]): Promise<OperatorBidJson[]> {
  const productIds = [...new Set(rows.map((r) => r.productId).filter((id): id is string => !!id))];
  const productRows = productIds.length
    ? await db.select().from(products).where(inArray(products.id, productIds))
    : [];
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const stocks = await listingStocks(db, productRows);
  const people = await contactsById(db, [
    ...rows.map((r) => r.contactId),
    ...productRows.map((p) => p.ownerContactId),
  ]);
  return rows.map((task) => {
    const buyer = people.get(task.contactId)!;
    const product = task.productId ? productById.get(task.productId) : undefined;
    const seller = product?.ownerContactId ? people.get(product.ownerContactId) : undefined;
    return {
      ...toTaskJson(task, fullName(buyer)),
      Deleted_Time: isoTime(task.deletedAt),
      buyer: toPartyJson(buyer),
      seller: seller ? toPartyJson(seller) : null,
      product: product
        ? {
            id: product.id,
            Product_Name: product.productName,
            Product_Active: product.productActive,
            Min_Request_G_Including_5_markup: product.minRequestPrice,
            // Issue 35: what the listing has left for another approval.
            Grams_Stock: stocks.get(product.id)!.stock,
            Grams_Reserved: stocks.get(product.id)!.reserved,
            Grams_Left: stocks.get(product.id)!.left,
          }
        : null,
    };
  });
}

/**
 * One keyset page of order requests, newest first: not deleted unless `includeDeleted`, of some
 * statuses or a product, and only `buyerId`'s when given. The bids board and the buyer's CSV
 * export read through it.
 */
export async function bidTasksPage(
  db: Db,
  query: BidsBoardQuery,
  buyerId?: string,
): Promise<{ data: TaskRow[]; nextCursor: string | null }> {
  const where: SQL[] = [isOrderRequestSql];
  if (buyerId !== undefined) where.push(eq(tasks.contactId, buyerId));
  if (!query.includeDeleted) where.push(isNull(tasks.deletedAt));
  if (query.status?.length) where.push(inArray(tasks.status, query.status));
  if (query.productId) where.push(eq(tasks.productId, query.productId));
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

export async function listBids(
  db: Db,
  query: BidsBoardQuery,
): Promise<{ data: OperatorBidJson[]; nextCursor: string | null }> {
  const page = await bidTasksPage(db, query);
  return { data: await withParties(db, page.data), nextCursor: page.nextCursor };
}

export async function findBid(db: Queryable, id: string): Promise<TaskRow | null> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), isOrderRequestSql));
  return row ?? null;
}

/** The bid, its row locked until the transaction ends (issue 35: before its listing's row). */
export async function lockBidRow(tx: Tx, id: string): Promise<TaskRow | null> {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), isOrderRequestSql))
    .for('update');
  return row ?? null;
}

export async function bidJson(db: Queryable, task: TaskRow): Promise<OperatorBidJson> {
  const [json] = await withParties(db, [task]);
  return json!;
}

/**
 * Moves a bid to `to`, only while it still has the status the operator saw and the buyer has not
 * deleted it (the write is the check: a concurrent edit or move makes it null). Completed also
 * closes it (Closed_Time).
 */
export async function moveBid(
  db: Queryable,
  task: TaskRow,
  to: TaskRow['status'],
): Promise<TaskRow | null> {
  const now = new Date();
  const [row] = await db
    .update(tasks)
    .set({ status: to, modifiedAt: now, ...(to === 'Completed' ? { closedAt: now } : {}) })
    .where(and(eq(tasks.id, task.id), eq(tasks.status, task.status), isNull(tasks.deletedAt)))
    .returning();
  return row ?? null;
}

/** The products that have bids (the board's product filter), by name, with how many each. */
export async function bidProducts(
  db: Db,
): Promise<Array<{ id: string; Product_Name: string | null; bids: number }>> {
  const rows = await db
    .select({
      id: tasks.productId,
      name: sql<string | null>`max(${tasks.productName})`,
      bids: count(),
    })
    .from(tasks)
    .where(and(isOrderRequestSql, sql`${tasks.productId} is not null`))
    .groupBy(tasks.productId)
    .orderBy(sql`lower(max(${tasks.productName})) asc`);
  return rows.map((r) => ({ id: r.id!, Product_Name: r.name, bids: r.bids }));
}

/** The buyer's name of a task (for its bid:updated event). */
export async function buyerName(db: Queryable, task: TaskRow): Promise<string | null> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, task.contactId));
  return row ? fullName(row) : null;
}
