import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { sharedDomain } from '../domain/shared-domain.js';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../db/client.js';
import { newId } from '../db/ids.js';
import { ownerLicenceExpiredSql } from './licence.js';
import {
  contacts,
  notifications,
  outbox,
  products,
  tasks,
  type ContactRow,
  type NotificationRow,
  type OutboxKind,
  type ProductRow,
  type TaskRow,
} from '../db/schema.js';
import {
  availabilityStatus,
  bidDescription,
  bidTotal,
  pricePercentage,
  purchaseRequestSubject,
  PURCHASE_REQUEST_TASK_TYPE,
  SUPPORT_REQUEST_SUBJECT,
} from '../domain/bid.js';
import {
  enqueueOutbox,
  type DeleteBidPayload,
  type PurchaseRequestPayload,
  type UpdateBidPayload,
  type SupportRequestPayload,
} from '../outbox/outbox-repository.js';
import { apiText, domainText } from '../error-text.js';
import { HttpError } from '../http-error.js';
import { fullName } from '../schemas/contact.js';
import { notificationLinks } from '../trade-desk/notification-links.js';
import {
  findNotifiedAdmins,
  plannedNotification,
  type NotifiedContact,
} from '../trade-desk/notify.js';

const { ORDER_EDIT_MESSAGES } = sharedDomain;
/** 409 when a bid changed state (e.g. was approved) between the route's check and the write. */
export const orderNoLongerChangeable = () => domainText(ORDER_EDIT_MESSAGES, 'noLongerChangeable');

/** The write only happens while the task is still the contact's, still pending and not deleted (spec §6). */
const stillChangeable = (task: TaskRow) =>
  and(
    eq(tasks.id, task.id),
    eq(tasks.contactId, task.contactId),
    inArray(tasks.status, ['Not Started', 'Pending']),
    isNull(tasks.deletedAt),
  );

/** A repeat of POST /tasks must be the same bid: same product, quantity and price. */
export function isSameBid(
  task: TaskRow,
  bid: { productId: string; quantity: number; pricePerGram: number },
): boolean {
  const parsed = sharedDomain.parseBidDescription(task.description);
  return (
    task.productId === bid.productId &&
    parsed.quantity === bid.quantity &&
    parsed.pricePerGram === bid.pricePerGram
  );
}

/** What a repeated clientRequestId answers: the recorded task, or a 409 when it cannot be a replay. */
export function replayOf(
  task: TaskRow,
  bid: { productId: string; quantity: number; pricePerGram: number },
): TaskRow {
  if (task.deletedAt)
    throw new HttpError(409, domainText(ORDER_EDIT_MESSAGES, 'requestDeleted'), 'clientRequestId');
  if (!isSameBid(task, bid)) {
    throw new HttpError(409, domainText(ORDER_EDIT_MESSAGES, 'requestIdReused'), 'clientRequestId');
  }
  return task;
}

export interface TaskWithContact {
  task: TaskRow;
  contactName: string | null;
}

/** The bid as the task Description states it (spec §3), for the webhooks' originalBid. */
function originalBid(task: TaskRow) {
  const parsed = sharedDomain.parseBidDescription(task.description);
  return { quantity: parsed.quantity, pricePerGram: parsed.pricePerGram, totalValue: parsed.total };
}

/**
 * The outbox row of a change, as a data-modifying CTE of the same statement: one row queued per
 * row of the CTE `source` (at most one here), none when the change touched nothing. A statement
 * is atomic on its own, so the change and its webhook are written together in one round trip
 * instead of the four of BEGIN, two writes and COMMIT (issue 12: the write path).
 */
function queueFor(
  db: Queryable,
  source: string,
  kind: OutboxKind,
  /** The outbox row's id, its payload as JSON text, and the time it is due (or placeholders). */
  row: { id: SQLWrapper | string; payload: SQLWrapper | string; now: SQLWrapper | Date },
) {
  const column = (c: { name: string }) => sql.identifier(c.name);
  return db.$with('queued', { id: outbox.id }).as(
    sql`insert into ${outbox} (${column(outbox.id)}, ${column(outbox.kind)}, ${column(outbox.payload)}, ${column(outbox.nextAttemptAt)}, ${column(outbox.queuedAt)})
      select ${row.id}, ${kind}, ${row.payload}::jsonb, ${row.now}, ${row.now}
      from ${sql.identifier(source)}
      returning ${column(outbox.id)}`,
  );
}

