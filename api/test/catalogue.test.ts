// GET /products as pages: the shared table of spec §5 filter cases (the same one the browser rule
// runs), sorts, the keyset cursor, visibility, validation, ETag and compression.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { FILTER_CASE_PRODUCTS, FILTER_CASES } from '@leafbid/domain/testing';
import { catalogueViewToParams, DEFAULT_PRODUCT_FILTERS } from '@leafbid/domain';
import { createProduct, createTestContext, createUser, request, errorOf } from './helpers.js';
import { testSuite } from './suite.js';

/** FILTER_CASE_PRODUCTS' id → the id the database gave it. */
const idOf = new Map<string, string>();

const query = (filters: object, extra = '') =>
  `/products?${catalogueViewToParams({ filters: { ...DEFAULT_PRODUCT_FILTERS, ...filters }, sort: 'newest' })}${extra}`;
const names = (res: { json(): { products: Array<{ Product_Name: string }> } }) =>
  res.json().products.map((p) => p.Product_Name);

const { ctx, buyer, seller, ready } = testSuite({
  buyer: { contactType: ['Buyer'] },
  seller: { contactType: ['Seller'] },
});

before(async () => {
  await ready;
  for (const [i, p] of FILTER_CASE_PRODUCTS.entries()) {
    const row = await createProduct(ctx.db, {
      productName: p.Product_Name!,
      productCategory: p.Product_Category ?? null,
      categories: p.Categories ?? [],
      certification: (p.Certification as string[] | undefined) ?? [],
      terpen: p.Terpen ?? null,
      highestTerpenes: p.Highest_Terpenes ?? null,
      thcAsIs: p.THC_as_is ?? null,
      thcMin: p.THC_Min ?? null,
      thcMax: p.THC_Max ?? null,
      cbdAsIs: p.CBD_as_is ?? null,
      cbdMin: p.CBD_Min ?? null,
      cbdMax: p.CBD_Max ?? null,
      gramsAvailable: p.Grams_Available_When_submitted ?? null,
      upcomingQty3Months: p.Upcoming_QTY_3_Months ?? null,
      createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
    });
    idOf.set(p.id!, row.id);
  }
});

describe('GET /products filters: the table shared with the browser rule', () => {
  for (const c of FILTER_CASES) {
    it(c.name, async () => {
      const res = await request(ctx.app, 'GET', query(c.filters, '&status=active'), buyer.token);
      assert.equal(res.statusCode, 200, res.body);
      const got = res
        .json()
        .products.map((p: { id: string }) => p.id)
        .sort();
      assert.deepEqual(got, c.expected.map((id) => idOf.get(id)).sort());
      assert.equal(res.json().total, c.expected.length);
    });
  }
});

