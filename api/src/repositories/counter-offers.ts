// Issue 20: anonymous counter-offers and a seller's view of the demand for its listings. A seller
// proposes (the operator sees it), the operator relays it (the buyer sees it) or withdraws it, the
// buyer accepts (the bid takes its terms) or declines. Each step is one transaction: the counter's
// change, its audit record, its notifications and its counter_offer webhook (and, on acceptance,
// the bid's rewrite with its update_bid webhook) are written together or not at all.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../db/client.js';
import { newId } from '../db/ids.js';
import {
  counterOffers,
  products,
  tasks,
  type ContactRow,
  type CounterOfferRow,
  type NotificationRow,
  type ProductRow,
  type TaskRow,
} from '../db/schema.js';
import { domainText } from '../error-text.js';
import { sharedDomain } from '../domain/shared-domain.js';
import { HttpError, notFound } from '../http-error.js';
import { enqueueOutbox } from '../outbox/outbox-repository.js';
import { recordAudit } from '../trade-desk/audit.js';
import { notificationLinks } from '../trade-desk/notification-links.js';
import { bidNotificationParams, notify } from '../trade-desk/notify.js';
import {
  BUYER_VISIBLE_STATUSES,
  counterOfferPayload,
  toOperatorCounterJson,
  type CounterOfferPayload,
} from '../schemas/counter-offer.js';
import { isAdmin } from '../schemas/contact.js';
import { demandFor, type ListingDemand } from './listing-demand.js';
import { assertFitsStock } from './listing-stock.js';
import { isOrderRequestSql } from './order-requests.js';
import { contactsById } from './operator/parties.js';
import { rewriteBid } from './tasks.js';

const { COUNTER_OFFER_MESSAGES: M, isPendingStatus } = sharedDomain;

/** Spec §4 Pending group: the bids whose terms may still change (isPendingStatus, in SQL). */
const PENDING_BID_STATUSES: TaskRow['status'][] = ['Not Started', 'Pending'];

const OPEN_COUNTER_STATUSES: CounterOfferRow['status'][] = ['proposed', 'relayed'];

const conflict = (
  key:
    | 'openCounterExists'
    | 'bidCompleted'
    | 'bidApproved'
    | 'bidAgreed'
    | 'bidNotPending'
    | 'bidDeleted'
    | 'notProposed'
    | 'notOpen'
    | 'notRelayed',
) => new HttpError(409, domainText(M, key));

/** PostgreSQL's unique_violation on the one-open-counter-per-bid index (a race of two proposals). */
export function isOpenCounterRace(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (
      code === '23505' &&
      (constraint === 'counter_offers_open_key' || message?.includes('counter_offers_open_key'))
    )
      return true;
  }
  return false;
}

/** The product if `viewer` owns it (or is an Admin); null otherwise — never says which. */
export async function ownedProduct(
  db: Queryable,
  productId: string,
  viewer: ContactRow,
): Promise<ProductRow | null> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) return null;
  return product.ownerContactId === viewer.id || isAdmin(viewer) ? product : null;
}

/** The latest counter of each task (of `statuses` only, when given). */
export async function latestCounters(
  db: Queryable,
  taskIds: string[],
  statuses?: CounterOfferRow['status'][],
): Promise<Map<string, CounterOfferRow>> {
  const latest = new Map<string, CounterOfferRow>();
  if (taskIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(counterOffers)
    .where(
      and(
        inArray(counterOffers.taskId, [...new Set(taskIds)]),
        statuses ? inArray(counterOffers.status, statuses) : undefined,
      ),
    )
    .orderBy(desc(counterOffers.createdAt), desc(counterOffers.id));
  for (const row of rows) if (!latest.has(row.taskId)) latest.set(row.taskId, row);
  return latest;
}

/** The counter a buyer sees on each of its bids: the latest relayed, accepted or declined one. */
export const buyerCounters = (db: Queryable, taskIds: string[]) =>
  latestCounters(db, taskIds, BUYER_VISIBLE_STATUSES);

/** GET /listings/demand: each of the owner's listings with its open bids, newest listing first. */
export async function listingDemand(db: Db, ownerContactId: string): Promise<ListingDemand[]> {
  const own = await db
    .select({ id: products.id, minRequestPrice: products.minRequestPrice })
    .from(products)
    .where(eq(products.ownerContactId, ownerContactId))
    .orderBy(desc(products.createdAt), desc(products.id));
  const demand = await demandFor(db, own);
  return own.map((product) => demand.get(product.id)!);
}

/** GET /listings/:productId/bids: the listing's bids (not deleted), open first, newest first. */
export async function listingBids(db: Db, productId: string) {
  const rows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.productId, productId), isOrderRequestSql, isNull(tasks.deletedAt)))
    .orderBy(
      sql`case when ${tasks.status} = 'Completed' then 1 else 0 end`,
      desc(tasks.createdAt),
      desc(tasks.id),
    );
  const counters = await latestCounters(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((task) => ({ task, counter: counters.get(task.id) ?? null }));
}

