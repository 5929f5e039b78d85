import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAwaitingReview } from '../../../repositories/operator/listings.js';

/** GET /operator/listings — listings awaiting review (Request_pending), oldest request first. */
export const operatorListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/listings', { onRequest: app.authenticateAdmin }, async () =>
    listAwaitingReview(app.db),
  );
};
