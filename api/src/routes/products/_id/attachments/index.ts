import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductFileRow } from '../../../../db/schema.js';
import { apiText, domainText, type CodedText } from '../../../../error-text.js';
import { ruleViolation } from '../../../../http-error.js';
import { answers, idParams } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';
import { sharedDomain } from '../../../../domain/shared-domain.js';
import { noFiles, type FileCounts } from '../../../../repositories/products.js';
import { coverUrl, fileUrl, recordImageUrl } from '../../../../schemas/product.js';
import { DOCUMENT_TYPES, IMAGE_TYPES, PHOTO_TYPES } from '../../../../uploads/file-type.js';
import { receiveUploads, type UploadField } from '../../../../uploads/receive-uploads.js';
import { productFilesQuota } from '../../../../uploads/storage-quota.js';
import { isAdmin } from '../../../../schemas/contact.js';
import { recordAudit } from '../../../../trade-desk/audit.js';
import { recordImageState } from '../../../../trade-desk/audit-fields.js';
import { requireOwnListing } from '../../../../trade-desk/own-listing.js';
import { eq } from 'drizzle-orm';
import { products, type NotificationRow } from '../../../../db/schema.js';
import { notifyListingReview } from '../../../../repositories/products.js';
import {
  editsNeedReview,
  isPendingKind,
  mergePending,
  PENDING_KIND,
  pendingState,
} from '../../../../repositories/pending-changes.js';
import { announceNotifications } from '../../../../trade-desk/notify.js';
import { actsAsOperator, auditOperatorFiles } from '../../../../trade-desk/operator-listing-audit.js';

const { SUBMISSION_MESSAGES, SUBMIT_PRODUCT_MESSAGES } = sharedDomain;

/**
 * Field → file kind. `file` is the spec's generic "a file field" and counts as a photo;
 * `record_image` is the product's Record_Image (spec §3), served at /record-image/{id}.
 */
/** The kinds a field names (issue 41: a file awaiting review is stored under a pending_ kind). */
type LiveKind = 'cover' | 'photo' | 'certificate' | 'record_image';
const FIELD_KIND: Record<string, LiveKind> = {
  cover: 'cover',
  photo: 'photo',
  file: 'photo',
  certificate: 'certificate',
  record_image: 'record_image',
};
/** Spec §5 limits: 4 photos, 2 certificates, one cover; one record image. */
const LIMITS: Record<LiveKind, number> = {
  cover: 1,
  photo: 4,
  certificate: 2,
  record_image: 1,
};
const LIMIT_TEXT: Record<LiveKind, () => CodedText> = {
  cover: () => domainText(SUBMISSION_MESSAGES, 'coverOnlyOne'),
  photo: () => domainText(SUBMIT_PRODUCT_MESSAGES, 'tooManyPhotos'),
  certificate: () => domainText(SUBMIT_PRODUCT_MESSAGES, 'tooManyCertificates'),
  record_image: () => apiText('recordImageOnlyOne'),
};
/** Photos are images or videos (spec §5); certificates (lab reports, licences) a PDF or an image. */
const FIELDS: Record<string, UploadField> = {
  cover: { accept: IMAGE_TYPES },
  photo: { accept: PHOTO_TYPES, max: LIMITS.photo + 1 },
  file: { accept: PHOTO_TYPES, max: LIMITS.photo + 1 },
  certificate: { accept: DOCUMENT_TYPES, max: LIMITS.certificate + 1 },
  record_image: { accept: IMAGE_TYPES },
};

/** A new cover or record image replaces the old one: only the request's own count matters. */
const REPLACING = new Set<ProductFileRow['kind']>(['cover', 'record_image', 'pending_cover']);

/**
 * Issue 41: the kind a field's file is stored as — on a live listing its seller's new cover,
 * photos and certificates await the operator's review (a pending_ kind).
 */
function kindOf(field: string, review: boolean): ProductFileRow['kind'] {
  const kind = FIELD_KIND[field]!;
  return review && kind in PENDING_KIND ? PENDING_KIND[kind as keyof typeof PENDING_KIND] : kind;
}

/**
 * Spec §5 limits for the files of this request on top of those stored (the live ones and, issue
 * 41, those awaiting review, which join them once approved); the spec text is the error.
 */
function checkLimits(existing: FileCounts, fields: readonly string[]): void {
  const added = noFiles();
  for (const field of fields) {
    const kind = FIELD_KIND[field]!;
    added[kind] += 1;
    const pending = kind in PENDING_KIND ? existing[PENDING_KIND[kind as keyof typeof PENDING_KIND]] : 0;
    const total = REPLACING.has(kind) ? added[kind] : existing[kind] + pending + added[kind];
    if (total > LIMITS[kind]) throw ruleViolation(field, LIMIT_TEXT[kind]());
  }
}

