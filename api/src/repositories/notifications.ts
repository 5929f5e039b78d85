// Issue 20: a contact's notifications (the header's bell) and its channel per kind. Every query is
// scoped to the caller's own contact: another contact's rows are neither read nor changed.
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  notificationKindsFor,
  type NotificationChannel,
  type NotificationKind,
} from '@leafbid/domain';
import type { Queryable } from '../db/client.js';
import { contacts, notifications, type ContactRow } from '../db/schema.js';
import { channelOf, toNotificationJson } from '../trade-desk/notify.js';
import { epochMicros, olderThan, pageOf } from './keyset.js';

async function unreadCount(db: Queryable, contactId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.contactId, contactId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** One page of the contact's notifications, newest first, and how many of all are unread. */
export async function listNotifications(
  db: Queryable,
  contactId: string,
  query: { limit: number; cursor?: string | undefined },
) {
  const where: SQL[] = [eq(notifications.contactId, contactId)];
  if (query.cursor) where.push(olderThan(notifications.createdAt, notifications.id, query.cursor));
  const rows = await db
    .select({
      row: notifications,
      id: notifications.id,
      sortKey: epochMicros(notifications.createdAt),
    })
    .from(notifications)
    .where(and(...where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return {
    data: page.rows.map((r) => toNotificationJson(r.row)),
    unread: await unreadCount(db, contactId),
    nextCursor: page.nextCursor,
  };
}

/**
 * Marks the contact's unread notifications read: those of `ids` (ids of other contacts' rows, or
 * unknown ones, match nothing), or all when `ids` is undefined. Answers how many stay unread.
 */
export async function markNotificationsRead(
  db: Queryable,
  contactId: string,
  ids: string[] | undefined,
): Promise<number> {
  if (ids === undefined || ids.length > 0) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.contactId, contactId),
          isNull(notifications.readAt),
          ids === undefined ? undefined : inArray(notifications.id, ids),
        ),
      );
  }
  return unreadCount(db, contactId);
}

/** The contact's channel for each kind its account may be told of (Contact_Type). */
export function settingsOf(contact: Pick<ContactRow, 'contactType' | 'notificationSettings'>) {
  return notificationKindsFor(contact.contactType).map((kind) => ({
    kind,
    channel: channelOf(contact.notificationSettings, kind),
  }));
}

/** Sets these kinds' channels (the others keep theirs); answers the contact as stored. */
export async function saveNotificationSettings(
  db: Queryable,
  contactId: string,
  settings: ReadonlyArray<{ kind: NotificationKind; channel: NotificationChannel }>,
): Promise<ContactRow> {
  const patch = Object.fromEntries(settings.map((s) => [s.kind, s.channel]));
  const [row] = await db
    .update(contacts)
    .set({
      // Merged in the statement: two saves of different kinds at once both count.
      notificationSettings: sql`${contacts.notificationSettings} || ${JSON.stringify(patch)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(contacts.id, contactId))
    .returning();
  if (!row) throw new Error(`contact ${contactId} vanished`);
  return row;
}
