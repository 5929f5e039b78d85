// Issue 20: the notification calls' inputs (docs/api.md "Notifications"); bodies are the domain's.
import { z } from 'zod';
import { sharedSchemas } from './shared-schemas.js';
import { cursor, limit } from './operator/paging.js';

/** GET /notifications?limit=&cursor= — 20 a page unless asked otherwise (1–100). */
export const notificationsQuery = z.object({ limit: limit.unwrap().default(20), cursor });

export const readNotificationsBody = sharedSchemas.readNotificationsBodySchema;
export const notificationSettingsBody = sharedSchemas.notificationSettingsBodySchema;
