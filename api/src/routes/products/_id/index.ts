import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../http-error.js';
import { requireConfirmedContact } from '../../../plugins/auth.js';
import { canSeeProduct, isOwnerOrAdmin } from '../../../repositories/products-repository.js';
import { idParams } from '../../../schemas/common.js';
import { toProductJson } from '../../../schemas/product.js';

/** GET /products/:id — an inactive product exists only for its owner and Admin. */
export const productByIdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id',
    { preHandler: app.authenticate, schema: { params: idParams } },
    async (request) => {
      const viewer = await requireConfirmedContact(request);
      const found = await app.productsRepository.findWithFiles(request.params.id);
      if (!found || !canSeeProduct(found.product, viewer))
        throw notFound('Failed to fetch product');
      return {
        product: toProductJson(found.product, found.files, isOwnerOrAdmin(found.product, viewer)),
      };
    },
  );
};
