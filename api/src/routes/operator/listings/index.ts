import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAwaitingReview } from '../../../repositories/operator/listings.js';
import { answers } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';

/** GET /operator/listings — listings awaiting review (Request_pending), oldest request first. */
export const operatorListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operator/listings',
    {
      schema: { response: answers({ 200: sharedSchemas.reviewListingsResponseSchema }) },
    },
    async () => listAwaitingReview(app.db),
  );
};
