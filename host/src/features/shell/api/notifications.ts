// Issue 20: the header's notification centre reads and marks the signed-in user's notifications
// (GET /notifications, POST /notifications/read; docs/api.md). The host owns these calls and
// their types: each answer is read leniently (a row the host cannot read is left out, a missing
// field takes a safe default), so a newer API never breaks the header.
import { apiRequest, bus, relayAcrossTabs } from '@leafbid/shared';
import { z } from 'zod';
import { NOTIFICATION_MESSAGES } from '../../../messages';

const paramsSchema = z
  .object({})
  .catchall(z.unknown())
  .catch({})
  .transform((params) => {
    const kept: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
        kept[key] = value;
      }
    }
    return kept;
  });

export const notificationSchema = z.object({
  id: z.string().min(1),
  kind: z.string().catch(''),
  params: paramsSchema.optional().transform((params) => params ?? {}),
  link: z
    .string()
    .nullish()
    .catch(null)
    .transform((link) => link ?? null),
  read: z.boolean().catch(false),
  created_at: z.string().catch(''),
});

/** One notification as the host shows it. */
export type NotificationItem = z.infer<typeof notificationSchema>;

export interface NotificationPage {
  data: NotificationItem[];
  /** How many of the user's notifications are unread (all of them, not only this page's). */
  unread: number;
  nextCursor: string | null;
}

/** A notification, or null when it cannot be read. */
export function parseNotification(value: unknown): NotificationItem | null {
  const parsed = notificationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const pageSchema = z.object({
  data: z
    .array(z.unknown())
    .catch([])
    .transform((rows) =>
      rows.map(parseNotification).filter((row): row is NotificationItem => row !== null),
    ),
  unread: z.number().int().nonnegative().optional().catch(undefined),
  nextCursor: z.string().min(1).nullish().catch(null),
});

export function parseNotificationPage(body: unknown): NotificationPage {
  const parsed = pageSchema.safeParse(body ?? {});
  const page = parsed.success ? parsed.data : { data: [], unread: undefined, nextCursor: null };
  return {
    data: page.data,
    unread: page.unread ?? page.data.filter((row) => !row.read).length,
    nextCursor: page.nextCursor ?? null,
  };
}

/** How many notifications one page holds. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /notifications?limit=&cursor= → newest first, the unread count and the next page's cursor. */
export async function getNotifications(cursor: string | null): Promise<NotificationPage> {
  const body = await apiRequest('/notifications', {
    query: { limit: NOTIFICATION_PAGE_SIZE, cursor: cursor ?? undefined },
    fallback: NOTIFICATION_MESSAGES.loadFailed,
  });
  return parseNotificationPage(body);
}

/**
 * POST /notifications/read: `ids` marks those (the caller's own only; the API ignores others),
 * none marks all of the caller's. Answers how many stay unread.
 */
export async function markNotificationsRead(ids?: readonly string[]): Promise<number | null> {
  const body = await apiRequest('/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
    fallback: NOTIFICATION_MESSAGES.markFailed,
  });
  const unread = (body as { unread?: unknown } | null)?.unread;
  return typeof unread === 'number' && Number.isInteger(unread) && unread >= 0 ? unread : null;
}

declare module '@leafbid/shared' {
  interface LeafbidEventMap {
    /**
     * Issue 20: notifications were marked read in this tab (`ids` null: all of them); the other
     * tabs of the browser update their bell too. `unread` is the API's count after it, if known.
     */
    'notifications:read': { ids: string[] | null; unread: number | null };
  }
}

relayAcrossTabs(['notifications:read']);

/** Marks them read on the API, then tells this tab's and the other tabs' bells. */
export async function markReadAndAnnounce(ids?: readonly string[]): Promise<void> {
  const unread = await markNotificationsRead(ids);
  bus.emit('notifications:read', { ids: ids ? [...ids] : null, unread });
}
