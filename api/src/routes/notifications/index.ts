import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContact } from '../../plugins/auth.js';
import { listNotifications, markNotificationsRead } from '../../repositories/notifications.js';
import { answers } from '../../schemas/common.js';
import { notificationsQuery, readNotificationsBody } from '../../schemas/notification.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';

/**
 * Issue 20: the caller's notifications (docs/api.md "Notifications"). Any signed-in contact reads
 * its own: an unconfirmed account (it is told when it is verified) and a suspended one (it is told
 * why) too.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /notifications?limit=&cursor= — newest first, with the unread count. */
  app.get(
    '/notifications',
    {
      onRequest: app.authenticate,
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

  /** POST /notifications/read {ids?} — these (or all) of the caller's own notifications read. */
  app.post(
    '/notifications/read',
    {
      onRequest: app.authenticate,
      config: { allowSuspended: true },
      schema: {
        body: readNotificationsBody,
        response: answers({ 200: sharedSchemas.notificationsReadResponseSchema }),
      },
    },
    async (request) => {
      const contact = await requireContact(request);
      const ids = request.body?.ids;
      return { unread: await markNotificationsRead(app.db, contact.id, ids) };
    },
  );
};
