import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContact } from '../../plugins/auth.js';
import { listNotifications } from '../../repositories/notifications.js';
import { answers } from '../../schemas/common.js';
import { notificationsQuery } from '../../schemas/notification.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';

/**
 * Issue 20: the caller's notifications (docs/api.md "Notifications"). Any signed-in contact reads
 * its own: an unconfirmed account (it is told when it is verified) and a suspended one (it is told
 * why) too.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /notifications?limit=&cursor= — newest first, with the unread count. */
  app.get(
    '/notifications',
    {
      config: { allowSuspended: true },
      schema: {
        querystring: notificationsQuery,
        response: answers({ 200: sharedSchemas.notificationsResponseSchema }),
      },
    },
    async (request) => {
      const contact = await requireContact(request);
      return listNotifications(app.db, contact.id, request.query);
    },
  );
};
