// Issue 20: the signed-in user's notifications in the page's one query cache, kept current live:
// a `notification:created` from the API's stream (passed on by the kernel, and to the other tabs)
// adds the new one and counts it; marking read in any tab of the browser updates every bell
// (`notifications:read`); after a gap in the stream (`live:resynced`), and each time the stream
// opens (`refetchNotifications`), the list is fetched again.
import { useEffect } from 'react';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { bus } from '@leafbid/shared';
import {
  getNotifications,
  parseNotification,
  type NotificationItem,
  type NotificationPage,
} from '../api/notifications';
import { notificationsQueryKey } from './notifications-query-key';

export const notificationsQueryOptions = (contactId: string) =>
  infiniteQueryOptions({
    queryKey: [...notificationsQueryKey, contactId] as const,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page: NotificationPage) => page.nextCursor,
  });

export type NotificationPages<P = unknown> = InfiniteData<NotificationPage, P>;

/** The pages with `item` first and counted unread (unchanged when it is already there). */
export function addNotification<P>(
  data: NotificationPages<P> | undefined,
  item: NotificationItem,
): NotificationPages<P> | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  if (data.pages.some((page) => page.data.some((row) => row.id === item.id))) return data;
  const unread = first.unread + (item.read ? 0 : 1);
  return { ...data, pages: [{ ...first, data: [item, ...first.data], unread }, ...rest] };
}

/**
 * The pages with `ids` (null: all) read. The unread count is the API's when known, else what this
 * list can tell (one fewer per notification it held unread; none when all were marked).
 */
export function markRead<P>(
  data: NotificationPages<P> | undefined,
  ids: readonly string[] | null,
  unread: number | null,
): NotificationPages<P> | undefined {
  const [first] = data?.pages ?? [];
  if (!data || !first) return data;
  const marked = (row: NotificationItem) => ids === null || ids.includes(row.id);
  let newlyRead = 0;
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.map((row) => {
      if (row.read || !marked(row)) return row;
      newlyRead += 1;
      return { ...row, read: true };
    }),
  }));
  const count = unread ?? (ids === null ? 0 : Math.max(0, first.unread - newlyRead));
  pages[0] = { ...pages[0]!, unread: count };
  return { ...data, pages };
}

/** Listens to the bus for `contactId`'s bell; returns the function that stops it. */
export function connectNotificationsLive(client: QueryClient, contactId: string): () => void {
  const { queryKey } = notificationsQueryOptions(contactId);
  const created = ({ notification }: { notification: unknown }) => {
    const item = parseNotification(notification);
    if (!item) return;
    if (client.getQueryData(queryKey)) {
      client.setQueryData(queryKey, (data) => addNotification(data, item));
    } else {
      void client.invalidateQueries({ queryKey });
    }
  };
  const read = ({ ids, unread }: { ids: string[] | null; unread: number | null }) =>
    client.setQueryData(queryKey, (data) => markRead(data, ids, unread));
  const resynced = () => void client.invalidateQueries({ queryKey });
  bus.on('notification:created', created);
  bus.on('notifications:read', read);
  bus.on('live:resynced', resynced);
  return () => {
    bus.off('notification:created', created);
    bus.off('notifications:read', read);
    bus.off('live:resynced', resynced);
  };
}

/** The signed-in user's notifications (pages, newest first) with live updates. */
export function useNotifications(contactId: string) {
  const client = useQueryClient();
  useEffect(() => connectNotificationsLive(client, contactId), [client, contactId]);
  return useInfiniteQuery(notificationsQueryOptions(contactId));
}
