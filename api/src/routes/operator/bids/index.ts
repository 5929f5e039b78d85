import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listBids } from '../../../repositories/operator/bids.js';
import { bidsQuery } from '../../../schemas/operator/bids.js';
import { answers } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';

export const operatorBidsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /operator/bids — every order request with buyer, product and seller, newest first. */
  app.get(
    '/operator/bids',
    {
      schema: {
        querystring: bidsQuery,
        response: answers({ 200: sharedSchemas.operatorBidsResponseSchema }),
      },
    },
    async (request) => listBids(app.db, request.query),
  );
};
