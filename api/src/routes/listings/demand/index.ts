import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingDemand } from '../../../repositories/counter-offers.js';
import { answers } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';
import { requireSeller } from '../../../trade-desk/seller-contact.js';

/** Issue 20: a seller's view of the demand for its own listings (docs/api.md "Seller demand"). */
export const listingDemandRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /listings/demand — each own listing's open bids: how many, grams, best price, quality. */
  app.get(
    '/listings/demand',
    {
      schema: { response: answers({ 200: sharedSchemas.listingDemandResponseSchema }) },
    },
    async (request) => {
      const contact = await requireSeller(request);
      return { data: await listingDemand(app.db, contact.id) };
    },
  );
};