/** How many of these fields' files replace one the product has (its cover, its record image). */
function replacing(existing: FileCounts, fields: readonly string[], review: boolean): number {
  const kinds = new Set(fields.map((field) => kindOf(field, review)));
  return [...kinds].filter((kind) => REPLACING.has(kind) && existing[kind] > 0).length;
}

/**
 * POST /products/:id/attachments — more files for an existing listing: cover, photos (images or
 * videos), certificates (PDF or image) and the record image.
 */
export const productAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const quota = productFilesQuota(app.config);

  app.post(
    '/products/:id/attachments',
    {
      schema: {
        params: idParams,
        response: answers({ 201: sharedSchemas.productFilesResponseSchema }),
      },
    },
    async (request, reply) => {
      const { contact, product } = await requireOwnListing(request, request.params.id);
      const byOperator = product.ownerContactId !== contact.id && isAdmin(contact);
      // Issue 41: the seller's files for its live listing wait for the operator's review.
      const review = editsNeedReview(product, !isAdmin(contact));
      let told: NotificationRow[] = [];
      // An early answer before a refused file's bytes are read; addFiles checks again under the
      // product lock.
      const existing = await app.productsRepository.countFiles(product.id);
      // Issue 18: the files of the owner's listings have a quota (a product without an owner, none).
      const owner = product.ownerContactId;
      const early = owner && quota.whileReceiving(await app.productsRepository.fileUsage(owner));
      const { rows, replaced } = await receiveUploads(request, {
        fields: FIELDS,
        store: { folder: 'products', idPrefix: 'f' },
        maxTotalBytes: early ? early.maxTotalBytes : undefined,
        beforeFile: (field, received) => {
          const fields = [...received.map((f) => f.field), field];
          checkLimits(existing, fields);
          if (early) early.checkCount(field, received, replacing(existing, fields, review));
        },
        commit: async (files) => {
          const rows = files.map((f) => ({
            id: f.id,
            productId: product.id,
            kind: kindOf(f.field, review),
            position: 0,
            storageKey: f.storageKey,
            contentType: f.contentType,
            fileName: f.fileName,
            size: f.size,
          }));
          const replaced = await app.productsRepository.addFiles(
            product.id,
            rows,
            (now) =>
              checkLimits(
                now,
                files.map((f) => f.field),
              ),
            owner
              ? { ownerContactId: owner, check: (usage) => quota.check(usage, files) }
              : undefined,
            // Issue 20: an Admin's record image on someone else's listing is on record.
            review
              ? async (tx) => {
                  // Issue 41: the files join the listing's changes awaiting review, on record.
                  const [current] = await tx
                    .select()
                    .from(products)
                    .where(eq(products.id, product.id));
                  const pendingChanges = mergePending(current ?? product, {}, true);
                  await tx.update(products).set({ pendingChanges }).where(eq(products.id, product.id));
                  await recordAudit(tx, {
                    actor: contact,
                    kind: 'listing.changes_submitted',
                    target: { type: 'product', id: product.id, label: product.productName },
                    before: null,
                    after: pendingState(pendingChanges, rows),
                  });
                  told = await notifyListingReview(tx, current ?? product);
                }
              : actsAsOperator(contact)
              ? async (tx, replaced) => {
                  // Issue 41: every file an operator adds or replaces is on record.
                  await auditOperatorFiles(
                    tx,
                    contact,
                    product,
                    rows.filter((r) => r.kind !== 'record_image'),
                    replaced.filter((r) => r.kind !== 'record_image'),
                  );
                  const added = rows.find((r) => r.kind === 'record_image');
                  if (!added || !byOperator) return;
                  await recordAudit(tx, {
                    actor: contact,
                    kind: 'listing.record_image',
                    target: { type: 'product', id: product.id, label: product.productName },
                    before: recordImageState(replaced.find((r) => r.kind === 'record_image')),
                    after: recordImageState(added),
                  });
                }
              : undefined,
          );
          return { rows, replaced };
        },
      });
      announceNotifications(app.liveEvents, told);
      await Promise.allSettled(replaced.map((key) => app.storage.delete(key)));
      return reply.status(201).send({
        data: rows.map((r) => ({
          id: r.id,
          // Issue 41: a file awaiting review answers its kind (cover, photo, certificate); its
          // URL is /file/{id} until the operator approves it (Pending_Changes of the listing).
          kind: (isPendingKind(r.kind) ? FIELD_KIND[r.kind.slice('pending_'.length)]! : r.kind) as
            | 'cover'
            | 'photo'
            | 'certificate'
            | 'record_image',
          file_name: r.fileName,
          url:
            r.kind === 'cover'
              ? coverUrl(product.id)
              : r.kind === 'record_image'
                ? recordImageUrl(r.id)
                : fileUrl(r.id),
        })),
      });
    },
  );
};
