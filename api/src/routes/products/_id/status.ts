import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiText } from '../../../coded-text.js';
import { forbidden } from '../../../http-error.js';
import { assertMayTrade } from '../../../plugins/auth.js';
import { answers, idParams } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';
import { isAdmin } from '../../../schemas/contact.js';
import { toProductJson } from '../../../schemas/product.js';
import { announceListingRequested, announcePublished } from '../../../live/announce.js';
import { publishListing } from '../../../repositories/operator/listings.js';
import { announceNotifications } from '../../../trade-desk/notify.js';
import { requireOwnListing } from './own-listing.js';

const { productResponseSchema } = sharedSchemas;

/** Spec §4 "Product listing" transitions. */
export const productStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  async function answer(productId: string) {
    const found = await app.productsRepository.findWithFiles(productId);
    return { product: toProductJson(found!.product, found!.files, true) };
  }

  /** PUT /products/:id/archive — inactive, pending cleared, out of the review queue (issue 35). */
  app.put(
    '/products/:id/archive',
    {
      onRequest: app.authenticate,
      schema: { params: idParams, response: answers({ 200: productResponseSchema }) },
    },
    async (request) => {
      const { product } = await requireOwnListing(request, request.params.id);
      await app.productsRepository.update(product.id, {
        productActive: false,
        requestPending: false,
        awaitingReview: false,
      });
      return answer(product.id);
    },
  );

  /** POST /products/:id/request-publish — pending set (an active product stays as it is). */
  app.post(
    '/products/:id/request-publish',
    {
      onRequest: app.authenticate,
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
      return answer(product.id);
    },
  );

  /** PUT /products/:id/publish — an operator action: Admin only; active, pending cleared. */
  app.put(
    '/products/:id/publish',
    {
      onRequest: app.authenticate,
      schema: { params: idParams, response: answers({ 200: productResponseSchema }) },
    },
    async (request) => {
      const { contact, product } = await requireOwnListing(request, request.params.id);
      if (!isAdmin(contact)) throw forbidden(apiText('publishAdminOnly'));
      await publishListing(app.db, product.id, { awaitingReview: false });
      const found = await app.productsRepository.findWithFiles(product.id);
      // Told only when it was not active before (a repeated publish changes nothing).
      if (!product.productActive) announcePublished(app.liveEvents, found!.product, found!.files);
      return { product: toProductJson(found!.product, found!.files, true) };
    },
  );
};
