import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertMayTrade } from '../../../../plugins/auth.js';
import { answers, idParams } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import { announceListingRequested } from '../../../../live/announce.js';
import { announceNotifications } from '../../../../trade-desk/notify.js';
import { requireOwnListing } from '../../../../trade-desk/own-listing.js';
import { ownProductAnswer } from '../../../../trade-desk/product-answer.js';

const { productResponseSchema } = sharedSchemas;

/** Spec §4 "Product listing" transitions: the seller asks for publication. */
export const productRequestPublishRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /products/:id/request-publish — pending set (an active product stays as it is). */
  app.post(
    '/products/:id/request-publish',
    {
      schema: { params: idParams, response: answers({ 200: productResponseSchema }) },
    },
    async (request) => {
      const { contact, product } = await requireOwnListing(request, request.params.id);
      // Issue 18: a publication request waits for the operator's verification of the account.
      await assertMayTrade(request, contact);
      if (!product.productActive && !product.requestPending) {
        // A new request: pending, and every Admin told (issue 20), in one transaction.
        const requested = await app.productsRepository.requestPublish(product.id);
        if (requested) {
          announceListingRequested(app.liveEvents, requested.product);
          announceNotifications(app.liveEvents, requested.notifications);
        }
      }
      return ownProductAnswer(app, product.id);
    },
  );
};