/** The bid `taskId` of the listing, locked for the step (null: not a bid of this listing). */
async function lockBid(tx: Tx, taskId: string, productId?: string): Promise<TaskRow | null> {
  const [task] = await tx
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.id, taskId),
        productId ? eq(tasks.productId, productId) : undefined,
        isOrderRequestSql,
      ),
    )
    .for('update');
  return task ?? null;
}

/** Why a bid that is no longer pending takes no counter (issue 35), by its status. */
const NOT_PENDING: Partial<
  Record<TaskRow['status'], 'bidCompleted' | 'bidApproved' | 'bidAgreed'>
> = { Agreed: 'bidAgreed', Approved: 'bidApproved', Completed: 'bidCompleted' };

/**
 * Issue 35: counters apply to pending bids only. A bid may be countered, its counter relayed and
 * answered, while it is not deleted and still Not Started or Pending: once Agreed (a counter
 * accepted), Approved or Completed its terms are settled.
 */
function assertCounterable(task: TaskRow): void {
  if (task.deletedAt) throw conflict('bidDeleted');
  if (!isPendingStatus(task.status)) throw conflict(NOT_PENDING[task.status] ?? 'bidNotPending');
}

/** The write-side guard of the same rule: the bid is still pending and not deleted. */
const stillPending = (taskId: string) =>
  and(eq(tasks.id, taskId), isNull(tasks.deletedAt), inArray(tasks.status, PENDING_BID_STATUSES));

const termsOf = (c: CounterOfferRow) => ({
  status: c.status,
  quantity: c.quantity,
  price_per_gram: c.pricePerGram,
  note: c.note,
});

interface StepResult {
  counter: CounterOfferRow;
  task: TaskRow;
  product: Pick<ProductRow, 'id' | 'productName' | 'ownerContactId'> | null;
  notifications: NotificationRow[];
}

async function productOf(tx: Queryable, c: CounterOfferRow) {
  if (!c.productId) return null;
  const [row] = await tx
    .select({
      id: products.id,
      productName: products.productName,
      ownerContactId: products.ownerContactId,
    })
    .from(products)
    .where(eq(products.id, c.productId));
  return row ?? null;
}

async function queueStep(
  tx: Tx,
  action: CounterOfferPayload['action'],
  c: CounterOfferRow,
  productName: string | null,
  at: Date,
  reason: string | null = null,
) {
  await enqueueOutbox(tx, 'counter_offer', counterOfferPayload(action, c, productName, at, reason));
}

/** POST /listings/:productId/bids/:taskId/counters: the seller (or an Admin) proposes. */
export async function proposeCounter(
  db: Db,
  input: {
    actor: ContactRow;
    product: ProductRow;
    taskId: string;
    quantity: number;
    pricePerGram: number;
    note: string | null;
  },
): Promise<StepResult> {
  const { actor, product } = input;
  try {
    return await db.transaction(async (tx) => {
      const task = await lockBid(tx, input.taskId, product.id);
      if (!task) throw notFound(domainText(M, 'bidNotFound'));
      assertCounterable(task);
      // Issue 35: a counter's grams within what the listing's approved bids leave.
      await assertFitsStock(tx, {
        productId: product.id,
        quantity: input.quantity,
        exceptTaskId: task.id,
        refusal: 'counterOversells',
        field: 'quantity',
        status: 422,
      });
      const [open] = await tx
        .select({ id: counterOffers.id })
        .from(counterOffers)
        .where(
          and(
            eq(counterOffers.taskId, task.id),
            inArray(counterOffers.status, OPEN_COUNTER_STATUSES),
          ),
        );
      if (open) throw conflict('openCounterExists');
      const now = new Date();
      const [counter] = await tx
        .insert(counterOffers)
        .values({
          id: newId('co'),
          taskId: task.id,
          productId: product.id,
          sellerContactId: product.ownerContactId,
          quantity: input.quantity,
          pricePerGram: input.pricePerGram,
          note: input.note,
          status: 'proposed',
          originalDescription: task.description,
          createdAt: now,
        })
        .returning();
      await recordAudit(tx, {
        actor,
        kind: 'counter.proposed',
        target: { type: 'counter', id: counter!.id, label: product.productName },
        before: null,
        after: { ...termsOf(counter!), task_id: task.id },
      });
      const notifications = await notify(
        tx,
        { admins: true },
        'counter_to_relay',
        { product_name: product.productName },
        notificationLinks.counterToRelay(counter!.id),
      );
      await queueStep(tx, 'proposed', counter!, product.productName, now);
      return { counter: counter!, task, product, notifications };
    });
  } catch (error) {
    if (isOpenCounterRace(error)) throw conflict('openCounterExists');
    throw error;
  }
}

