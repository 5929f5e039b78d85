import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '../../../error-text.js';
import { forbidden } from '../../../http-error.js';
import { requeueOnRecord } from '../../../trade-desk/requeue.js';
import { callerIsAdmin, requireConfirmedContact } from '../../../plugins/auth.js';
import { answers, str } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';

const requeueBody = z.object({ id: str().trim().min(1).max(64).optional() }).nullish();

/**
 * POST /outbox/requeue — Admin only: dead webhook rows (all, or `{id}`) go back to the queue with
 * a fresh OUTBOX_MAX_AGE_HOURS window. Answers `{requeued: n}`.
 */
export const outboxRequeueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/outbox/requeue',
    {
      schema: {
        body: requeueBody,
        response: answers({ 200: sharedSchemas.requeuedResponseSchema }),
      },
    },
    async (request) => {
      const contact = await requireConfirmedContact(request);
      if (!callerIsAdmin(contact)) throw forbidden(apiText('requeueAdminOnly'));
      return { requeued: await requeueOnRecord(app.db, contact, request.body?.id) };
    },
  );
};
