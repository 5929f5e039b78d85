import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http-error.js';
import { requireCaller, requireConfirmedContact } from '../../plugins/auth.js';
import { canAccessListing } from '../../schemas/contact.js';
import { createProductBody, createProductToColumns, toProductJson } from '../../schemas/product.js';
import { productSubmissionPayload } from './submission-payload.js';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
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