/** A counter by id for an operator step, locked, with its bid. */
async function lockCounter(tx: Tx, id: string) {
  const [counter] = await tx
    .select()
    .from(counterOffers)
    .where(eq(counterOffers.id, id))
    .for('update');
  if (!counter) throw notFound(domainText(M, 'counterNotFound'));
  const task = await lockBid(tx, counter.taskId);
  if (!task) throw notFound(domainText(M, 'counterNotFound'));
  return { counter, task };
}

/**
 * POST /operator/counters/:id/relay {note?}: proposed → relayed; the buyer is told (bid_countered).
 * Issue 35: the operator may edit or redact the seller's note first (`note`; absent: relayed as the
 * seller wrote it). The seller's words stay the counter's `note`, the buyer reads only the relayed
 * one, and the audit record keeps both (before → after).
 */
export async function relayCounter(
  db: Db,
  input: { actor: ContactRow; id: string; note?: string | null | undefined },
) {
  return db.transaction(async (tx): Promise<StepResult> => {
    const { counter, task } = await lockCounter(tx, input.id);
    if (counter.status !== 'proposed') throw conflict('notProposed');
    assertCounterable(task);
    const now = new Date();
    const relayedNote = input.note === undefined ? counter.note : input.note;
    const [relayed] = await tx
      .update(counterOffers)
      .set({ status: 'relayed', relayedAt: now, relayedBy: input.actor.id, relayedNote })
      .where(eq(counterOffers.id, counter.id))
      .returning();
    const product = await productOf(tx, relayed!);
    const productName = product?.productName ?? task.productName;
    await recordAudit(tx, {
      actor: input.actor,
      kind: 'counter.relayed',
      target: { type: 'counter', id: counter.id, label: productName },
      before: { status: counter.status, note: counter.note },
      after: { status: relayed!.status, note: relayed!.relayedNote },
    });
    const notifications = await notify(
      tx,
      { contactId: task.contactId },
      'bid_countered',
      {
        ...bidNotificationParams({ ...task, productName }, relayed!.quantity),
        price_per_gram: relayed!.pricePerGram,
      },
      // Issue 35: counters apply to pending bids: that bid on Orders' Pending tab.
      notificationLinks.bid(task.id, 'pending'),
    );
    await queueStep(tx, 'relayed', relayed!, productName, now);
    return { counter: relayed!, task, product, notifications };
  });
}

/** POST /operator/counters/:id/withdraw {reason}: proposed | relayed → withdrawn. */
export async function withdrawCounter(
  db: Db,
  input: { actor: ContactRow; id: string; reason: string },
) {
  return db.transaction(async (tx): Promise<StepResult> => {
    const { counter, task } = await lockCounter(tx, input.id);
    if (!OPEN_COUNTER_STATUSES.includes(counter.status)) throw conflict('notOpen');
    const now = new Date();
    const [withdrawn] = await tx
      .update(counterOffers)
      .set({
        status: 'withdrawn',
        withdrawnAt: now,
        withdrawnBy: input.actor.id,
        withdrawReason: input.reason,
      })
      .where(eq(counterOffers.id, counter.id))
      .returning();
    const product = await productOf(tx, withdrawn!);
    const productName = product?.productName ?? task.productName;
    await recordAudit(tx, {
      actor: input.actor,
      kind: 'counter.withdrawn',
      target: { type: 'counter', id: counter.id, label: productName },
      before: { status: counter.status },
      after: { status: withdrawn!.status },
      reason: input.reason,
    });
    await queueStep(tx, 'withdrawn', withdrawn!, productName, now, input.reason);
    return { counter: withdrawn!, task, product, notifications: [] };
  });
}

