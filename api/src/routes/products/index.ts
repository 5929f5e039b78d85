import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiText, domainText, issueCodedText, type CodedText } from '../../error-text.js';
import { badRequest, forbidden, HttpError, ruleViolation } from '../../http-error.js';
import { parseJsonBody } from '../../json-body.js';
import { assertMayTrade, requireCaller, requireConfirmedContact } from '../../plugins/auth.js';
import { canAccessListing } from '../../schemas/contact.js';
import { answers } from '../../schemas/common.js';
import { submissionToColumns, toProductJson } from '../../schemas/product.js';
import { sharedDomain } from '../../domain/shared-domain.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';
import { DOCUMENT_TYPES, IMAGE_TYPES, PHOTO_TYPES } from '../../uploads/file-type.js';
import { receiveUploads, type UploadField } from '../../uploads/receive-uploads.js';
import { productFilesQuota } from '../../uploads/storage-quota.js';
import { productSubmissionPayload } from '../../trade-desk/submission-payload.js';
import { announceNotifications } from '../../trade-desk/notify.js';
import etag from '@fastify/etag';
import type { FastifyReply } from 'fastify';
import { makeAnswer, pickEncoding } from '../../repositories/catalogue-answers.js';
import { NO_TOTALS } from '../../repositories/catalogue-totals.js';
import { listCataloguePage } from '../../repositories/product-catalogue.js';
import { isOwnerOrAdmin } from '../../repositories/products.js';
import { toProductCardJson } from '../../schemas/product-card.js';

const {
  productCreatedResponseSchema,
  productSubmissionSchema,
  submissionFileCountsSchema,
  SUBMISSION_PARTS,
} = sharedSchemas;
const { MAX_CERTIFICATES, MAX_PHOTOS, SUBMISSION_MESSAGES, SUBMIT_PRODUCT_MESSAGES } = sharedDomain;

type ProductSubmission = z.output<typeof productSubmissionSchema>;
type FileField = 'cover' | 'photo' | 'certificate';

/**
 * The files of a submission. One over each limit is let through to `beforeFile`, which answers the
 * spec's text ('You can only upload up to 4 photos.') before the extra file is read.
 */
const FIELDS: Record<FileField, UploadField> = {
  cover: { accept: IMAGE_TYPES },
  photo: { accept: PHOTO_TYPES, max: MAX_PHOTOS + 1 },
  certificate: { accept: DOCUMENT_TYPES, max: MAX_CERTIFICATES + 1 },
};
/** The JSON of the product fields; far below the parser's 64 KB ceiling for a text part. */
const PRODUCT_PART_MAX = 60_000;

const LIMIT_TEXT: Partial<Record<FileField, () => CodedText>> = {
  photo: () => domainText(SUBMIT_PRODUCT_MESSAGES, 'tooManyPhotos'),
  certificate: () => domainText(SUBMIT_PRODUCT_MESSAGES, 'tooManyCertificates'),
};

/** The first string (or key) holding U+0000, which PostgreSQL text cannot store. */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulPath(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** The `product` part: JSON validated by the shared schema; a 400 names the product field. */
function parseProductPart(text: string): ProductSubmission {
  let value: unknown;
  try {
    value = parseJsonBody(text);
  } catch (error) {
    // parseJsonBody names the whole body 'body'; here the whole is the `product` part.
    if (error instanceof HttpError && error.field === 'body') {
      const { code, params } = error;
      const text = error.message.replace(/^body: /, '');
      throw badRequest(SUBMISSION_PARTS.product, { code, ...(params ? { params } : {}), text });
    }
    throw error;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(SUBMISSION_PARTS.product, apiText('productFieldsNotObject'));
  }
  const nul = nulPath(value);
  if (nul) throw badRequest(nul.join('.') || SUBMISSION_PARTS.product, apiText('nulCharacter'));
  const parsed = productSubmissionSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.path.join('.') || SUBMISSION_PARTS.product, issueCodedText(issue));
  }
  return parsed.data;
}

/** Spec §5 file counts; the spec's limit texts unprefixed, the other rules named by field. */
function checkFileCounts(fields: readonly string[], { complete }: { complete: boolean }): void {
  const counts = { cover: 0, photo: 0, certificate: 0 };
  for (const field of fields) counts[field as FileField] += 1;
  for (const field of ['photo', 'certificate'] as const) {
    const max = field === 'photo' ? MAX_PHOTOS : MAX_CERTIFICATES;
    if (counts[field] > max) throw ruleViolation(field, LIMIT_TEXT[field]!());
  }
  if (!complete) return;
  const result = submissionFileCountsSchema.safeParse(counts);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw badRequest(String(issue.path[0]), issueCodedText(issue));
  }
}

