import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText, domainText } from '../../../error-text.js';
import { sharedDomain } from '../../../domain/shared-domain.js';
import { notFound } from '../../../http-error.js';
import { coverVariants } from '../../../media/cover-variants.js';
import { requireConfirmedContact } from '../../../plugins/auth.js';
import { isOwnerOrAdmin } from '../../../repositories/products.js';
import { errorAnswers, str } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';
import { genericFileName, sendStored, sendVariant } from '../../../media/send-stored.js';

/**
 * GET /product-image/:productId — the cover (spec §3: created products get /product-image/{id});
 * with `?w=` (issue 22) resized to that width as WebP, for a card's `srcset`.
 */
export const productImageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Issue 41: at most MAX_IMAGE_PIXELS decoded, IMAGE_JOBS_CONCURRENCY resizes at once.
  const variants = coverVariants({
    maxInputPixels: app.config.maxImagePixels,
    jobs: app.imageJobs,
  });
  app.get(
    '/product-image/:productId',
    {
      // The cover's bytes are streamed (sendStored): no JSON schema for them, only for the errors.
      schema: {
        params: z.object({ productId: str().min(1).max(64) }),
        querystring: sharedSchemas.coverImageQuerySchema,
        response: errorAnswers,
      },
    },
    async (request, reply) => {
      const viewer = await requireConfirmedContact(request);
      const product = await app.productsRepository.findById(request.params.productId);
      if (!product || !(await app.productsRepository.canSee(product, viewer)))
        throw notFound(domainText(sharedDomain.API_FALLBACK, 'fetchProduct'));
      const cover = await app.productsRepository.findCover(product.id);
      if (!cover) throw notFound(apiText('noCoverImage'));
      const width = request.query.w;
      const variant =
        width &&
        (await variants.resized(cover.storageKey, width, () => app.storage.get(cover.storageKey)));
      if (variant) return sendVariant(reply, variant);
      // No width asked, or the stored bytes could not be resized: the cover as it was uploaded.
      return sendStored(
        reply,
        await app.storage.open(cover.storageKey),
        cover.contentType,
        isOwnerOrAdmin(product, viewer) ? cover.fileName : genericFileName(cover),
      );
    },
  );
};
