// GET /products?status=active: the marketplace's pages are the same for every viewer (active
// products only, card fields, no owner), so an answer is kept whole for CATALOGUE_PAGE_TTL_MS —
// its JSON, its ETag and each compressed form made so far — and dropped with the view counts
// whenever a product changes through this API (catalogue-totals.ts). Serialising, hashing and
// compressing a 24-card page cost more than reading it (issue 10: the first page against
// /health). Another API process's write shows within the TTL.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createTtlMap } from './ttl-map.js';

export type Encoding = 'br' | 'gzip';

export interface CatalogueAnswer {
  body: string;
  /** Weak, as @fastify/etag makes them for the other answers. */
  etag: string;
  /** The body in `encoding`, compressed once and kept. */
  encoded(encoding: Encoding): Buffer;
}

export interface CatalogueAnswers {
  get(key: string): CatalogueAnswer | undefined;
  set(key: string, body: string): CatalogueAnswer;
  clear(): void;
}

const MAX_KEYS = 500;

export function makeAnswer(body: string): CatalogueAnswer {
  const forms = new Map<Encoding, Buffer>();
  return {
    body,
    etag: `W/"${createHash('sha1').update(body).digest('base64')}"`,
    encoded(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        form =
          encoding === 'br'
            ? brotliCompressSync(body, {
                params: {
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_QUALITY]: 4,
                  [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
                },
              })
            : gzipSync(body);
        forms.set(encoding, form);
      }
      return form;
    },
  };
}

export function createCatalogueAnswers(ttlMs: number, now = () => Date.now()): CatalogueAnswers {
  const entries = createTtlMap<CatalogueAnswer>(ttlMs, MAX_KEYS, now);
  return {
    get: (key) => entries.get(key),
    set(key, body) {
      const answer = makeAnswer(body);
      entries.set(key, answer);
      return answer;
    },
    clear: () => entries.clear(),
  };
}

/** The encoding to answer with, from Accept-Encoding: br, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}
