import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceDeclined } from '../../../../../live/announce.js';
import { requireContact } from '../../../../../plugins/auth.js';
import { declineListing } from '../../../../../repositories/operator/listings.js';
import { answers, idParams } from '../../../../../schemas/common.js';
import { sharedSchemas } from '../../../../../schemas/shared-schemas.js';
import { declineBody } from '../../../../../schemas/operator/listings.js';
import { toProductJson } from '../../../../../schemas/product.js';
import { recordAudit } from '../../../../../trade-desk/audit.js';
import { listingState } from '../../../../../trade-desk/audit-fields.js';
import { notificationLinks } from '../../../../../trade-desk/notification-links.js';
import { notify } from '../../../../../trade-desk/notify.js';
import { reviewListing } from '../../../../../trade-desk/listing-review.js';

const { productResponseSchema } = sharedSchemas;

/** The seller's screen of its listings (the listings remote's route). */

/** Spec §4: the operator's counterpart of Publishing, Decline with a note. */
export const operatorListingDeclineRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /operator/listings/:id/decline {note} — inactive, pending cleared, the note for the seller. */
  app.post(
    '/operator/listings/:id/decline',
    {
      schema: {
        params: idParams,
        body: declineBody,
        response: answers({ 200: productResponseSchema }),
      },
    },
    async (request) => {
      const admin = await requireContact(request);
      const { note } = request.body;
      const { product, files } = await reviewListing(
        app,
        request.params.id,
        (tx) => declineListing(tx, request.params.id, note),
        async (tx, before, after) => {
          await recordAudit(tx, {
            actor: admin,
            kind: 'listing.declined',
            target: { type: 'product', id: after.id, label: after.productName },
            before: listingState(before),
            after: listingState(after),
            reason: note,
          });
          return after.ownerContactId
            ? notify(
                tx,
                { contactId: after.ownerContactId },
                'listing_declined',
                { product_name: after.productName, note },
                notificationLinks.listing(after.id),
              )
            : [];
        },
      );
      announceDeclined(app.liveEvents, product, files);
      return { product: toProductJson(product, files, true) };
    },
  );
};
