import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContact } from '../../../plugins/auth.js';
import { requeueOnRecord } from '../../../trade-desk/requeue.js';
import { listOutbox } from '../../../repositories/operator/outbox.js';
import { outboxQuery, requeueBody } from '../../../schemas/operator/outbox.js';
import { answers } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';

export const operatorOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /operator/outbox — webhook rows by status and kind, newest first, with their last error. */
  app.get(
    '/operator/outbox',
    {
      onRequest: app.authenticateAdmin,
      schema: {
        querystring: outboxQuery,
        response: answers({ 200: sharedSchemas.outboxResponseSchema }),
      },
    },
    async (request) =>
      listOutbox(app.db, request.query, {
        ...app.config.automationUrls,
        email: app.config.smtpUrl,
      }),
  );

  /** POST /operator/outbox/requeue {id?} — dead rows (all, or that one) are queued again (as POST /outbox/requeue). */
  app.post(
    '/operator/outbox/requeue',
    {
      onRequest: app.authenticateAdmin,
      schema: {
        body: requeueBody,
        response: answers({ 200: sharedSchemas.requeuedResponseSchema }),
      },
    },
    async (request) => ({
      requeued: await requeueOnRecord(app.db, await requireContact(request), request.body?.id),
    }),
  );
};