/**
 * Spec §7 edit bid, the write itself: the new terms in the Description (spec §3) and Modified_Time,
 * and the update_bid outbox row, in one statement, only where `where` still holds (else null).
 * A bid edit (PUT /tasks/:id) and an accepted counter-offer (issue 20, inside its transaction)
 * both rewrite a bid this way, so the automation hears of both alike.
 */
export async function rewriteBid(
  q: Queryable,
  input: {
    task: TaskRow;
    userEmail: string;
    quantity: number;
    pricePerGram: number;
    /** Issue 35: the bid's new status with its terms (an accepted counter-offer: Agreed). */
    status?: TaskRow['status'];
    where: SQL | undefined;
  },
): Promise<TaskRow | null> {
  const { task, quantity, pricePerGram } = input;
  const now = new Date();
  const payload: UpdateBidPayload = {
    action: 'update_bid',
    taskId: task.id,
    productName: task.productName,
    quantity,
    pricePerGram,
    totalValue: bidTotal(quantity, pricePerGram),
    userEmail: input.userEmail,
    originalBid: originalBid(task),
    updatedAt: now.toISOString(),
    taskSubject: task.subject,
  };
  const updated = q.$with('updated').as(
    q
      .update(tasks)
      .set({
        description: bidDescription(quantity, pricePerGram),
        modifiedAt: now,
        ...(input.status ? { status: input.status } : {}),
      })
      .where(input.where)
      .returning(),
  );
  const [row] = await q
    .with(
      updated,
      queueFor(q, 'updated', 'update_bid', {
        id: newId('o'),
        payload: JSON.stringify(payload),
        now,
      }),
    )
    .select()
    .from(updated);
  return row ?? null;
}

export interface TasksRepositoryDeps {
  /** The outbox writer; tests inject a failing one to prove task + outbox atomicity. */
  enqueueOutbox?: typeof enqueueOutbox;
}

