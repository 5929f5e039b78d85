import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainText } from '../../error-text.js';
import { sharedDomain } from '../../domain/shared-domain.js';
import { badRequest } from '../../http-error.js';
import { requireContact } from '../../plugins/auth.js';
import { saveNotificationSettings, settingsOf } from '../../repositories/notifications.js';
import { answers } from '../../schemas/common.js';
import { notificationSettingsBody } from '../../schemas/notification.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';

const { NOTIFICATION_SETTINGS_MESSAGES, notificationKindsFor } = sharedDomain;

/**
 * Issue 20: per kind of its account (buyer, seller, account, Admin kinds by Contact_Type), whether
 * the caller is told in the app only ('in_app') or in the app and by email ('email', the default).
 */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification-settings',
    {
      config: { allowSuspended: true },
      schema: { response: answers({ 200: sharedSchemas.notificationSettingsResponseSchema }) },
    },
    async (request) => ({ data: settingsOf(await requireContact(request)) }),
  );

  app.put(
    '/notification-settings',
    {
      config: { allowSuspended: true },
      schema: {
        body: notificationSettingsBody,
        response: answers({ 200: sharedSchemas.notificationSettingsResponseSchema }),
      },
    },
    async (request) => {
      const contact = await requireContact(request);
      const mine = new Set<string>(notificationKindsFor(contact.contactType));
      const seen = new Set<string>();
      for (const [i, { kind }] of request.body.settings.entries()) {
        const field = `settings.${i}.kind`;
        if (!mine.has(kind)) {
          throw badRequest(field, domainText(NOTIFICATION_SETTINGS_MESSAGES, 'kindNotYours', kind));
        }
        if (seen.has(kind)) {
          throw badRequest(field, domainText(NOTIFICATION_SETTINGS_MESSAGES, 'kindTwice', kind));
        }
        seen.add(kind);
      }
      const saved = await saveNotificationSettings(app.db, contact.id, request.body.settings);
      return { data: settingsOf(saved) };
    },
  );
};
