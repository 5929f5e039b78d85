import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '../../../error-text.js';
import { notFound } from '../../../http-error.js';
import { callerIsAdmin, requireConfirmedContact, requireContact } from '../../../plugins/auth.js';
import { isOwnerOrAdmin } from '../../../repositories/products.js';
import { errorAnswers, str } from '../../../schemas/common.js';
import { genericFileName, imageQuery, sendStored } from '../../../media/send-stored.js';

/**
 * GET /file/:fileId — product photos to any confirmed user who may see the product (under a
 * generic name unless owner or Admin); certificates to the owner and Admin, and to buyers once
 * the operator cleared them and the product is published (issue 18);
 * a contact's documents (d_ ids) only to that contact (confirmed or not) and Admin.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/file/:fileId',
    {
      // The file's bytes are streamed (sendStored): no JSON schema for them, only for the errors.
      schema: {
        params: z.object({ fileId: str().min(1).max(64) }),
        querystring: imageQuery,
        response: errorAnswers,
      },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      if (fileId.startsWith('d_')) {
        const viewer = await requireContact(request);
        const doc = await app.contactsRepository.findDocument(fileId);
        if (!doc || (doc.contactId !== viewer.id && !callerIsAdmin(viewer)))
          throw notFound(apiText('fileNotFound'));
        return sendStored(
          reply,
          await app.storage.open(doc.storageKey),
          doc.contentType,
          doc.fileName,
        );
      }
      const viewer = await requireConfirmedContact(request);
      const file = await app.productsRepository.findFile(fileId);
      const product = file ? await app.productsRepository.findById(file.productId) : null;
      if (!file || !product || !(await app.productsRepository.canSee(product, viewer)))
        throw notFound(apiText('fileNotFound'));
      const insider = isOwnerOrAdmin(product, viewer);
      // Certificates (lab reports, licences) can name the seller: owner and Admin only, unless the
      // operator cleared it for buyers (issue 18) and its product is published.
      if (
        file.kind === 'certificate' &&
        !insider &&
        !(file.sharedWithBuyers && product.productActive)
      )
        throw notFound(apiText('fileNotFound'));
      // Issue 41: a file awaiting the operator's review is its owner's and the operator's only.
      if (file.kind.startsWith('pending_') && !insider) throw notFound(apiText('fileNotFound'));
      return sendStored(
        reply,
        await app.storage.open(file.storageKey),
        file.contentType,
        insider ? file.fileName : genericFileName(file),
      );
    },
  );
};
