// Issue 20: GET and PUT /notification-settings — per notification kind, 'in_app' (in the app only)
// or 'email' (in the app and by email). The answer is read leniently: a kind this remote does not
// know is left out, a channel it does not know reads as the default.
import { z } from 'zod';
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
