// Issue 20: notifications as the API sends them (docs/api.md "Notifications"): the strict wire
// shapes. The host's bell and the Settings screen read them with their own lenient parse.
import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type NotificationKind } from '../../trade-desk';

const KINDS = NOTIFICATION_KINDS as readonly NotificationKind[] as [
  NotificationKind,
  ...NotificationKind[],
];

export const notificationKindSchema = z.enum(KINDS);
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

/** The arguments of a kind's text, snake_case keys (product_name, quantity, note...). */
export const notificationParamsSchema = z
  .object({})
  .catchall(z.union([z.string(), z.number()]).nullable());

/** One notification: what happened (kind + params), where it leads (an app path), read or not. */
export const notificationJsonSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  params: notificationParamsSchema,
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type NotificationJson = z.output<typeof notificationJsonSchema>;

/** One kind's channel: 'in_app' (the bell only) or 'email' (the bell and an email). */
export const notificationSettingJsonSchema = z.object({
  kind: notificationKindSchema,
  channel: notificationChannelSchema,
});
export type NotificationSettingJson = z.output<typeof notificationSettingJsonSchema>;
