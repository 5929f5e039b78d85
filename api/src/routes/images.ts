import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http-error.js';
import { callerIsAdmin, requireConfirmedContact, requireContact } from '../plugins/auth.js';
import { canSeeProduct } from '../repositories/products-repository.js';

const imageQuery = z.object({ access_token: z.string().optional() }).loose();

/** Stored bytes with their content type; images may sit in the browser cache for an hour. */
async function sendStored(
  reply: FastifyReply,
  bytes: Buffer | null,
  contentType: string,
  fileName: string,
): Promise<FastifyReply> {
  if (!bytes) throw notFound('File not found');
  const disposition = contentType.startsWith('image/') ? 'inline' : 'attachment';
  return reply
    .header('content-type', contentType)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${disposition}; filename="${fileName.replace(/"/g, '')}"`)
    .send(bytes);
}

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /product-image/:productId — the cover (spec §3: created products get /product-image/{id}). */
  app.get(
    '/product-image/:productId',
    {
      preHandler: app.authenticateImage,
      schema: {
        params: z.object({ productId: z.string().min(1).max(64) }),
        querystring: imageQuery,
      },
    },
    async (request, reply) => {
      const viewer = await requireConfirmedContact(request);
      const product = await app.productsRepository.findById(request.params.productId);
      if (!product || !canSeeProduct(product, viewer)) throw notFound('Failed to fetch product');
      const cover = await app.productsRepository.findCover(product.id);
      if (!cover) throw notFound('This product has no cover image');
      return sendStored(
        reply,
        await app.storage.get(cover.storageKey),
        cover.contentType,
        cover.fileName,
      );
    },
  );

  /**
   * GET /file/:fileId — product photos to any confirmed user who may see the product;
   * a contact's documents only to that contact (confirmed or not) and Admin.
   */
  app.get(
    '/file/:fileId',
    {
      preHandler: app.authenticateImage,
      schema: { params: z.object({ fileId: z.string().min(1).max(64) }), querystring: imageQuery },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      if (fileId.startsWith('d_')) {
        const viewer = await requireContact(request);
        const doc = await app.contactsRepository.findDocument(fileId);
        if (!doc || (doc.contactId !== viewer.id && !callerIsAdmin(viewer)))
          throw notFound('File not found');
        return sendStored(
          reply,
          await app.storage.get(doc.storageKey),
          doc.contentType,
          doc.fileName,
        );
      }
      const viewer = await requireConfirmedContact(request);
      const file = await app.productsRepository.findFile(fileId);
      const product = file ? await app.productsRepository.findById(file.productId) : null;
      if (!file || !product || !canSeeProduct(product, viewer)) throw notFound('File not found');
      return sendStored(
        reply,
        await app.storage.get(file.storageKey),
        file.contentType,
        file.fileName,
      );
    },
  );
};
