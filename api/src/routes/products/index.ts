import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http-error.js';
import { requireCaller, requireConfirmedContact } from '../../plugins/auth.js';
import { isOwnerOrAdmin } from '../../repositories/products-repository.js';
import { canAccessListing } from '../../schemas/contact.js';
import { productsQuery } from '../../schemas/products-query.js';
import { createProductBody, createProductToColumns, toProductJson } from '../../schemas/product.js';
import { productSubmissionPayload } from './submission-payload.js';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /products — active products for everyone plus the caller's own inactive ones (spec §6);
   * `?owner=me` answers only the caller's own products, active or not (My Listings).
   */
  app.get(
    '/products',
    { onRequest: app.authenticate, schema: { querystring: productsQuery } },
    async (request) => {
      const viewer = await requireConfirmedContact(request);
      const list = await app.productsRepository.listVisible(viewer, {
        ownOnly: request.query.owner === 'me',
      });
      return {
        products: list.map(({ product, files }) =>
          toProductJson(product, files, isOwnerOrAdmin(product, viewer)),
        ),
      };
    },
  );

  /** POST /products — a seller's submission (spec §5); starts inactive, queues the submission webhook. */
  app.post(
    '/products',
    { onRequest: app.authenticate, schema: { body: createProductBody } },
    async (request, reply) => {
      const caller = requireCaller(request);
      const contact = await requireConfirmedContact(request);
      if (!canAccessListing(contact)) throw forbidden('Listing products needs a Seller account');
      const product = await app.productsRepository.create(
        { ...createProductToColumns(request.body), ownerContactId: contact.id },
        (row) => productSubmissionPayload(row, caller, contact.email),
      );
      return reply.status(201).send({ data: [toProductJson(product, [], true)] });
    },
  );
};
