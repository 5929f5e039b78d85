// The bell's query key, apart from its hook: the start-up refetches the bell when the live stream
// opens, and must not load the bell's code (a lazy chunk) to do so.
import type { QueryClient } from '@tanstack/react-query';

/** Every user's notifications (one entry per contact id below it). */
export const notificationsQueryKey = ['host', 'notifications'] as const;

/**
 * Fetches the bell's notifications again (the ones on screen): called when the live stream opens,
 * since a notification written after the bell's first fetch but before the stream was listening
 * reaches the bell by no event.
 */
export const refetchNotifications = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ queryKey: notificationsQueryKey });
