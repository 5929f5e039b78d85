import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContact } from '../../../../plugins/auth.js';
import { requeueOnRecord } from '../../../../trade-desk/requeue.js';
import { requeueBody } from '../../../../schemas/operator/outbox.js';
import { answers } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';

export const operatorOutboxRequeueRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /operator/outbox/requeue {id?} — dead rows (all, or that one) are queued again (as POST /outbox/requeue). */
  app.post(
    '/operator/outbox/requeue',
    {
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
