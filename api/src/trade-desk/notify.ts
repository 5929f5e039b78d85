// Issue 20: notifications. Written in the transaction of the change they tell of (so a rolled-back
// change tells nobody), published live after the commit (announceNotifications).
import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@leafbid/domain';
import type { Queryable } from '../db/client.js';
import { newId } from '../db/ids.js';
import { contacts, notifications, type NotificationRow } from '../db/schema.js';
import type { LiveHub } from '../live/event-hub.js';

/** One contact, or every Admin (one row each). */
export type NotificationRecipient = { contactId: string } | { admins: true };

export type NotificationParams = Record<string, string | number | null>;

async function recipientIds(tx: Queryable, recipient: NotificationRecipient): Promise<string[]> {
  if ('contactId' in recipient) return [recipient.contactId];
  const rows = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(sql`'Admin' = any(${contacts.contactType}) and ${contacts.suspendedAt} is null`);
  return rows.map((r) => r.id);
}

/**
 * Tells `recipient` of `kind` (its text's arguments in `params`; `link`, the app path it opens).
 * Call inside the transaction of the change; returns the rows for announceNotifications.
 */
export async function notify(
  tx: Queryable,
  recipient: NotificationRecipient,
  kind: NotificationKind,
  params: NotificationParams,
  link: string | null,
): Promise<NotificationRow[]> {
  const ids = await recipientIds(tx, recipient);
  if (ids.length === 0) return [];
  return tx
    .insert(notifications)
    .values(ids.map((contactId) => ({ id: newId('nt'), contactId, kind, params, link })))
    .returning();
}

/** After the commit: each recipient's open tabs hear of it (`notification:created`). */
export function announceNotifications(hub: LiveHub, rows: readonly NotificationRow[]): void {
  for (const row of rows) {
    hub.publish(
      'notification:created',
      { notification: toNotificationJson(row) },
      { contactId: row.contactId },
    );
  }
}

/** A notification on the wire (docs/api.md "Notifications"). */
export function toNotificationJson(row: NotificationRow) {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
