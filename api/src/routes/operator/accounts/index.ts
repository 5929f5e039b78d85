import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAccounts } from '../../../repositories/operator/accounts.js';
import { accountsQuery } from '../../../schemas/operator/accounts.js';
import { answers } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';

/**
 * GET /operator/accounts — contacts with their licence documents and review state, newest
 * confirmation first, with the count of each state.
 */
export const operatorAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operator/accounts',
    {
      schema: {
        querystring: accountsQuery,
        response: answers({ 200: sharedSchemas.operatorAccountsResponseSchema }),
      },
    },
    async (request) => listAccounts(app.db, request.query),
  );
};
