// Issue 20: notifications. Written in the transaction of the change they tell of (so a rolled-back
// change tells nobody), published live after the commit (announceNotifications). A recipient whose
// setting for the kind is 'email' (the default) is also sent an email: an outbox row of kind
// `email`, in the same transaction, that the relay delivers over SMTP (nothing is lost while the
// mail server is down).
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  bidReference,
  parseBidDescription,
  type NotificationChannel,
  type NotificationKind,
} from '@leafbid/domain';
import type { Queryable } from '../db/client.js';
import { newId } from '../db/ids.js';
import {
  contacts,
  notifications,
  outbox,
  type NotificationRow,
  type TaskRow,
} from '../db/schema.js';
import type { LiveHub } from '../live/event-hub.js';
import { notificationEmail, type EmailPayload } from './notification-email.js';

/**
 * Issue 35: what a notification of a bid names: its listing, its grams (`quantity`: the bid's own,
 * or a counter-offer's when given) and its reference as the buyer's Orders shows it ('#Ab3xY9qL').
 */
export function bidNotificationParams(
  task: Pick<TaskRow, 'id' | 'productName' | 'description'>,
  quantity: number | null = parseBidDescription(task.description).quantity,
): NotificationParams {
  return {
    product_name: task.productName,
    quantity: quantity !== null && Number.isFinite(quantity) ? quantity : null,
    reference: bidReference(task.id),
  };
}

/** One contact, or every Admin (one row each). */
export type NotificationRecipient = { contactId: string } | { admins: true };

export type NotificationParams = Record<string, string | number | null>;

/** What a notification needs of its recipient: who, where its email goes, in which language. */
export interface NotifiedContact {
  id: string;
  email: string;
  language: string | null;
  notificationSettings: Record<string, NotificationChannel>;
}

/** The columns of a NotifiedContact, for a select. */
export const notifiedContactColumns = {
  id: contacts.id,
  email: contacts.email,
  language: contacts.language,
  notificationSettings: contacts.notificationSettings,
};

/** A contact's channel for a kind: its setting, 'email' when it has none. */
export function channelOf(
  settings: Record<string, string> | null | undefined,
  kind: NotificationKind,
): NotificationChannel {
  const channel = settings?.[kind];
  return channel === 'in_app' || channel === 'email' ? channel : DEFAULT_NOTIFICATION_CHANNEL;
}

/**
 * The app's address in the emails' links (APP_URL): set once where the app is built (buildApp),
 * read by every notify() call, so that the routes calling notify need not pass it.
 */
let appUrl = 'http://localhost:3000';
export function setNotificationAppUrl(url: string): void {
  appUrl = url.replace(/\/+$/, '');
}

/**
 * The rows that tell `contact` of `kind`: its notification, and its email when its setting for
 * the kind is 'email'. Pure: the caller writes them (notify, or a statement of its own).
 */
export function plannedNotification(
  contact: NotifiedContact,
  kind: NotificationKind,
  params: NotificationParams,
  link: string | null,
  now: Date,
): { row: NotificationRow; email: EmailPayload | null } {
  return {
    row: {
      id: newId('nt'),
      contactId: contact.id,
      kind,
      params,
      link,
      readAt: null,
      createdAt: now,
    },
    email:
      channelOf(contact.notificationSettings, kind) === 'email'
        ? notificationEmail(contact, kind, params, link, appUrl)
        : null,
  };
}

/** One contact as a notification's recipient, or null when there is none of that id. */
export async function findNotifiedContact(
  db: Queryable,
  contactId: string,
): Promise<NotifiedContact | null> {
  const [row] = await db
    .select(notifiedContactColumns)
    .from(contacts)
    .where(eq(contacts.id, contactId));
  return row ?? null;
}

/** Issue 35: every Admin not suspended, as a notification's recipient (one row each). */
export async function findNotifiedAdmins(db: Queryable): Promise<NotifiedContact[]> {
  return recipients(db, { admins: true });
}

async function recipients(
  tx: Queryable,
  recipient: NotificationRecipient,
): Promise<NotifiedContact[]> {
  const where =
    'contactId' in recipient
      ? eq(contacts.id, recipient.contactId)
      : sql`'Admin' = any(${contacts.contactType}) and ${contacts.suspendedAt} is null`;
  return tx.select(notifiedContactColumns).from(contacts).where(where);
}

/** Writes planned notifications and their emails (the email rows due now). */
export async function writeNotifications(
  tx: Queryable,
  planned: ReadonlyArray<ReturnType<typeof plannedNotification>>,
): Promise<NotificationRow[]> {
  if (planned.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(planned.map((p) => p.row))
    .returning();
  const emails = planned.flatMap((p) => (p.email ? [p.email] : []));
  if (emails.length > 0) {
    // Due "now" by the relay's (millisecond) clock, as enqueueOutbox does.
    const now = new Date();
    await tx.insert(outbox).values(
      emails.map((payload) => ({
        id: newId('o'),
        kind: 'email' as const,
        payload,
        nextAttemptAt: now,
        queuedAt: now,
      })),
    );
  }
  return rows;
}

/**
 * Tells `recipient` of `kind` (its text's arguments in `params`; `link`, the app path it opens).
 * Call inside the transaction of the change; returns the rows for announceNotifications. Each
 * recipient whose setting for `kind` is 'email' (or unset) is also sent the email (outbox `email`).
 */
export async function notify(
  tx: Queryable,
  recipient: NotificationRecipient,
  kind: NotificationKind,
  params: NotificationParams,
  link: string | null,
): Promise<NotificationRow[]> {
  const found = await recipients(tx, recipient);
  const now = new Date();
  return writeNotifications(
    tx,
    found.map((contact) => plannedNotification(contact, kind, params, link, now)),
  );
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
    kind: row.kind as NotificationKind,
    params: row.params,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
