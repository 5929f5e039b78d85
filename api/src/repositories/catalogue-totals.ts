// GET /products `total`: how many products match a view. Counting every match is the one part of a
// page that grows with the catalogue (a page itself is an index range), so a view's count is kept
// for CATALOGUE_COUNT_TTL_MS and dropped whenever a product changes through the API — on every
// replica (issue 21): a product write tells the others over PostgreSQL NOTIFY before it is
// answered, and a replica about to answer from memory first makes sure it has heard every such
// notification committed before the request came in (replicas/replica-bus.ts `sync`).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogueAnswers, type CatalogueAnswers } from './catalogue-answers.js';
import { createTtlMap, type TtlMap } from './ttl-map.js';

export type CatalogueTotals = TtlMap<number>;

const MAX_KEYS = 1000;

export function createCatalogueTotals(ttlMs: number, now = () => Date.now()): CatalogueTotals {
  return createTtlMap<number>(ttlMs, MAX_KEYS, now);
}

/** Keeps nothing: what a replica uses while it cannot hear the others' writes. */
export const NO_TOTALS: CatalogueTotals = {
  get: () => undefined,
  set: () => undefined,
  clear: () => undefined,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** View counts; its `clear` also drops the kept answers (catalogueAnswers), in this process. */
    catalogueTotals: CatalogueTotals;
    catalogueAnswers: CatalogueAnswers;
    /** A product changed: drops what every replica keeps; resolves once the others are told. */
    catalogueChanged(): Promise<void>;
    /**
     * Before answering from what is kept: resolves once every other replica's product write
     * answered before now has been heard here; false when it cannot be (use nothing kept).
     */
    catalogueFresh(): Promise<boolean>;
    /** Counts the drops: an answer read across one is not kept (it may predate the write). */
    catalogueGeneration(): number;
  }
}

/**
 * Decorates the catalogue's memory; any successful write under /products (and an operator's
 * review) drops it here and on every other replica before the write is answered.
 */
export const catalogueTotals = fp(
  async (app: FastifyInstance) => {
    const answers = createCatalogueAnswers(app.config.cataloguePageTtlMs);
    const totals = createCatalogueTotals(app.config.catalogueCountTtlMs);
    const bus = app.replicaBus;
    let generation = 0;
    const clear = () => {
      generation += 1;
      totals.clear();
      answers.clear();
    };
    app.decorate('catalogueAnswers', answers);
    app.decorate('catalogueTotals', { ...totals, clear });
    app.decorate('catalogueGeneration', () => generation);
    app.decorate('catalogueChanged', async () => {
      clear();
      if (!bus) return;
      try {
        await bus.notify('leafbid_catalogue', '');
      } catch (error) {
        // The write stands; other replicas drop their pages within CATALOGUE_PAGE_TTL_MS.
        app.log.error({ err: error }, 'could not tell the other replicas a product changed');
      }
    });
    app.decorate('catalogueFresh', async () => {
      if (!bus) return true;
      if (!bus.listening) return false;
      try {
        await bus.sync();
        return true;
      } catch {
        return false;
      }
    });
    if (bus) {
      bus.on('leafbid_catalogue', clear);
      // Writes made while this replica was not listening were not heard.
      bus.onReconnect(clear);
    }
    // onSend, not onResponse: the other replicas are told before the answer leaves.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
        if (request.url.startsWith('/products')) await app.catalogueChanged();
      }
      return payload;
    });
  },
  { name: 'catalogue-totals', dependencies: ['core', 'replicas'] },
);
