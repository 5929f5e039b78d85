// GET /products as pages of card fields: the spec §5 marketplace filters of @leafbid/shared's rule
// module (`matchesFilters`) written as SQL, the §2 sorts, and a keyset cursor. One query per page
// (the cover is an EXISTS on the product's files); the first page of a view also counts its
// matches, unless `totals` still holds that count. The shared table of filter cases runs through
// both.
import type { CatalogueView } from '@leafbid/domain';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, type ContactRow } from '../db/schema.js';
import { sharedDomain } from '../domain/shared-domain.js';
import { apiText } from '../error-text.js';
import { badRequest } from '../http-error.js';
import type { CatalogueTotals } from './catalogue-totals.js';
import { listedForOthersSql } from './products.js';
import { isAdmin } from '../schemas/contact.js';

type View = CatalogueView;
const { QUANTITY_SLIDER_MAX, DESCRIPTION_PREVIEW_LENGTH, isFullPercentRange } = sharedDomain;

export interface CatalogueRow {
  id: string;
  productName: string;
  description: string | null;
  productCategory: string | null;
  categories: string[];
  highestTerpenes: string | null;
  terpen: string | null;
  thcAsIs: number | null;
  thcMin: number | null;
  thcMax: number | null;
  cbdAsIs: number | null;
  cbdMin: number | null;
  cbdMax: number | null;
  minRequestPrice: number | null;
  gramsAvailable: number | null;
  minQtyRequest: number | null;
  productActive: boolean;
  requestPending: boolean;
  createdAt: Date;
  hasCover: boolean;
}

export interface CataloguePage {
  rows: CatalogueRow[];
  nextCursor: string | null;
  /** How many products match, on the first page only (null on later pages). */
  total: number | null;
}

export interface CataloguePageOptions {
  view: View;
  limit: number;
  cursor?: string;
  /** Only active products (marketplace, dashboard); else also the viewer's own (spec §6). */
  activeOnly: boolean;
  /** Counts of recent views (see catalogue-totals.ts). */
  totals?: CatalogueTotals;
}

/** `lower(btrim(coalesce(col, '')))`: the browser rule's `lower()` (trimmed, lower case, '' for null). */
const folded = (column: AnyColumn) => sql`lower(btrim(coalesce(${column}, '')))`;
const fold = (s: string) => s.trim().toLowerCase();
const contains = (haystack: SQL, needle: string) => sql`strpos(${haystack}, ${fold(needle)}) > 0`;
/** A literal for LIKE: its wildcards and the escape character (backslash, LIKE's default) escaped. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** A product's [low, high] THC or CBD: min ?? as_is ?? 0 and max ?? as_is ?? 0, in order. */
function potencyWithin(kind: 'thc' | 'cbd', [min, max]: readonly [number, number]): SQL {
  const [lo, hi, asIs] =
    kind === 'thc'
      ? [products.thcMin, products.thcMax, products.thcAsIs]
      : [products.cbdMin, products.cbdMax, products.cbdAsIs];
  const a = sql`coalesce(${lo}, ${asIs}, 0)`;
  const b = sql`coalesce(${hi}, ${asIs}, 0)`;
  return sql`least(${a}, ${b}) >= ${min} and greatest(${a}, ${b}) <= ${max}`;
}

const allOf = (conditions: SQL[]): SQL =>
  conditions.length ? sql.join(conditions, sql` and `) : sql`true`;

function filterConditions({ filters: f }: View): SQL[] {
  const where: SQL[] = [];
  // name_key is lower(btrim(product_name)), stored (the name is never null): the same fold. As
  // `like '%…%'` (the same test as strpos, with the term's wildcards escaped) so that its trigram
  // index answers it (issue 22).
  if (fold(f.name)) where.push(sql`${products.nameKey} like ${`%${escapeLike(fold(f.name))}%`}`);
  // The untouched 0–100 slider filters nothing (shared rule); leaving it out also keeps the
  // planner on the sort's index instead of guessing these four conditions to be selective.
  if (!isFullPercentRange(f.thc)) where.push(potencyWithin('thc', f.thc));
  if (!isFullPercentRange(f.cbd)) where.push(potencyWithin('cbd', f.cbd));
  const total = sql`(coalesce(${products.gramsAvailable}, 0) + coalesce(${products.upcomingQty3Months}, 0))`;
  const [qMin, qMax] = f.quantity;
  if (qMin > 0) where.push(sql`${total} >= ${qMin}`);
  if (qMax < QUANTITY_SLIDER_MAX) where.push(sql`${total} <= ${qMax}`);
  if (fold(f.productType)) where.push(contains(folded(products.productCategory), f.productType));
  if (fold(f.certification)) {
    where.push(
      sql`exists (select 1 from unnest(${products.certification}) c where lower(btrim(c)) = ${fold(f.certification)})`,
    );
  }
  if (fold(f.terpene)) {
    where.push(
      contains(
        sql`${folded(products.highestTerpenes)} || ' ' || ${folded(products.terpen)}`,
        f.terpene,
      ),
    );
  }
  const wanted = [...new Set(f.categories.map(fold).filter(Boolean))];
  if (wanted.length) {
    const list = sql.join(
      wanted.map((w) => sql`${w}`),
      sql`, `,
    );
    where.push(
      sql`exists (select 1 from unnest(${products.categories}) c where lower(btrim(c)) in (${list}))`,
    );
  }
  return where;
}

