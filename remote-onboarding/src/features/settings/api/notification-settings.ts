// Issue 20: GET and PUT /notification-settings — per notification kind, 'in_app' (in the app only)
// or 'email' (in the app and by email). The answer is read leniently: a kind this remote does not
// know is left out, a channel it does not know reads as the default. Issue 36: read as the query
// ['notification-settings'], saved with a mutation that puts the saved settings in its place.
import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@leafbid/shared';
import {
  API_ERRORS,
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@leafbid/domain';
import { NOTIFICATION_SETTINGS_MESSAGES as M } from '../../../messages';

export interface NotificationSetting {
  kind: NotificationKind;
  channel: NotificationChannel;
}

const settingsAnswerSchema = z.object({
  data: z.array(z.object({ kind: z.string(), channel: z.unknown() }).loose()),
});

const isKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);
const toChannel = (channel: unknown): NotificationChannel =>
  (NOTIFICATION_CHANNELS as readonly unknown[]).includes(channel)
    ? (channel as NotificationChannel)
    : DEFAULT_NOTIFICATION_CHANNEL;

function readSettings(body: unknown): NotificationSetting[] {
  const parsed = settingsAnswerSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, API_ERRORS.invalidResponseFormat);
  return parsed.data.data.flatMap(({ kind, channel }) =>
    isKind(kind) ? [{ kind, channel: toChannel(channel) }] : [],
  );
}

/** GET /notification-settings → the caller's kinds with their channel. */
export async function fetchNotificationSettings(): Promise<NotificationSetting[]> {
  return readSettings(await apiRequest('/notification-settings', { fallback: M.loadFailed }));
}

/** PUT /notification-settings `{settings}` → the saved settings. */
export async function saveNotificationSettings(
  settings: readonly NotificationSetting[],
): Promise<NotificationSetting[]> {
  const body = await apiRequest('/notification-settings', {
    method: 'PUT',
    body: { settings },
    fallback: M.saveFailed,
  });
  return readSettings(body);
}

/** The signed-in caller's settings in the query cache (sign-out empties it). */
export const notificationSettingsQueryKey = ['notification-settings'] as const;

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: fetchNotificationSettings,
    // Loaded each time /settings opens (another tab or device may have changed them).
    staleTime: 0,
  });

/** The caller's notification settings (GET /notification-settings). */
export function useNotificationSettingsQuery() {
  return useQuery(notificationSettingsQueryOptions());
}

/** Saves the settings (PUT /notification-settings); the saved answer takes the query's place. */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => client.setQueryData(notificationSettingsQueryKey, saved),
  });
}
