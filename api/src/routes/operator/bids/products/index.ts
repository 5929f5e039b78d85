import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bidProducts } from '../../../../repositories/operator/bids.js';
import { answers } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';

export const operatorBidProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /operator/bids/products — the products that have bids (the board's product filter). */
  app.get(
    '/operator/bids/products',
    {
      schema: { response: answers({ 200: sharedSchemas.bidProductsResponseSchema }) },
    },
    async () => ({ data: await bidProducts(app.db) }),
  );
};