/** 429 'Too many support requests: at most 10 per hour. Retry in 37 minutes.' + Retry-After. */
export function supportQuotaError(perHour: number, oldest: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((oldest.getTime() + 3_600_000 - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(429, apiText('supportRateLimited', perHour, minutes), undefined, seconds);
}

/** The product fields a bid needs (what `bidContext` reads). */
export type BidProduct = Pick<
  ProductRow,
  | 'id'
  | 'productName'
  | 'productActive'
  | 'ownerContactId'
  | 'gramsAvailable'
  | 'upcomingQty3Months'
  | 'minRequestPrice'
  | 'minQtyRequest'
> & {
  /** Issue 18: the seller is suspended (its listings take no bids). */
  ownerSuspended: boolean;
  /** Issue 20: the seller, told of the bid (bid_received); null for a listing without owner. */
  owner: NotifiedContact | null;
  /**
   * Issue 35: the Admins not suspended, told of the bid to move (bid_to_move); read with the bid's
   * context, or (undefined) by createPurchaseRequest itself.
   */
  admins?: NotifiedContact[];
};

/** Issue 35: the Admins not suspended as notification recipients, in one JSON array. */
const notifiedAdminsJson = sql<unknown>`coalesce((
  select json_agg(json_build_object('id', "admin"."id", 'email', "admin"."email", 'language', "admin"."language", 'notificationSettings', "admin"."notification_settings") order by "admin"."id")
  from ${contacts} "admin"
  where 'Admin' = any("admin"."contact_type") and "admin"."suspended_at" is null
), '[]'::json)`;

/** The JSON array of notifiedAdminsJson (a driver may hand it over as text). */
const readNotifiedAdmins = (value: unknown): NotifiedContact[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as NotifiedContact[];

/**
 * The two statements of a bid, built once and prepared (issue 12: building a query cost the API
 * more than sending it): what the bid needs to know, and the task with its outbox row.
 */
function prepareBidStatements(db: Db) {
  const placeholder = sql.placeholder;
  const owner = alias(contacts, 'owner');
  const context = db
    .select({
      contact: contacts,
      owner: {
        id: owner.id,
        email: owner.email,
        language: owner.language,
        notificationSettings: owner.notificationSettings,
      },
      product: {
        id: products.id,
        productName: products.productName,
        productActive: products.productActive,
        ownerContactId: products.ownerContactId,
        gramsAvailable: products.gramsAvailable,
        upcomingQty3Months: products.upcomingQty3Months,
        minRequestPrice: products.minRequestPrice,
        minQtyRequest: products.minQtyRequest,
        // Issue 41: or trading on an expired licence (the marketplace treats it as suspended).
        ownerSuspended: sql<boolean>`exists (select 1 from ${contacts} "owner" where "owner"."id" = ${products.ownerContactId} and ("owner"."suspended_at" is not null or coalesce(${ownerLicenceExpiredSql('owner')}, false)))`,
      },
      admins: notifiedAdminsJson,
    })
    .from(contacts)
    .leftJoin(products, eq(products.id, placeholder('productId')))
    .leftJoin(owner, eq(owner.id, products.ownerContactId))
    .where(eq(contacts.userUid, placeholder('uid')))
    .prepare('leafbid_bid_context');

  const newTask = db.$with('new_task').as(
    db
      .insert(tasks)
      .values({
        id: placeholder('id'),
        subject: placeholder('subject'),
        taskType: PURCHASE_REQUEST_TASK_TYPE,
        status: 'Not Started',
        productId: placeholder('productId'),
        productName: placeholder('productName'),
        contactId: placeholder('contactId'),
        description: placeholder('description'),
        clientRequestId: placeholder('clientRequestId'),
        createdAt: placeholder('now'),
        modifiedAt: placeholder('now'),
      })
      .onConflictDoNothing({ target: [tasks.contactId, tasks.clientRequestId] })
      .returning(),
  );
  // Only when the task was inserted (a replay inserts nothing, so queues nothing).
  const queued = queueFor(db, 'new_task', 'purchase_request', {
    id: placeholder('outboxId'),
    payload: placeholder('payload'),
    now: placeholder('now'),
  });
  // Issue 20: the seller is told in the same statement (bid_received), and sent its email when
  // its setting for the kind is 'email'; issue 35: so is each Admin (bid_to_move). All only when
  // the task was inserted: `notificationRows` and `mailRows` are JSON arrays of the planned rows.
  const column = (c: { name: string }) => sql.identifier(c.name);
  const notified = db.$with('notified', { id: notifications.id }).as(
    sql`insert into ${notifications} (${column(notifications.id)}, ${column(notifications.contactId)}, ${column(notifications.kind)}, ${column(notifications.params)}, ${column(notifications.link)}, ${column(notifications.createdAt)})
      select r.id, r.contact_id, r.kind, r.params, r.link, ${placeholder('now')}
      from ${sql.identifier('new_task')},
        jsonb_to_recordset(${placeholder('notificationRows')}::jsonb) as r(id text, contact_id text, kind text, params jsonb, link text)
      returning ${column(notifications.id)}`,
  );
  const mailed = db.$with('mailed', { id: outbox.id }).as(
    sql`insert into ${outbox} (${column(outbox.id)}, ${column(outbox.kind)}, ${column(outbox.payload)}, ${column(outbox.nextAttemptAt)}, ${column(outbox.queuedAt)})
      select r.id, 'email', r.payload, ${placeholder('now')}, ${placeholder('now')}
      from ${sql.identifier('new_task')},
        jsonb_to_recordset(${placeholder('mailRows')}::jsonb) as r(id text, payload jsonb)
      returning ${column(outbox.id)}`,
  );
  const create = db
    .with(newTask, queued, notified, mailed)
    .select()
    .from(newTask)
    .prepare('leafbid_create_bid');
  return { context, create };
}

export function createTasksRepository(db: Db, deps: TasksRepositoryDeps = {}) {
  const enqueue = deps.enqueueOutbox ?? enqueueOutbox;
  const bid = prepareBidStatements(db);
  return {
    /** The task a contact already created with this client request id (POST /tasks repeat). */
    async findByClientRequestId(
      contactId: string,
      clientRequestId: string,
    ): Promise<TaskRow | null> {
      const [row] = await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.contactId, contactId), eq(tasks.clientRequestId, clientRequestId)));
      return row ?? null;
    },

    /** A task as its owner sees it: a deleted bid is not found. */
    async findById(id: string): Promise<TaskRow | null> {
      const [row] = await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.id, id), isNull(tasks.deletedAt)));
      return row ?? null;
    },

    /**
     * What a bid needs, in one query (issue 12: one round trip fewer per bid): the contact linked
     * to `uid` and the product. Null when no contact is linked to the uid (the route then asks
     * the usual way, which also covers the sign-up's verified-email linking).
     */
    async bidContext(
      uid: string,
      productId: string,
    ): Promise<{ contact: ContactRow; product: BidProduct | null } | null> {
      const [row] = await bid.context.execute({ uid, productId });
      if (!row) return null;
      return {
        contact: row.contact,
        product: row.product
          ? { ...row.product, owner: row.owner, admins: readNotifiedAdmins(row.admins) }
          : null,
      };
    },

    /**
     * What an edit or a delete needs, in one query: the contact linked to `uid`, the task as its
     * owner sees it (a deleted one is not found) and its product's stock (the availability
     * re-check). Null when no contact is linked to the uid.
     */
    async bidChangeContext(
      uid: string,
      taskId: string,
    ): Promise<{
      contact: ContactRow;
      task: TaskRow | null;
      stock: {
        gramsAvailable: number | null;
        upcomingQty3Months: number | null;
        minQtyRequest: number | null;
      } | null;
    } | null> {
      const [row] = await db
        .select({
          contact: contacts,
          task: tasks,
          productId: products.id,
          gramsAvailable: products.gramsAvailable,
          upcomingQty3Months: products.upcomingQty3Months,
          minQtyRequest: products.minQtyRequest,
        })
        .from(contacts)
        .leftJoin(tasks, and(eq(tasks.id, taskId), isNull(tasks.deletedAt)))
        .leftJoin(products, eq(products.id, tasks.productId))
        .where(eq(contacts.userUid, uid));
      if (!row) return null;
      const { contact, task, productId, gramsAvailable, upcomingQty3Months, minQtyRequest } = row;
      return {
        contact,
        task,
        stock: productId ? { gramsAvailable, upcomingQty3Months, minQtyRequest } : null,
      };
    },

    /** Spec §7 edit bid: new Description + update_bid outbox row in one statement. */
    async updateBid(input: {
      task: TaskRow;
      userEmail: string;
      quantity: number;
      pricePerGram: number;
    }): Promise<TaskRow> {
      const row = await rewriteBid(db, { ...input, where: stillChangeable(input.task) });
      if (!row) throw new HttpError(409, orderNoLongerChangeable());
      return row;
    },

    /**
     * Spec §7 delete bid: the task leaves the buyer's lists (soft delete: kept, with its history,
     * for the operator) and a delete_bid outbox row is written, in one statement.
     */
    async deleteBid(input: { task: TaskRow; userEmail: string }): Promise<void> {
      const { task } = input;
      const payload: DeleteBidPayload = {
        action: 'delete_bid',
        taskId: task.id,
        productName: task.productName,
        userEmail: input.userEmail,
        taskSubject: task.subject,
        deletedAt: new Date().toISOString(),
        originalBid: originalBid(task),
      };
      const deleted = db.$with('deleted').as(
        db
          .update(tasks)
          .set({ deletedAt: new Date(payload.deletedAt) })
          .where(stillChangeable(task))
          .returning({ id: tasks.id }),
      );
      const rows = await db
        .with(
          deleted,
          queueFor(db, 'deleted', 'delete_bid', {
            id: newId('o'),
            payload: JSON.stringify(payload),
            now: new Date(),
          }),
        )
        .select()
        .from(deleted);
      if (rows.length === 0) throw new HttpError(409, orderNoLongerChangeable());
    },

    async listForContact(contactId: string): Promise<TaskWithContact[]> {
      const rows = await db
        .select({ task: tasks, firstName: contacts.firstName, lastName: contacts.lastName })
        .from(tasks)
        .innerJoin(contacts, eq(contacts.id, tasks.contactId))
        .where(and(eq(tasks.contactId, contactId), isNull(tasks.deletedAt)))
        .orderBy(desc(tasks.createdAt), desc(tasks.id));
      return rows.map((r) => ({ task: r.task, contactName: fullName(r) }));
    },

    /**
     * Spec §7 purchase request: the task and its webhook outbox row in one statement (queueFor),
     * so a bid is never recorded without its notification, nor notified without being recorded.
     * The caller has already checked the quantity against availability.
     * With a clientRequestId the call is idempotent per contact: a repeat (also a concurrent one)
     * returns the first task with `created: false` and writes no second outbox row.
     */
    async createPurchaseRequest(input: {
      contact: ContactRow;
      userEmail: string;
      product: BidProduct;
      quantity: number;
      pricePerGram: number;
      clientRequestId?: string | undefined;
    }): Promise<{ task: TaskRow; created: boolean; notifications: NotificationRow[] }> {
      const { contact, product, quantity, pricePerGram } = input;
      const clientRequestId = input.clientRequestId ?? null;
      const availability = availabilityStatus(
        quantity,
        product.gramsAvailable,
        product.upcomingQty3Months,
      );
      if (!availability)
        throw new Error('createPurchaseRequest called with an unavailable quantity');
      const payload: PurchaseRequestPayload = {
        productName: product.productName,
        quantity,
        pricePerGram,
        totalValue: bidTotal(quantity, pricePerGram),
        userEmail: input.userEmail,
        availabilityStatus: availability,
        pricePercentage: pricePercentage(pricePerGram, product.minRequestPrice),
        minRequestPrice: product.minRequestPrice,
      };
      const now = new Date();
      const taskId = newId('t');
      const terms = { product_name: product.productName, quantity, price_per_gram: pricePerGram };
      // Issue 20: the seller's notification names the listing and the bid's terms, never the
      // buyer; issue 35: it opens that listing. Each Admin is told of the bid to move (the console's
      // Bids, that bid in focus), with the reference the buyer's Orders shows.
      const admins = product.admins ?? (await findNotifiedAdmins(db));
      const told = [
        ...(product.owner
          ? [
              plannedNotification(
                product.owner,
                'bid_received',
                terms,
                notificationLinks.listing(product.id),
                now,
              ),
            ]
          : []),
        ...admins.map((admin) =>
          plannedNotification(
            admin,
            'bid_to_move',
            { ...terms, reference: sharedDomain.bidReference(taskId) },
            notificationLinks.bidToMove(taskId),
            now,
          ),
        ),
      ];
      const [task] = await bid.create.execute({
        id: taskId,
        subject: purchaseRequestSubject(product.productName),
        productId: product.id,
        productName: product.productName,
        contactId: contact.id,
        description: bidDescription(quantity, pricePerGram),
        clientRequestId,
        now,
        outboxId: newId('o'),
        payload: JSON.stringify(payload),
        notificationRows: JSON.stringify(
          told.map(({ row }) => ({
            id: row.id,
            contact_id: row.contactId,
            kind: row.kind,
            params: row.params,
            link: row.link,
          })),
        ),
        mailRows: JSON.stringify(
          told.flatMap(({ email }) => (email ? [{ id: newId('o'), payload: email }] : [])),
        ),
      });
      if (task) return { task, created: true, notifications: told.map(({ row }) => row) };
      // Only a clientRequestId can conflict: the same request was already recorded.
      const [existing] = clientRequestId
        ? await db
            .select()
            .from(tasks)
            .where(and(eq(tasks.contactId, contact.id), eq(tasks.clientRequestId, clientRequestId)))
        : [];
      if (!existing) throw new Error('client request conflict without a task');
      return {
        task: replayOf(existing, { productId: product.id, quantity, pricePerGram }),
        created: false,
        notifications: [],
      };
    },

    /** Spec §7 support request: task + outbox row in one transaction. */
    /**
     * A support request and its webhook. At most `perHour` per contact in any rolling hour,
     * counted under a lock on the contact row (parallel requests cannot pass it together).
     */
    async createSupportRequest(input: {
      contact: ContactRow;
      userEmail: string;
      description: string;
      perHour: number;
    }) {
      const { contact, description } = input;
      const payload: SupportRequestPayload = {
        Subject: SUPPORT_REQUEST_SUBJECT,
        Description: description,
        Who_Id: contact.id,
        User: { id: contact.id, name: fullName(contact), email: input.userEmail },
      };
      return db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .select({ id: contacts.id })
          .from(contacts)
          .where(eq(contacts.id, contact.id))
          .for('update');
        const hourAgo = new Date(now.getTime() - 3_600_000);
        const recent = and(
          eq(tasks.contactId, contact.id),
          eq(tasks.subject, SUPPORT_REQUEST_SUBJECT),
          isNull(tasks.taskType),
          gt(tasks.createdAt, hourAgo),
        );
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(tasks).where(recent);
        if (n >= input.perHour) {
          const [oldest] = await tx
            .select({ createdAt: tasks.createdAt })
            .from(tasks)
            .where(recent)
            .orderBy(asc(tasks.createdAt))
            .limit(1);
          throw supportQuotaError(input.perHour, oldest?.createdAt ?? now, now);
        }
        const [task] = await tx
          .insert(tasks)
          .values({
            id: newId('t'),
            subject: SUPPORT_REQUEST_SUBJECT,
            taskType: null,
            status: 'Not Started',
            contactId: contact.id,
            description,
            createdAt: now,
            modifiedAt: now,
          })
          .returning();
        await enqueue(tx, 'support_request', payload);
        return task!;
      });
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    tasksRepository: TasksRepository;
  }
}

export const tasksRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('tasksRepository', createTasksRepository(app.db));
  },
  { name: 'tasks-repository', dependencies: ['core'] },
);
