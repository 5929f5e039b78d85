import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newId } from '../../../db/ids.js';
import type { ProductFileRow } from '../../../db/schema.js';
import { badRequest, ruleViolation } from '../../../http-error.js';
import { idParams } from '../../../schemas/common.js';
import { coverUrl, fileUrl } from '../../../schemas/product.js';
import { readUploads } from '../../../uploads.js';
import { requireOwnListing } from './own-listing.js';

/** Field → file kind. `file` is the spec's generic "a file field" and counts as a photo. */
const FIELD_KIND: Record<string, ProductFileRow['kind']> = {
  cover: 'cover',
  photo: 'photo',
  file: 'photo',
  certificate: 'certificate',
};
/** Spec §5 limits: 4 photos, 2 certificates, one cover. */
const LIMITS = { cover: 1, photo: 4, certificate: 2 } as const;
const LIMIT_TEXT = {
  cover: 'Only one cover image',
  photo: 'You can only upload up to 4 photos.',
  certificate: 'You can only upload up to 2 certificates.',
} as const;

/** POST /products/:id/attachments — cover, photos (images) and certificates (PDF or image). */
export const productAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/:id/attachments',
    { preHandler: app.authenticate, schema: { params: idParams } },
    async (request, reply) => {
      const { product } = await requireOwnListing(request, request.params.id);
      const uploads = await readUploads(
        request,
        Object.keys(FIELD_KIND),
        app.config.maxUploadBytes,
        {
          repeatable: ['photo', 'file', 'certificate'],
        },
      );

      for (const u of uploads) {
        const kind = FIELD_KIND[u.field]!;
        if (kind !== 'certificate' && u.contentType === 'application/pdf') {
          throw badRequest(u.field, 'File must be a JPEG or PNG image');
        }
      }
      /** Spec §5 limits against the files already stored; the spec text is the error. */
      const checkLimits = (existing: Record<ProductFileRow['kind'], number>) => {
        const added = { cover: 0, photo: 0, certificate: 0 };
        for (const u of uploads) {
          const kind = FIELD_KIND[u.field]!;
          added[kind] += 1;
          const total = kind === 'cover' ? added.cover : existing[kind] + added[kind];
          if (total > LIMITS[kind]) throw ruleViolation(u.field, LIMIT_TEXT[kind]);
        }
      };
      // Early answer before any bytes are stored; addFiles checks again under the product lock.
      const existing = await app.productsRepository.countFiles(product.id);
      checkLimits(existing);

      let position = existing.photo;
      const rows = uploads.map((u) => {
        const id = newId('f');
        const kind = FIELD_KIND[u.field]!;
        return {
          id,
          productId: product.id,
          kind,
          position: kind === 'photo' ? position++ : 0,
          storageKey: `products/${id}`,
          contentType: u.contentType,
          fileName: u.fileName,
          size: u.bytes.length,
        };
      });
      let replaced: string[];
      try {
        for (const [i, row] of rows.entries())
          await app.storage.put(row.storageKey, uploads[i]!.bytes, row.contentType);
        replaced = await app.productsRepository.addFiles(product.id, rows, checkLimits);
      } catch (error) {
        await Promise.allSettled(rows.map((r) => app.storage.delete(r.storageKey)));
        throw error;
      }
      await Promise.allSettled(replaced.map((key) => app.storage.delete(key)));
      return reply.status(201).send({
        data: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          file_name: r.fileName,
          url: r.kind === 'cover' ? coverUrl(product.id) : fileUrl(r.id),
        })),
      });
    },
  );
};
