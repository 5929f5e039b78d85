import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox } from '../../../repositories/operator/outbox.js';
import { outboxQuery } from '../../../schemas/operator/outbox.js';
import { answers } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';

export const operatorOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /operator/outbox — webhook rows by status and kind, newest first, with their last error. */
  app.get(
    '/operator/outbox',
    {
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
};
