import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedDomain } from '../../../../domain/shared-domain.js';
import { domainText } from '../../../../coded-text.js';
import { HttpError, notFound } from '../../../../http-error.js';
import { announceDeclined, announcePublished } from '../../../../live/announce.js';
import { declineListing, publishListing } from '../../../../repositories/operator/listings.js';
import { answers, idParams } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import { declineBody } from '../../../../schemas/operator/listings.js';
import { toProductJson } from '../../../../schemas/product.js';

const { OPERATOR_API_MESSAGES } = sharedDomain;
const { productResponseSchema } = sharedSchemas;

/** Spec §4 "Publishing (an operator-side action)", and its counterpart Decline with a note. */
export const operatorListingReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The listing's state after a review: found (404 if not), else no longer awaiting review (409). */
  async function reviewed(productId: string, updated: boolean) {
    const found = await app.productsRepository.findWithFiles(productId);
    if (!found) throw notFound(domainText(sharedDomain.API_FALLBACK, 'fetchProduct'));
    if (!updated) throw new HttpError(409, domainText(OPERATOR_API_MESSAGES, 'notAwaitingReview'));
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
      const row = await publishListing(app.db, request.params.id, { awaitingReview: true });
      const { product, files } = await reviewed(request.params.id, row !== null);
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
      const row = await declineListing(app.db, request.params.id, request.body.note);
      const { product, files } = await reviewed(request.params.id, row !== null);
      announceDeclined(app.liveEvents, product, files);
      return { product: toProductJson(product, files, true) };
    },
  );
};
