import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcePublished } from '../../../../../live/announce.js';
import { requireContact } from '../../../../../plugins/auth.js';
import { publishListing } from '../../../../../repositories/operator/listings.js';
import { answers, idParams } from '../../../../../schemas/common.js';
import { sharedSchemas } from '../../../../../schemas/shared-schemas.js';
import { toProductJson } from '../../../../../schemas/product.js';
import { recordAudit } from '../../../../../trade-desk/audit.js';
import { listingState } from '../../../../../trade-desk/audit-fields.js';
import { notificationLinks } from '../../../../../trade-desk/notification-links.js';
import { notify } from '../../../../../trade-desk/notify.js';
import { reviewListing } from '../../../../../trade-desk/listing-review.js';

const { productResponseSchema } = sharedSchemas;

/** The seller's screen of its listings (the listings remote's route). */

/** Spec §4 "Publishing (an operator-side action)". */
export const operatorListingPublishRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /operator/listings/:id/publish — active, pending cleared, review note gone. */
  app.post(
    '/operator/listings/:id/publish',
    {
      schema: { params: idParams, response: answers({ 200: productResponseSchema }) },
    },
    async (request) => {
      const admin = await requireContact(request);
      const { product, files } = await reviewListing(
        app,
        request.params.id,
        (tx) => publishListing(tx, request.params.id, { awaitingReview: true }),
        async (tx, before, after) => {
          await recordAudit(tx, {
            actor: admin,
            kind: 'listing.published',
            target: { type: 'product', id: after.id, label: after.productName },
            before: listingState(before),
            after: listingState(after),
          });
          return after.ownerContactId
            ? notify(
                tx,
                { contactId: after.ownerContactId },
                'listing_published',
                { product_name: after.productName },
                notificationLinks.listing(after.id),
              )
            : [];
        },
      );
      announcePublished(app.liveEvents, product, files);
      return { product: toProductJson(product, files, true) };
    },
  );
};
