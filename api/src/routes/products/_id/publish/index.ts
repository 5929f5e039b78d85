import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { products } from '../../../../db/schema.js';
import { recordAudit } from '../../../../trade-desk/audit.js';
import { listingState } from '../../../../trade-desk/audit-fields.js';
import { apiText } from '../../../../error-text.js';
import { forbidden } from '../../../../http-error.js';
import { answers, idParams } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import { isAdmin } from '../../../../schemas/contact.js';
import { toProductJson } from '../../../../schemas/product.js';
import { announcePublished } from '../../../../live/announce.js';
import { publishListing } from '../../../../repositories/operator/listings.js';
import { requireOwnListing } from '../../../../trade-desk/own-listing.js';

const { productResponseSchema } = sharedSchemas;

/** Spec §4 "Product listing" transitions: publish (an operator action). */
export const productPublishRoutes: FastifyPluginAsyncZod = async (app) => {
  /** PUT /products/:id/publish — an operator action: Admin only; active, pending cleared. */
  app.put(
    '/products/:id/publish',
    {
      schema: { params: idParams, response: answers({ 200: productResponseSchema }) },
    },
    async (request) => {
      const { contact, product } = await requireOwnListing(request, request.params.id);
      if (!isAdmin(contact)) throw forbidden(apiText('publishAdminOnly'));
      // Issue 41: on record like the console's Publish, in the same transaction.
      const stale: string[] = [];
      await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(products)
          .where(eq(products.id, product.id))
          .for('update');
        const after = await publishListing(tx, product.id, { awaitingReview: false, stale });
        if (before && after) {
          await recordAudit(tx, {
            actor: contact,
            kind: 'listing.published',
            target: { type: 'product', id: after.id, label: after.productName },
            before: listingState(before),
            after: listingState(after),
          });
        }
      });
      await Promise.allSettled(stale.map((key) => app.storage.delete(key)));
      const found = await app.productsRepository.findWithFiles(product.id);
      // Told only when it was not active before (a repeated publish changes nothing).
      if (!product.productActive) announcePublished(app.liveEvents, found!.product, found!.files);
      return { product: toProductJson(found!.product, found!.files, true) };
    },
  );
};
