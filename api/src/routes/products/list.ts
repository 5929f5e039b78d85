import etag from '@fastify/etag';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireConfirmedContact } from '../../plugins/auth.js';
import { makeAnswer, pickEncoding } from '../../repositories/catalogue-answers.js';
import { NO_TOTALS } from '../../repositories/catalogue-totals.js';
import { listCataloguePage } from '../../repositories/product-catalogue.js';
import { isOwnerOrAdmin } from '../../repositories/products-repository.js';
import { answers } from '../../schemas/common.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';
import { toProductCardJson } from '../../schemas/product-card.js';
import { toProductJson } from '../../schemas/product.js';

const { catalogueQuerySchema, catalogueQueryToView, productsPageResponseSchema } = sharedSchemas;
/** As the app's compression threshold (app.ts). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * GET /products (docs/api.md): one page of product cards, filtered (spec §5) and sorted (§2), with
 * the cursor of the next page; `?owner=me`: the caller's own products, any status, whole (My
 * Listings). Visibility (spec §6): active products, plus the caller's own; Admin sees all.
 * Answers carry an ETag, so an unchanged page is a 304 without a body.
 */
export const productListRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(etag, { weak: true });

  app.get(
    '/products',
    {
      onRequest: app.authenticate,
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
