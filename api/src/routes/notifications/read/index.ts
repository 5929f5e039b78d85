import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContact } from '../../../plugins/auth.js';
import { markNotificationsRead } from '../../../repositories/notifications.js';
import { answers } from '../../../schemas/common.js';
import { readNotificationsBody } from '../../../schemas/notification.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';

/** Issue 20: the caller marks its own notifications read (suspended and unconfirmed accounts too). */
export const notificationsReadRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /notifications/read {ids?} — these (or all) of the caller's own notifications read. */
  app.post(
    '/notifications/read',
    {
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