const { catalogueQuerySchema, catalogueQueryToView, productsPageResponseSchema } = sharedSchemas;
/** As the app's compression threshold (app.ts). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * GET /products (docs/api.md): one page of product cards, filtered (spec §5) and sorted (§2), with
 * the cursor of the next page; `?owner=me`: the caller's own products, any status, whole (My
 * Listings). Visibility (spec §6): active products, plus the caller's own; Admin sees all.
 * Answers carry an ETag, so an unchanged page is a 304 without a body: @fastify/etag is registered
 * in this plugin only, not on POST /products.
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(etag, { weak: true });

  app.get(
    '/products',
    {
      schema: {
        querystring: catalogueQuerySchema,
        response: answers({ 200: productsPageResponseSchema }),
      },
    },
    async (request, reply) => {
      const viewer = await requireConfirmedContact(request);
      void reply.header('cache-control', 'private, no-cache');
      if (request.query.owner === 'me') {
        const own = await app.productsRepository.listVisible(viewer, { ownOnly: true });
        return {
          products: own.map(({ product, files }) =>
            toProductJson(product, files, isOwnerOrAdmin(product, viewer)),
          ),
          nextCursor: null,
          total: own.length,
        };
      }
      const activeOnly = request.query.status === 'active';
      // Issue 21: nothing kept is used before this replica has heard of every product write
      // answered (by any replica) before this request arrived.
      const fresh = await app.catalogueFresh();
      const read = async () => {
        const { limit, ...view } = catalogueQueryToView(request.query);
        const page = await listCataloguePage(app.db, viewer, {
          view,
          limit,
          cursor: request.query.cursor,
          activeOnly,
          totals: fresh ? app.catalogueTotals : NO_TOTALS,
        });
        return {
          products: page.rows.map(toProductCardJson),
          nextCursor: page.nextCursor,
          total: page.total,
        };
      };
      if (!activeOnly) return read();

      // The marketplace's pages are the same for every viewer: kept whole for a moment
      // (catalogue-answers.ts), then sent as they are — @fastify/etag answers If-None-Match
      // with a 304 from the ETag set here, @fastify/compress leaves an encoded body alone.
      const key = request.url.slice(request.url.indexOf('?') + 1);
      const kept = fresh ? app.catalogueAnswers.get(key) : undefined;
      let answer = kept;
      if (!answer) {
        // A page read while a product changed may show it as it was: it is sent, not kept.
        const generation = app.catalogueGeneration();
        // Serialized as the route's 200 schema serializes (it is sent as a string, which Fastify
        // does not serialize again): kept pages are checked against it as every other answer.
        const body = reply.serialize(await read()) as string;
        answer =
          fresh && generation === app.catalogueGeneration()
            ? app.catalogueAnswers.set(key, body)
            : makeAnswer(body);
      }
      const encoding =
        Buffer.byteLength(answer.body) >= COMPRESS_FROM_BYTES
          ? pickEncoding(request.headers['accept-encoding'])
          : null;
      // Sent as it is, already serialized: Fastify passes a string or Buffer on unchanged.
      const raw = reply as FastifyReply;
      void raw
        .header('content-type', 'application/json; charset=utf-8')
        .header('etag', answer.etag)
        .header('vary', 'accept-encoding');
      if (!encoding) return raw.send(answer.body);
      return raw.header('content-encoding', encoding).send(answer.encoded(encoding));
    },
  );
};

/** GET /products (the catalogue) and POST /products (a submission). */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueRoutes);
  const quota = productFilesQuota(app.config);

  /**
   * POST /products — a seller's submission (spec §5), all or nothing: one multipart request with
   * the `product` part (JSON, first) and the files `cover`, `photo` (1–4 images or videos) and
   * `certificate` (1–2). The files are streamed to storage as they arrive; the product, its file
   * rows and the `product_submission` webhook row are then written in one transaction. Any
   * failure on the way removes the stored files and writes nothing.
   */
  app.post(
    '/products',
    {
      schema: { response: answers({ 201: productCreatedResponseSchema }) },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const contact = await requireConfirmedContact(request);
      if (!canAccessListing(contact)) throw forbidden(apiText('sellerAccountNeeded'));
      // Issue 18: listing waits for the operator's verification of the licence documents.
      await assertMayTrade(request, contact);

      let submission: ProductSubmission | null = null;
      // Issue 18: the files of a contact's listings have a quota, checked again under its lock.
      const early = quota.whileReceiving(await app.productsRepository.fileUsage(contact.id));
      const created = await receiveUploads(request, {
        fields: FIELDS,
        textFields: { [SUBMISSION_PARTS.product]: { maxLength: PRODUCT_PART_MAX } },
        store: { folder: 'products', idPrefix: 'f' },
        maxTotalBytes: early.maxTotalBytes,
        requireFile: false,
        onText: (_field, value) => {
          submission = parseProductPart(value);
        },
        beforeFile: (field, received) => {
          // The fields first: an invalid submission is refused before any file is stored.
          if (!submission)
            throw badRequest(
              SUBMISSION_PARTS.product,
              domainText(SUBMISSION_MESSAGES, 'productFirst'),
            );
          checkFileCounts([...received.map((f) => f.field), field], { complete: false });
          early.checkCount(field, received);
        },
        commit: async (files) => {
          if (!submission) {
            throw badRequest(
              SUBMISSION_PARTS.product,
              domainText(SUBMISSION_MESSAGES, 'productMissing'),
            );
          }
          checkFileCounts(
            files.map((f) => f.field),
            { complete: true },
          );
          return app.productsRepository.createSubmission(
            { ...submissionToColumns(submission), ownerContactId: contact.id },
            files.map((f) => ({
              id: f.id,
              kind: f.field as FileField,
              storageKey: f.storageKey,
              contentType: f.contentType,
              fileName: f.fileName,
              size: f.size,
            })),
            (product, rows) => productSubmissionPayload(product, rows, caller, contact.email),
            { ownerContactId: contact.id, check: (usage) => quota.check(usage, files) },
          );
        },
      });
      // Issue 20: the Admins' notifications of the new listing, written with it.
      announceNotifications(app.liveEvents, created.notifications);
      return reply
        .status(201)
        .send({ data: [toProductJson(created.product, created.files, true)] });
    },
  );
};
