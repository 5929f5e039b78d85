// GET /products `total`: how many products match a view. Counting every match is the one part of a
// page that grows with the catalogue (a page itself is an index range), so a view's count is kept
// for CATALOGUE_COUNT_TTL_MS and dropped whenever a product changes through this API. Another API
// process's write shows within the TTL.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogueAnswers, type CatalogueAnswers } from './catalogue-answers.js';
import { createTtlMap, type TtlMap } from './ttl-map.js';

export type CatalogueTotals = TtlMap<number>;

const MAX_KEYS = 1000;

export function createCatalogueTotals(ttlMs: number, now = () => Date.now()): CatalogueTotals {
  return createTtlMap<number>(ttlMs, MAX_KEYS, now);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** View counts; its `clear` also drops the kept answers (catalogueAnswers). */
    catalogueTotals: CatalogueTotals;
    catalogueAnswers: CatalogueAnswers;
  }
}

/**
 * Decorates `catalogueTotals` and `catalogueAnswers`; any successful write under /products (and
 * an operator's review) clears both.
 */
export const catalogueTotals = fp(
  async (app: FastifyInstance) => {
    const answers = createCatalogueAnswers(app.config.cataloguePageTtlMs);
    const totals = createCatalogueTotals(app.config.catalogueCountTtlMs);
    app.decorate('catalogueAnswers', answers);
    app.decorate('catalogueTotals', {
      ...totals,
      clear: () => {
        totals.clear();
        answers.clear();
      },
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
        if (request.url.startsWith('/products')) app.catalogueTotals.clear();
      }
    });
  },
  { name: 'catalogue-totals', dependencies: ['core'] },
);
