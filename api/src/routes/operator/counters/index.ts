import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCounters } from '../../../repositories/counter-offers.js';
import { answers } from '../../../schemas/common.js';
import { countersQuery } from '../../../schemas/counter-offer.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';

/** The most counters one answer lists (newest first). */
const COUNTERS_LIMIT = 200;

export const operatorCountersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /operator/counters?status= — counter-offers with both sides, newest first (issue 20). */
  app.get(
    '/operator/counters',
    {
      schema: {
        querystring: countersQuery,
        response: answers({ 200: sharedSchemas.operatorCountersResponseSchema }),
      },
    },
    async (request) => ({
      data: await listCounters(app.db, { status: request.query.status, limit: COUNTERS_LIMIT }),
    }),
  );
};
