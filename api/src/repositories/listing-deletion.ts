// Issue 35: a listing deleted under approved bids tells those bids' buyers (bell, and email by
// their settings), in the transaction of the deletion: a deletion that fails tells nobody. The
// bids stay as they were (Approved or Completed, their product's name kept) for the operator to
// settle; their reference and terms say which bid it was.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { RESERVING_BID_STATUSES, parseBidDescription } from '@leafbid/domain';
import type { Tx } from '../db/client.js';
import { tasks, type NotificationRow } from '../db/schema.js';
import { notificationLinks } from '../trade-desk/notification-links.js';
import { bidNotificationParams, notify } from '../trade-desk/notify.js';
import { isOrderRequestSql } from './order-requests.js';

/**
 * Call first in the deletion's transaction: the listing's approved bids are locked (bid before
 * listing, as approvals lock them), so none is approved or declined while the listing goes.
 */
export async function tellApprovedBuyersOfDeletion(
  tx: Tx,
  productId: string,
): Promise<NotificationRow[]> {
  const approved = await tx
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.productId, productId),
        isOrderRequestSql,
        isNull(tasks.deletedAt),
        inArray(tasks.status, [...RESERVING_BID_STATUSES]),
      ),
    )
    .for('update');
  const sent: NotificationRow[] = [];
  for (const task of approved) {
    sent.push(
      ...(await notify(
        tx,
        { contactId: task.contactId },
        'listing_deleted',
        {
          ...bidNotificationParams(task),
          price_per_gram: parseBidDescription(task.description).pricePerGram,
        },
        notificationLinks.bid(task.id, 'approved'),
      )),
    );
  }
  return sent;
}