describe('GET /products pages', () => {
  before(async () => {
    // 30 more active products a minute apart, and one inactive product of the seller's.
    for (let i = 0; i < 30; i += 1) {
      await createProduct(ctx.db, {
        productName: `Batch ${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2026, 10, 20, 0, i)),
      });
    }
    await createProduct(ctx.db, {
      productName: 'Seller draft',
      ownerContactId: seller.contact!.id,
      productActive: false,
      createdAt: new Date(Date.UTC(2026, 10, 21)),
    });
  });

  async function walk(url: string, token: string): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await request(ctx.app, 'GET', cursor ? `${url}&cursor=${cursor}` : url, token);
      assert.equal(res.statusCode, 200, res.body);
      seen.push(...names(res));
      cursor = res.json().nextCursor;
    } while (cursor);
    return seen;
  }

  it('New arrivals: 24 per page, newest first, every product once across the pages', async () => {
    const first = await request(ctx.app, 'GET', '/products?status=active', buyer.token);
    assert.equal(first.json().products.length, 24);
    assert.equal(first.json().total, 35);
    assert.equal(names(first)[0], 'Batch 29');
    // A filtered view's first page counts every match, not the page's; the pages after it none.
    const filtered = await request(
      ctx.app,
      'GET',
      '/products?status=active&q=batch&limit=5',
      buyer.token,
    );
    assert.equal(filtered.statusCode, 200, filtered.body);
    assert.deepEqual(names(filtered), ['Batch 29', 'Batch 28', 'Batch 27', 'Batch 26', 'Batch 25']);
    assert.equal(filtered.json().total, 30);
    const after = await request(
      ctx.app,
      'GET',
      `/products?status=active&q=batch&limit=5&cursor=${filtered.json().nextCursor}`,
      buyer.token,
    );
    assert.deepEqual(names(after), ['Batch 24', 'Batch 23', 'Batch 22', 'Batch 21', 'Batch 20']);
    assert.equal(after.json().total, null);
    const all = await walk('/products?status=active', buyer.token);
    assert.equal(all.length, 35);
    assert.equal(new Set(all).size, 35);
    assert.deepEqual(all.slice(0, 3), ['Batch 29', 'Batch 28', 'Batch 27']);
    assert.equal(all.at(-1), FILTER_CASE_PRODUCTS[0]!.Product_Name);
  });

  it('Alphabetical, case-insensitive, across pages of 5', async () => {
    const all = await walk('/products?status=active&sort=alphabetical&limit=5', buyer.token);
    assert.equal(all.length, 35);
    const lower = all.map((n) => n.toLowerCase());
    assert.deepEqual(lower, [...lower].sort());
    assert.equal(all[0], 'bare kush');
  });

  it('filters and sort combine across pages', async () => {
    const all = await walk('/products?q=batch%201&sort=alphabetical&limit=4', buyer.token);
    assert.deepEqual(
      all,
      Array.from({ length: 10 }, (_, i) => `Batch 1${i}`),
    );
  });

  it('later pages do not count again; the dashboard asks for the 4 newest', async () => {
    const first = await request(ctx.app, 'GET', '/products?status=active&limit=4', buyer.token);
    assert.deepEqual(names(first), ['Batch 29', 'Batch 28', 'Batch 27', 'Batch 26']);
    const next = await request(
      ctx.app,
      'GET',
      `/products?status=active&limit=4&cursor=${first.json().nextCursor}`,
      buyer.token,
    );
    assert.equal(next.json().total, null);
    assert.equal(names(next)[0], 'Batch 25');
  });

  it("without status=active the seller's own draft comes too, never another's", async () => {
    assert.equal((await walk('/products?limit=50', seller.token)).includes('Seller draft'), true);
    assert.equal((await walk('/products?limit=50', buyer.token)).includes('Seller draft'), false);
    assert.equal(
      (await walk('/products?status=active&limit=50', seller.token)).includes('Seller draft'),
      false,
    );
  });

  it('a cursor this API did not give is a 400 naming it', async () => {
    for (const cursor of [
      'nonsense',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('["x","y"]').toString('base64url'),
    ]) {
      const res = await request(ctx.app, 'GET', `/products?cursor=${cursor}`, buyer.token);
      assert.equal(res.statusCode, 400, cursor);
      assert.deepEqual(errorOf(res), {
        error: 'cursor: cursor is not one this API gave',
        field: 'cursor',
      });
    }
  });

  it('bad filter values are a 400 naming the parameter', async () => {
    for (const [qs, field] of [
      ['thcMin=x', 'thcMin'],
      ['cbdMin=50&cbdMax=10', 'cbdMin'],
      ['limit=1000', 'limit'],
      ['sort=cheapest', 'sort'],
    ]) {
      const res = await request(ctx.app, 'GET', `/products?${qs}`, buyer.token);
      assert.equal(res.statusCode, 400, qs);
      assert.equal(res.json().field, field, qs);
    }
  });
});

describe('GET /products on the wire', () => {
  it('an unchanged page answers 304 to If-None-Match; a change gives a new ETag', async () => {
    const first = await request(ctx.app, 'GET', '/products?status=active', buyer.token);
    const tag = first.headers.etag as string;
    assert.match(tag, /^W\//);
    assert.equal(first.headers['cache-control'], 'private, no-cache');
    const again = await request(ctx.app, 'GET', '/products?status=active', buyer.token, undefined, {
      'if-none-match': tag,
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    await createProduct(ctx.db, {
      productName: 'Brand new',
      createdAt: new Date(Date.UTC(2026, 10, 30)),
    });
    const changed = await request(
      ctx.app,
      'GET',
      '/products?status=active',
      buyer.token,
      undefined,
      { 'if-none-match': tag },
    );
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, tag);
  });

  it('each card carries the price per gram, the grams available and the minimum order (issue 18)', async () => {
    const lot = await createProduct(ctx.db, {
      productName: 'Card Figures Kush',
      minRequestPrice: 2.2,
      gramsAvailable: 5000,
      minQtyRequest: 1000,
      createdAt: new Date(Date.UTC(2026, 11, 31)),
    });
    try {
      const res = await request(ctx.app, 'GET', '/products?status=active&limit=1', buyer.token);
      const [card] = res.json().products;
      assert.equal(card.id, lot.id);
      assert.equal(card.Min_Request_G_Including_5_markup, 2.2);
      assert.equal(card.Grams_Available_When_submitted, 5000);
      assert.equal(card.Min_QTY_Request, 1000);
    } finally {
      await ctx.db.delete(schema.products).where(eq(schema.products.id, lot.id));
    }
  });

  it('a page goes out compressed when the caller accepts br', async () => {
    const res = await request(ctx.app, 'GET', '/products?status=active', buyer.token, undefined, {
      'accept-encoding': 'br, gzip',
    });
    assert.equal(res.headers['content-encoding'], 'br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    assert.equal(body.products.length, 24);
    assert.ok(res.rawPayload.length < Buffer.byteLength(JSON.stringify(body)) / 2);
  });
});

describe('GET /products total: kept for CATALOGUE_COUNT_TTL_MS, dropped by a product write', () => {
  it('reuses a view’s count until a product changes through the API', async () => {
    const cached = await createTestContext({ catalogueCountTtlMs: 60_000 });
    try {
      const owner = await createUser(cached.db, { contactType: ['Seller'] });
      const reader = await createUser(cached.db, { contactType: ['Buyer'] });
      const mine = await createProduct(cached.db, { ownerContactId: owner.contact!.id });
      for (let i = 0; i < 3; i += 1) await createProduct(cached.db, { productName: `Extra ${i}` });
      const total = async () =>
        (await request(cached.app, 'GET', '/products?status=active&limit=2', reader.token)).json()
          .total as number;
      assert.equal(await total(), 4);
      await createProduct(cached.db, { productName: 'Written behind the API' });
      assert.equal(await total(), 4, 'the count is reused');
      const edit = await request(cached.app, 'PUT', `/products/${mine.id}`, owner.token, {
        Product_Name: 'Renamed',
        Harvest_Date: null,
        Highest_Terpenes: null,
        Min_Request_G_Including_5_markup: 2,
      });
      assert.equal(edit.statusCode, 200, edit.body);
      assert.equal(await total(), 5, 'a write through the API drops it');

      // A filtered view's count is kept the same way.
      const extras = async () =>
        (
          await request(cached.app, 'GET', '/products?status=active&q=extra&limit=2', reader.token)
        ).json().total as number;
      assert.equal(await extras(), 3);
      await createProduct(cached.db, { productName: 'Extra written behind the API' });
      assert.equal(await extras(), 3, 'the count is reused');
    } finally {
      await cached.close();
    }
  });
});

describe('GET /products?status=active: a page kept whole for CATALOGUE_PAGE_TTL_MS', () => {
  it('answers the same bytes and ETag to every viewer, in each encoding, until a product changes through the API', async () => {
    const cached = await createTestContext({ cataloguePageTtlMs: 60_000 });
    try {
      const owner = await createUser(cached.db, { contactType: ['Seller'] });
      const readers = [
        await createUser(cached.db, { contactType: ['Buyer'] }),
        await createUser(cached.db, { contactType: ['Buyer'] }),
      ];
      const mine = await createProduct(cached.db, { ownerContactId: owner.contact!.id });
      for (let i = 0; i < 30; i += 1) await createProduct(cached.db, { productName: `Extra ${i}` });
      const page = (token: string, encoding?: string) =>
        request(
          cached.app,
          'GET',
          '/products?status=active',
          token,
          undefined,
          encoding ? { 'accept-encoding': encoding } : {},
        );
      const plain = await page(readers[0]!.token);
      const br = await page(readers[1]!.token, 'br');
      const gzip = await page(readers[1]!.token, 'gzip, deflate');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.equal(br.headers.vary, 'accept-encoding');
      assert.equal(brotliDecompressSync(br.rawPayload).toString('utf8'), plain.body);
      assert.equal(gunzipSync(gzip.rawPayload).toString('utf8'), plain.body);
      assert.equal(br.headers.etag, plain.headers.etag);
      assert.equal(plain.json().products.length, 24);
      const notModified = await request(
        cached.app,
        'GET',
        '/products?status=active',
        readers[1]!.token,
        undefined,
        { 'if-none-match': plain.headers.etag as string },
      );
      assert.equal(notModified.statusCode, 304);

      await createProduct(cached.db, {
        productName: 'Written behind the API',
        createdAt: new Date(Date.UTC(2030, 0, 1)),
      });
      assert.equal((await page(readers[0]!.token)).body, plain.body, 'the page is reused');
      const edit = await request(cached.app, 'PUT', `/products/${mine.id}`, owner.token, {
        Product_Name: 'Renamed',
        Harvest_Date: null,
        Highest_Terpenes: null,
        Min_Request_G_Including_5_markup: 2,
      });
      assert.equal(edit.statusCode, 200, edit.body);
      const fresh = await page(readers[0]!.token);
      assert.equal(fresh.json().products[0].Product_Name, 'Written behind the API');
      assert.notEqual(fresh.headers.etag, plain.headers.etag);
    } finally {
      await cached.close();
    }
  });
});

describe('GET /products cursor with equal Created_Time', () => {
  it('walks products created in the same microsecond once each, newest-first pages of 2', async () => {
    const same = new Date('2026-11-15T10:00:00.123Z');
    for (let i = 0; i < 5; i += 1)
      await createProduct(ctx.db, { productName: `Tie ${i}`, createdAt: same });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/products?q=tie&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await request(ctx.app, 'GET', url, buyer.token);
      seen.push(...names(res));
      cursor = res.json().nextCursor;
    } while (cursor);
    assert.deepEqual([...seen].sort(), ['Tie 0', 'Tie 1', 'Tie 2', 'Tie 3', 'Tie 4']);
  });
});

describe('the name search reads the stored name_key (issue 22)', () => {
  it('follows a rename, trimmed and in any case', async () => {
    const row = await createProduct(ctx.db, { productName: 'Wedding Cake' });
    const find = async (name: string) =>
      names(await request(ctx.app, 'GET', query({ name }, '&status=active'), buyer.token));
    assert.deepEqual(await find('wedding'), ['Wedding Cake']);
    await ctx.db
      .update(schema.products)
      .set({ productName: '  Gelato CAKE #41 ' })
      .where(eq(schema.products.id, row.id));
    assert.deepEqual(await find('wedding'), []);
    assert.deepEqual(await find('gelato cake #41'), ['  Gelato CAKE #41 ']);
    const [stored] = await ctx.db
      .select({ nameKey: schema.products.nameKey })
      .from(schema.products)
      .where(eq(schema.products.id, row.id));
    assert.equal(stored!.nameKey, 'gelato cake #41');
  });

  it("takes LIKE's wildcards and its escape character in a search as the characters they are", async () => {
    for (const productName of ['Mint 100% Haze', 'Mint 1000 Haze', 'Mint_Dream', 'Mint-Dream'])
      await createProduct(ctx.db, { productName });
    await createProduct(ctx.db, { productName: 'Mint \\ Slash' });
    const find = async (name: string) =>
      names(await request(ctx.app, 'GET', query({ name }, '&status=active'), buyer.token)).sort();
    assert.deepEqual(await find('0% h'), ['Mint 100% Haze']);
    assert.deepEqual(await find('%'), ['Mint 100% Haze']);
    assert.deepEqual(await find('mint_'), ['Mint_Dream']);
    assert.deepEqual(await find('t \\ s'), ['Mint \\ Slash']);
    assert.deepEqual(await find('\\%'), []);
    assert.deepEqual(await find('mint'), [
      'Mint 100% Haze',
      'Mint 1000 Haze',
      'Mint \\ Slash',
      'Mint-Dream',
      'Mint_Dream',
    ]);
  });

  it('has a trigram index that can answer it, on PGlite and on PostgreSQL (migration 0017)', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      // A test table is too small for the planner to choose an index: make a scan its last resort.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result: unknown = await tx.execute(
        sql`explain select count(*) from products where name_key like ${'%pink kush%'}`,
      );
      // PGlite's driver answers { rows }, node-postgres' a result with rows too.
      const { rows } = result as { rows: Array<Record<string, string>> };
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    assert.match(plan, /products_name_key_trgm_idx/);
  });
});
