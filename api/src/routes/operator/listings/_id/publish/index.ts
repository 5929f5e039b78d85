import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { products } from '../../../../../db/schema.js';
import { announcePublished } from '../../../../../live/announce.js';
import { requireContact } from '../../../../../plugins/auth.js';
import { publishListing, reviewsChanges } from '../../../../../repositories/operator/listings.js';
import { pendingFilesOf, pendingState } from '../../../../../repositories/pending-changes.js';
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
      const stale: string[] = [];
      let changes: { state: ReturnType<typeof pendingState> } | null = null;
      const { product, files } = await reviewListing(
        app,
        request.params.id,
        async (tx) => {
          // Issue 41: the changes of a live listing, read before they are applied (the record).
          const [current] = await tx.select().from(products).where(eq(products.id, request.params.id));
          if (current && reviewsChanges(current))
            changes = {
              state: pendingState(current.pendingChanges, await pendingFilesOf(tx, current.id)),
            };
          return publishListing(tx, request.params.id, { awaitingReview: true, stale });
        },
        async (tx, before, after) => {
          await recordAudit(tx, {
            actor: admin,
            kind: changes ? 'listing.changes_approved' : 'listing.published',
            target: { type: 'product', id: after.id, label: after.productName },
            before: changes
              ? { Product_Name: before.productName, Description: before.description }
              : listingState(before),
            after: changes ? changes.state : listingState(after),
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
      await Promise.allSettled(stale.map((key) => app.storage.delete(key)));
      announcePublished(app.liveEvents, product, files);
      return { product: toProductJson(product, files, true) };
    },
  );
};
