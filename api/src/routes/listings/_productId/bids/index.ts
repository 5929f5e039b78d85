import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingBids } from '../../../../repositories/counter-offers.js';
import { answers } from '../../../../schemas/common.js';
import { productIdParams, toSellerBidJson } from '../../../../schemas/counter-offer.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import { requireOwnedListing } from '../../../../trade-desk/seller-contact.js';

/** Issue 20: the bids on a seller's own listing, anonymous (docs/api.md "Seller demand"). */
export const listingBidsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /listings/:productId/bids — open bids first, newest first, each with its latest counter. */
  app.get(
    '/listings/:productId/bids',
    {
      schema: {
        params: productIdParams,
        response: answers({ 200: sharedSchemas.sellerBidsResponseSchema }),
      },
    },
    async (request) => {
      const { product } = await requireOwnedListing(request, request.params.productId);
      const bids = await listingBids(app.db, product.id);
      return { data: bids.map(({ task, counter }) => toSellerBidJson(task, product, counter)) };
    },
  );
};
