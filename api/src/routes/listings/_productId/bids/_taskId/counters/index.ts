import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceCounterUpdated } from '../../../../../../live/announce.js';
import { proposeCounter } from '../../../../../../repositories/counter-offers.js';
import { answers } from '../../../../../../schemas/common.js';
import {
  counterOfferBody,
  listingBidParams,
  toSellerCounterJson,
} from '../../../../../../schemas/counter-offer.js';
import { sharedSchemas } from '../../../../../../schemas/shared-schemas.js';
import { announceNotifications } from '../../../../../../trade-desk/notify.js';
import { requireOwnedListing } from '../../../../../../trade-desk/seller-contact.js';

/** Issue 20: the seller's counter-offer on a bid of its own listing (docs/api.md "Counter-offers"). */
export const listingCounterRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /listings/:productId/bids/:taskId/counters — propose a counter (the operator relays it). */
  app.post(
    '/listings/:productId/bids/:taskId/counters',
    {
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
