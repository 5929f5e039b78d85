// Issue 20: request bodies of the notification calls (docs/api.md "Notifications"), shared by the
// API's routes and the browser's forms.
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../trade-desk';
import { text } from './text';
import { notificationSettingJsonSchema } from './wire/notification';

/** The most ids one POST /notifications/read names (a page of the bell is 20). */
export const READ_NOTIFICATIONS_MAX_IDS = 100;

/** POST /notifications/read: these of the caller's notifications, or (no ids) all of them. */
export const readNotificationsBodySchema = z
  .object({
    ids: z.array(text().trim().min(1).max(64)).max(READ_NOTIFICATIONS_MAX_IDS).optional(),
  })
  .nullish();
export type ReadNotificationsBody = z.output<typeof readNotificationsBodySchema>;

/** PUT /notification-settings: a channel for some (or all) of the caller's kinds. */
export const notificationSettingsBodySchema = z.object({
  settings: z.array(notificationSettingJsonSchema).min(1).max(NOTIFICATION_KINDS.length),
});
export type NotificationSettingsBody = z.output<typeof notificationSettingsBodySchema>;