// The sort keys. 'Alphabetical' compares lower-cased names byte by byte (COLLATE "C"), the same
// on PGlite and on any PostgreSQL locale; every sort ends on the id so the order is total.
// Issue 18's price (per gram, lowest first) and THC (highest figure first) keys are never null:
// a listing without the figure sorts last as ±Infinity, so a row tuple compares it like any
// other (each key as its index in migration 0010).
const nameKey = sql`lower(${products.productName}) collate "C"`;
const priceKey = sql`coalesce(${products.minRequestPrice}, 'Infinity'::float8)`;
const thcKey = sql`coalesce(greatest(${products.thcMin}, ${products.thcMax}, ${products.thcAsIs}), '-Infinity'::float8)`;
const ORDER = {
  newest: sql`${products.createdAt} desc nulls last, ${products.id} desc nulls last`, // as the index
  alphabetical: sql`${nameKey} asc, ${products.id} asc`,
  price: sql`${priceKey} asc, ${products.id} asc`,
  thc: sql`${thcKey} desc, ${products.id} desc`,
} as const;

// 'New arrivals' cursors hold Created_Time as whole microseconds since 1970 (exact both ways:
// below 2^53, float8 holds them exactly). Not `created_at::text`: formatting a timestamptz as text
// costs about half a millisecond per row (time zone rules), more than the rest of the page.
const epochMicros = sql`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`;
const fromEpochMicros = (micros: string) =>
  sql`('epoch'::timestamptz + (${micros}::float8 * interval '1 microsecond'))`;

/** The cursor is the last row's sort key and id, base64url JSON; only this API makes them. */
function encodeCursor(key: string, id: string): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((v) => typeof v === 'string' && v.length > 0 && v.length < 300)
    ) {
      return value as [string, string];
    }
  } catch {
    // falls through to the 400
  }
  throw badRequest('cursor', apiText('cursorUnknown'));
}

function afterCursor(sort: View['sort'], cursor: string): SQL {
  const [key, id] = decodeCursor(cursor);
  if (sort === 'alphabetical')
    return sql`(${nameKey}, ${products.id}) > (${key} collate "C", ${id})`;
  if (sort === 'price' || sort === 'thc') {
    // float8's text form round-trips exactly (PostgreSQL 12+), ±Infinity included.
    if (!/^(-?Infinity|-?\d+(\.\d+)?(e[+-]?\d+)?)$/.test(key))
      throw badRequest('cursor', apiText('cursorUnknown'));
    return sort === 'price'
      ? sql`(${priceKey}, ${products.id}) > (${key}::float8, ${id})`
      : sql`(${thcKey}, ${products.id}) < (${key}::float8, ${id})`;
  }
  if (!/^\d{1,16}$/.test(key)) throw badRequest('cursor', apiText('cursorUnknown'));
  return sql`(${products.createdAt}, ${products.id}) < (${fromEpochMicros(key)}, ${id})`;
}

export async function listCataloguePage(
  db: Db,
  viewer: ContactRow,
  { view, limit, cursor, activeOnly, totals }: CataloguePageOptions,
): Promise<CataloguePage> {
  const where = filterConditions(view);
  // Issue 18: a suspended seller's listings leave the marketplace (its own and Admin's lists keep them).
  if (activeOnly) where.push(listedForOthersSql);
  else if (!isAdmin(viewer)) {
    where.push(sql`(${listedForOthersSql} or ${products.ownerContactId} = ${viewer.id})`);
  }
  const matching = allOf(where);
  if (cursor) where.push(afterCursor(view.sort, cursor));

  const sortKey = {
    newest: epochMicros,
    alphabetical: sql`lower(${products.productName})`,
    price: sql`(${priceKey})::text`,
    thc: sql`(${thcKey})::text`,
  }[view.sort];
  const preview = DESCRIPTION_PREVIEW_LENGTH + 1; // one more than the card shows, so it knows to cut
  const rows = await db
    .select({
      id: products.id,
      productName: products.productName,
      description: sql<string | null>`left(${products.description}, ${preview})`,
      productCategory: products.productCategory,
      categories: products.categories,
      highestTerpenes: products.highestTerpenes,
      terpen: products.terpen,
      thcAsIs: products.thcAsIs,
      thcMin: products.thcMin,
      thcMax: products.thcMax,
      cbdAsIs: products.cbdAsIs,
      cbdMin: products.cbdMin,
      cbdMax: products.cbdMax,
      minRequestPrice: products.minRequestPrice,
      gramsAvailable: products.gramsAvailable,
      minQtyRequest: products.minQtyRequest,
      productActive: products.productActive,
      requestPending: products.requestPending,
      createdAt: products.createdAt,
      // Spelled out: drizzle leaves columns unqualified in a one-table select.
      hasCover: sql<boolean>`exists (select 1 from "product_files" f where f."product_id" = "products"."id" and f."kind" = 'cover')`,
      sortKey: sql<string>`${sortKey}`,
    })
    .from(products)
    .where(allOf(where))
    .orderBy(ORDER[view.sort])
    .limit(limit + 1);

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(last.sortKey, last.id) : null;
  return {
    rows: page.map(({ sortKey: _k, ...row }) => row),
    nextCursor,
    total: cursor
      ? null
      : nextCursor
        ? await countMatches(db, matching, totalsKey(), totals)
        : page.length,
  };

  /** Sorting does not change a count; visibility does when the viewer's own products come too. */
  function totalsKey(): string {
    return JSON.stringify([
      view.filters,
      activeOnly ? 'active' : isAdmin(viewer) ? 'all' : viewer.id,
    ]);
  }
}

async function countMatches(
  db: Db,
  matching: SQL,
  key: string,
  totals?: CatalogueTotals,
): Promise<number> {
  const cached = totals?.get(key);
  if (cached !== undefined) return cached;
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(products)
    .where(matching);
  const total = Number(row?.n ?? 0);
  totals?.set(key, total);
  return total;
}
