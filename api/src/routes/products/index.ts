import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireConfirmedContact } from '../../plugins/auth.js';
import { isOwnerOrAdmin } from '../../repositories/products-repository.js';
import { toProductJson } from '../../schemas/product.js';

/** GET /products — active products for everyone plus the caller's own inactive ones (spec §6). */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products', { preHandler: app.authenticate }, async (request) => {
    const viewer = await requireConfirmedContact(request);
    const list = await app.productsRepository.listVisible(viewer);
    return {
      products: list.map(({ product, files }) =>
        toProductJson(product, files, isOwnerOrAdmin(product, viewer)),
      ),
    };
  });
};
