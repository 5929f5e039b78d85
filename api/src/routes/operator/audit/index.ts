import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from '../../../repositories/operator/audit.js';
import { auditQuery } from '../../../schemas/operator/audit.js';
import { answers } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';

/**
 * GET /operator/audit — the audit trail (issue 20), newest first, by kind, actor and target. There
 * is no route that changes or removes a record: the trail is append-only through the API.
 */
export const operatorAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operator/audit',
    {
      schema: {
        querystring: auditQuery,
        response: answers({ 200: sharedSchemas.operatorAuditResponseSchema }),
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};
