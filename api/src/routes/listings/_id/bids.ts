import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceCounterUpdated } from '../../../live/announce.js';
import { listingBids, proposeCounter } from '../../../repositories/counter-offers.js';
import { answers } from '../../../schemas/common.js';
import {
  counterOfferBody,
  listingBidParams,
  productIdParams,
  toSellerBidJson,
  toSellerCounterJson,
} from '../../../schemas/counter-offer.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';
import { announceNotifications } from '../../../trade-desk/notify.js';
import { requireOwnedListing } from '../seller-contact.js';

/**
 * Issue 20: the bids on a seller's own listing, anonymous (docs/api.md "Seller demand"), and the
 * seller's counter-offer on one of them ("Counter-offers").
 */
export const listingBidsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /listings/:productId/bids — open bids first, newest first, each with its latest counter. */
  app.get(
    '/listings/:productId/bids',
    {
      onRequest: app.authenticate,
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

  /** POST /listings/:productId/bids/:taskId/counters — propose a counter (the operator relays it). */
  app.post(
    '/listings/:productId/bids/:taskId/counters',
    {
      onRequest: app.authenticate,
      schema: {
        params: listingBidParams,
        body: counterOfferBody,
        response: answers({ 201: sharedSchemas.sellerCounterResponseSchema }),
      },
    },
    async (request, reply) => {
      const { contact, product } = await requireOwnedListing(request, request.params.productId);
      const { quantity, price_per_gram: pricePerGram, note } = request.body;
      const step = await proposeCounter(app.db, {
        actor: contact,
        product,
        taskId: request.params.taskId,
        quantity,
        pricePerGram,
        note: note || null,
      });
      announceNotifications(app.liveEvents, step.notifications);
      announceCounterUpdated(app.liveEvents, step.counter, step.task.contactId);
      return reply.status(201).send({ data: toSellerCounterJson(step.counter) });
    },
  );
};