/**
 * POST /tasks/:id/counter/accept | decline: the bid's buyer answers its relayed counter. Accepted,
 * the bid takes the counter's terms as a bid edit would (Description, Modified_Time, update_bid
 * webhook); the counter keeps the bid's former Description (original_description).
 */
export async function answerCounter(
  db: Db,
  input: { buyer: ContactRow; taskId: string; answer: 'accepted' | 'declined'; userEmail: string },
) {
  return db.transaction(async (tx): Promise<StepResult> => {
    const task = await lockBid(tx, input.taskId);
    // Another buyer's bid, a deleted one or no bid at all: not found (ids are not to be probed).
    if (!task || task.contactId !== input.buyer.id || task.deletedAt)
      throw notFound(domainText(sharedDomain.ORDER_EDIT_MESSAGES, 'notFound'));
    const [counter] = await tx
      .select()
      .from(counterOffers)
      .where(and(eq(counterOffers.taskId, task.id), eq(counterOffers.status, 'relayed')))
      .for('update');
    if (!counter) throw new HttpError(409, domainText(M, 'noCounterToAnswer'));
    assertCounterable(task);
    // Issue 35: accepted, the counter's grams must still fit (stock may have gone meanwhile).
    if (input.answer === 'accepted')
      await assertFitsStock(tx, {
        productId: counter.productId,
        quantity: counter.quantity,
        exceptTaskId: task.id,
        refusal: 'counterOversells',
      });
    const now = new Date();
    let answeredTask = task;
    if (input.answer === 'accepted') {
      // Issue 35: the accepted terms settle the bid: Agreed, out of the editable Pending group.
      const rewritten = await rewriteBid(tx, {
        task,
        userEmail: input.userEmail,
        quantity: counter.quantity,
        pricePerGram: counter.pricePerGram,
        status: 'Agreed',
        where: stillPending(task.id),
      });
      if (!rewritten) throw conflict('notRelayed');
      answeredTask = rewritten;
    }
    const [answered] = await tx
      .update(counterOffers)
      .set({ status: input.answer, answeredAt: now })
      .where(eq(counterOffers.id, counter.id))
      .returning();
    const product = await productOf(tx, answered!);
    const productName = product?.productName ?? task.productName;
    await recordAudit(tx, {
      actor: input.buyer,
      kind: input.answer === 'accepted' ? 'counter.accepted' : 'counter.declined',
      target: { type: 'counter', id: counter.id, label: productName },
      before: { status: counter.status, bid: task.description, bid_status: task.status },
      after: {
        status: answered!.status,
        bid: answeredTask.description,
        bid_status: answeredTask.status,
      },
    });
    const notifications = product?.ownerContactId
      ? await notify(
          tx,
          { contactId: product.ownerContactId },
          'counter_answered',
          { product_name: productName, answer: input.answer },
          notificationLinks.listing(product.id),
        )
      : [];
    await queueStep(tx, input.answer, answered!, productName, now);
    return { counter: answered!, task: answeredTask, product, notifications };
  });
}

/** GET /operator/counters: the newest first (at most `limit`), both sides named. */
export async function listCounters(
  db: Db,
  query: { status?: CounterOfferRow['status'] | undefined; limit: number },
) {
  const rows = await db
    .select()
    .from(counterOffers)
    .where(query.status ? eq(counterOffers.status, query.status) : undefined)
    .orderBy(desc(counterOffers.createdAt), desc(counterOffers.id))
    .limit(query.limit);
  return operatorCountersJson(db, rows);
}

/** Counters as the operator sees them (one query per part for a page). */
export async function operatorCountersJson(db: Queryable, rows: CounterOfferRow[]) {
  if (rows.length === 0) return [];
  const taskRows = await db
    .select()
    .from(tasks)
    .where(inArray(tasks.id, [...new Set(rows.map((r) => r.taskId))]));
  const taskById = new Map(taskRows.map((t) => [t.id, t]));
  const productIds = [...new Set(rows.map((r) => r.productId).filter((id): id is string => !!id))];
  const productRows = productIds.length
    ? await db
        .select({ id: products.id, productName: products.productName })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const people = await contactsById(db, [
    ...taskRows.map((t) => t.contactId),
    ...rows.map((r) => r.sellerContactId),
  ]);
  return rows.map((c) => {
    const task = taskById.get(c.taskId)!;
    return toOperatorCounterJson(c, {
      task,
      product: c.productId ? (productById.get(c.productId) ?? null) : null,
      buyer: people.get(task.contactId) ?? null,
      seller: c.sellerContactId ? (people.get(c.sellerContactId) ?? null) : null,
    });
  });
}
