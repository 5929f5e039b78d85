import type { FastifyInstance } from 'fastify';
import { toProductJson } from '../schemas/product.js';

/** A listing as its owner's status calls answer it (spec §4 "Product listing" transitions). */
export async function ownProductAnswer(app: FastifyInstance, productId: string) {
  const found = await app.productsRepository.findWithFiles(productId);
  return { product: toProductJson(found!.product, found!.files, true) };
}
