import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { products } from '../../../../../db/schema.js';
import { announceDeclined } from '../../../../../live/announce.js';
import { requireContact } from '../../../../../plugins/auth.js';
import { declineListing, reviewsChanges } from '../../../../../repositories/operator/listings.js';
import { pendingFilesOf, pendingState } from '../../../../../repositories/pending-changes.js';
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
      const stale: string[] = [];
      let changes: ReturnType<typeof pendingState> | null = null;
      const { product, files } = await reviewListing(
        app,
        request.params.id,
        async (tx) => {
          // Issue 41: declined changes of a live listing are on record; the listing stays live.
          const [current] = await tx.select().from(products).where(eq(products.id, request.params.id));
          if (current && reviewsChanges(current))
            changes = pendingState(current.pendingChanges, await pendingFilesOf(tx, current.id));
          return declineListing(tx, request.params.id, note, stale);
        },
        async (tx, before, after) => {
          await recordAudit(tx, {
            actor: admin,
            kind: changes ? 'listing.changes_declined' : 'listing.declined',
            target: { type: 'product', id: after.id, label: after.productName },
            before: changes ?? listingState(before),
            after: changes
              ? { Product_Name: after.productName, Description: after.description }
              : listingState(after),
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
      await Promise.allSettled(stale.map((key) => app.storage.delete(key)));
      announceDeclined(app.liveEvents, product, files);
      return { product: toProductJson(product, files, true) };
    },
  );
};
