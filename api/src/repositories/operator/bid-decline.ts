// Issue 35: the operator declines a bid with a reason. One transaction: the bid's status (Declined,
// its reason and its Closed_Time), its open counter-offer withdrawn (nothing left to answer), the
// audit record, the buyer's notification (bell, and email by its settings) and the spec §7
// delete_bid webhook (the bid leaves the buyer's lists, as a deletion does) — all or nothing.
// A declined bid reserves no grams (listing-stock.ts): declining an approved bid releases them.
import { and, eq, inArray } from 'drizzle-orm';
import { STOCK_MESSAGES, parseBidDescription } from '@leafbid/domain';
import { domainText } from '../../error-text.js';
import type { Db } from '../../db/client.js';
import {
  contacts,
  counterOffers,
  tasks,
  type ContactRow,
  type NotificationRow,
  type TaskRow,
} from '../../db/schema.js';
import { HttpError, notFound } from '../../http-error.js';
import { enqueueOutbox, type DeleteBidPayload } from '../../outbox/outbox-repository.js';
import { sharedDomain } from '../../domain/shared-domain.js';
import { recordAudit } from '../../trade-desk/audit.js';
import { bidState } from '../../trade-desk/audit-fields.js';
import { notificationLinks } from '../../trade-desk/notification-links.js';
import { bidNotificationParams, notify } from '../../trade-desk/notify.js';
import { isOrderRequestSql } from '../order-requests.js';

const conflict = (key: 'alreadyDeclined' | 'declineCompleted' | 'declineDeleted') =>
  new HttpError(409, domainText(STOCK_MESSAGES, key));

/** The delete_bid webhook of a declined bid: the spec's shape, and why (declineReason). */
type DeclinedBidPayload = DeleteBidPayload & { declineReason: string };

export async function declineBid(
  db: Db,
  input: { actor: ContactRow; taskId: string; reason: string },
): Promise<{ task: TaskRow; notifications: NotificationRow[] }> {
  return db.transaction(async (tx) => {
    const [task] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, input.taskId), isOrderRequestSql))
      .for('update');
    if (!task) throw notFound(domainText(sharedDomain.OPERATOR_API_MESSAGES, 'bidNotFound'));
    if (task.deletedAt) throw conflict('declineDeleted');
    if (task.status === 'Completed') throw conflict('declineCompleted');
    if (task.status === 'Declined') throw conflict('alreadyDeclined');
    const now = new Date();
    const [declined] = await tx
      .update(tasks)
      .set({ status: 'Declined', declineReason: input.reason, closedAt: now, modifiedAt: now })
      .where(eq(tasks.id, task.id))
      .returning();
    const withdrawn = await tx
      .update(counterOffers)
      .set({
        status: 'withdrawn',
        withdrawnAt: now,
        withdrawnBy: input.actor.id,
        withdrawReason: input.reason,
      })
      .where(
        and(
          eq(counterOffers.taskId, task.id),
          inArray(counterOffers.status, ['proposed', 'relayed']),
        ),
      )
      .returning({ id: counterOffers.id });
    await recordAudit(tx, {
      actor: input.actor,
      kind: 'bid.declined',
      target: { type: 'bid', id: task.id, label: task.subject },
      before: bidState(task),
      after: {
        ...bidState(declined!),
        ...(withdrawn.length ? { withdrawn_counters: withdrawn.map((c) => c.id) } : {}),
      },
      reason: input.reason,
    });
    const notifications = await notify(
      tx,
      { contactId: task.contactId },
      'bid_declined',
      { ...bidNotificationParams(task), reason: input.reason },
      // It shows in the Pending tab's Declined section (issue 35), highlighted.
      notificationLinks.bid(task.id, 'pending'),
    );
    const [buyer] = await tx
      .select({ email: contacts.email })
      .from(contacts)
      .where(eq(contacts.id, task.contactId));
    const bid = parseBidDescription(task.description);
    const payload: DeclinedBidPayload = {
      action: 'delete_bid',
      taskId: task.id,
      productName: task.productName,
      userEmail: buyer?.email ?? '',
      taskSubject: task.subject,
      deletedAt: now.toISOString(),
      originalBid: {
        quantity: bid.quantity,
        pricePerGram: bid.pricePerGram,
        totalValue: bid.total,
      },
      declineReason: input.reason,
    };
    await enqueueOutbox(tx, 'delete_bid', payload);
    return { task: declined!, notifications };
  });
}
