import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedDomain } from '../../../../domain/shared-domain.js';
import { domainText } from '../../../../coded-text.js';
import type { Tx } from '../../../../db/client.js';
import { products, type NotificationRow, type ProductRow } from '../../../../db/schema.js';
import { HttpError, notFound } from '../../../../http-error.js';
import { announceDeclined, announcePublished } from '../../../../live/announce.js';
import { requireContact } from '../../../../plugins/auth.js';
import { declineListing, publishListing } from '../../../../repositories/operator/listings.js';
import { answers, idParams } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import { declineBody } from '../../../../schemas/operator/listings.js';
import { toProductJson } from '../../../../schemas/product.js';
import { recordAudit } from '../../../../trade-desk/audit.js';
import { listingState } from '../../../../trade-desk/audit-fields.js';
import { notificationLinks } from '../../../../trade-desk/notification-links.js';
import { announceNotifications, notify } from '../../../../trade-desk/notify.js';

const { OPERATOR_API_MESSAGES } = sharedDomain;
const { productResponseSchema } = sharedSchemas;

/** The seller's screen of its listings (the listings remote's route). */

/** Spec §4 "Publishing (an operator-side action)", and its counterpart Decline with a note. */
export const operatorListingReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Issue 20: one review in one transaction with its audit record and the seller's notification:
   * the listing as it was (locked), `change` (null when no longer awaiting review), then both.
   */
  async function review(
    productId: string,
    change: (tx: Tx) => Promise<ProductRow | null>,
    record: (tx: Tx, before: ProductRow, after: ProductRow) => Promise<NotificationRow[]>,
  ) {
    const { updated, sent } = await app.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(products)
        .where(eq(products.id, productId))
        .for('update');
      const row = before ? await change(tx) : null;
      if (!before || !row) return { updated: false, sent: [] };
      return { updated: true, sent: await record(tx, before, row) };
    });
    const found = await app.productsRepository.findWithFiles(productId);
    if (!found) throw notFound(domainText(sharedDomain.API_FALLBACK, 'fetchProduct'));
    if (!updated) throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'notAwaitingReview'));
    announceNotifications(app.liveEvents, sent);
    // The catalogue's counts change with a product's state.
    await app.catalogueChanged();
    return found;
  }

  /** POST /operator/listings/:id/publish — active, pending cleared, review note gone. */
  app.post(
    '/operator/listings/:id/publish',
    {
      onRequest: app.authenticateAdmin,
      schema: { params: idParams, response: answers({ 200: productResponseSchema }) },
    },
    async (request) => {
      const admin = await requireContact(request);
      const { product, files } = await review(
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

  /** POST /operator/listings/:id/decline {note} — inactive, pending cleared, the note for the seller. */
  app.post(
    '/operator/listings/:id/decline',
    {
      onRequest: app.authenticateAdmin,
      schema: {
        params: idParams,
        body: declineBody,
        response: answers({ 200: productResponseSchema }),
      },
    },
    async (request) => {
      const admin = await requireContact(request);
      const { note } = request.body;
      const { product, files } = await review(
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
