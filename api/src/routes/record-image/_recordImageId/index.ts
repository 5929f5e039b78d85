import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '../../../error-text.js';
import { notFound } from '../../../http-error.js';
import { requireConfirmedContact } from '../../../plugins/auth.js';
import { isOwnerOrAdmin } from '../../../repositories/products.js';
import { errorAnswers, str } from '../../../schemas/common.js';
import { genericFileName, imageQuery, sendStored } from '../../../media/send-stored.js';

/**
 * GET /record-image/:recordImageId — a product's Record_Image (spec §7 names it
 * /{crm-provider}-image/{Record_Image}; Leafbid keeps the record image itself). Served to whoever
 * may see the product, under a generic name unless owner or Admin.
 */
export const recordImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/record-image/:recordImageId',
    {
      // The image's bytes are streamed (sendStored): no JSON schema for them, only for the errors.
      schema: {
        params: z.object({ recordImageId: str().min(1).max(64) }),
        querystring: imageQuery,
        response: errorAnswers,
      },
    },
    async (request, reply) => {
      const viewer = await requireConfirmedContact(request);
      const file = await app.productsRepository.findRecordImage(request.params.recordImageId);
      const product = file ? await app.productsRepository.findById(file.productId) : null;
      if (!file || !product || !(await app.productsRepository.canSee(product, viewer)))
        throw notFound(apiText('fileNotFound'));
      return sendStored(
        reply,
        await app.storage.open(file.storageKey),
        file.contentType,
        isOwnerOrAdmin(product, viewer) ? file.fileName : genericFileName(file),
      );
    },
  );
};
