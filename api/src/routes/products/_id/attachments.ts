import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductFileRow } from '../../../db/schema.js';
import { ruleViolation } from '../../../http-error.js';
import { idParams } from '../../../schemas/common.js';
import { coverUrl, fileUrl } from '../../../schemas/product.js';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../../uploads/file-type.js';
import { receiveUploads, type UploadField } from '../../../uploads/receive-uploads.js';
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
/** Photos are images; certificates (lab reports, licences) a PDF or an image. */
const FIELDS: Record<string, UploadField> = {
  cover: { accept: IMAGE_TYPES },
  photo: { accept: IMAGE_TYPES, max: LIMITS.photo + 1 },
  file: { accept: IMAGE_TYPES, max: LIMITS.photo + 1 },
  certificate: { accept: DOCUMENT_TYPES, max: LIMITS.certificate + 1 },
};

type Counts = Record<ProductFileRow['kind'], number>;

/** Spec §5 limits for the files of this request on top of those stored; the spec text is the error. */
function checkLimits(existing: Counts, fields: readonly string[]): void {
  const added = { cover: 0, photo: 0, certificate: 0 };
  for (const field of fields) {
    const kind = FIELD_KIND[field]!;
    added[kind] += 1;
    const total = kind === 'cover' ? added.cover : existing[kind] + added[kind];
    if (total > LIMITS[kind]) throw ruleViolation(field, LIMIT_TEXT[kind]);
  }
}

/** POST /products/:id/attachments — cover, photos (images) and certificates (PDF or image). */
export const productAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/:id/attachments',
    { onRequest: app.authenticate, schema: { params: idParams } },
    async (request, reply) => {
      const { product } = await requireOwnListing(request, request.params.id);
      // An early answer before a refused file's bytes are read; addFiles checks again under the
      // product lock.
      const existing = await app.productsRepository.countFiles(product.id);
      const { rows, replaced } = await receiveUploads(request, {
        fields: FIELDS,
        store: { folder: 'products', idPrefix: 'f' },
        beforeFile: (field, received) =>
          checkLimits(existing, [...received.map((f) => f.field), field]),
        commit: async (files) => {
          const rows = files.map((f) => ({
            id: f.id,
            productId: product.id,
            kind: FIELD_KIND[f.field]!,
            position: 0,
            storageKey: f.storageKey,
            contentType: f.contentType,
            fileName: f.fileName,
            size: f.size,
          }));
          const replaced = await app.productsRepository.addFiles(product.id, rows, (now) =>
            checkLimits(
              now,
              files.map((f) => f.field),
            ),
          );
          return { rows, replaced };
        },
      });
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
