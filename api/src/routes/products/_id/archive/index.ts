import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, idParams } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import { requireOwnListing } from '../../../../trade-desk/own-listing.js';
import { ownProductAnswer } from '../../../../trade-desk/product-answer.js';
import { actsAsOperator, auditOperatorListing } from '../../../../trade-desk/operator-listing-audit.js';

const { productResponseSchema } = sharedSchemas;

/** Spec §4 "Product listing" transitions: archive. */
export const productArchiveRoutes: FastifyPluginAsyncZod = async (app) => {
  /** PUT /products/:id/archive — inactive, pending cleared, out of the review queue (issue 35). */
  app.put(
    '/products/:id/archive',
    {
      schema: { params: idParams, response: answers({ 200: productResponseSchema }) },
    },
    async (request) => {
      const { contact, product } = await requireOwnListing(request, request.params.id);
      await app.productsRepository.update(
        product.id,
        { productActive: false, requestPending: false, awaitingReview: false },
        undefined,
        // Issue 41: an operator's archive is on record.
        actsAsOperator(contact)
          ? (tx, before, after) =>
              auditOperatorListing(tx, contact, 'listing.archived', before, after)
          : undefined,
      );
      return ownProductAnswer(app, product.id);
    },
  );
};
