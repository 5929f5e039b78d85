// Issue 18: GET /products sorts by price per gram (lowest first) and by THC (highest first) beside
// the spec's two. Keyset pages walk the whole (filtered) list once each, in the order the shared
// rule (`sortProducts`) gives, ties and listings without the figure included.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sortProducts, type Product, type ProductSort } from '@leafbid/domain';
import { createProduct, request } from './helpers.js';
import { testSuite } from './suite.js';

/** What the shared rule sorts: the wire names of the fields the sorts read. */
const made: Array<Product & { category: string }> = [];

const { ctx, buyer, ready } = testSuite({ buyer: { contactType: ['Buyer'] } });

before(async () => {
  await ready;
  // 23 active listings: prices repeat (ties) and some have none; THC as ranges, as-is figures,
  // repeats and none. Every third is Sativa (the filter below).
  const prices = [2.2, 1.5, null, 3, 2.2, 0.75, 2.2, null, 10, 1.5, 4.25];
  const thc = [
    { thcMin: 18, thcMax: 22 },
    { thcAsIs: 30 },
    {},
    { thcMax: 22 },
    { thcMin: 25 },
    { thcMin: 12.5, thcMax: 14 },
    {},
  ];
  for (let i = 0; i < 23; i += 1) {
    const price = prices[i % prices.length] ?? null;
    const potency = thc[i % thc.length]!;
    const category = i % 3 === 0 ? 'Sativa' : 'Indica';
    const row = await createProduct(ctx.db, {
      productName: `Lot ${String(i).padStart(2, '0')}`,
      minRequestPrice: price,
      categories: [category],
      ...potency,
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
    });
    made.push({
      id: row.id,
      Product_Name: row.productName,
      Created_Time: row.createdAt.toISOString(),
      Min_Request_G_Including_5_markup: price,
      THC_Min: row.thcMin,
      THC_Max: row.thcMax,
      THC_as_is: row.thcAsIs,
      category,
    } as Product & { category: string });
  }
  // Inactive listings never show, whatever their figures.
  await createProduct(ctx.db, {
    productName: 'Draft',
    minRequestPrice: 0.01,
    thcAsIs: 99,
    productActive: false,
  });
});

async function walk(url: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await request(
      ctx.app,
      'GET',
      cursor ? `${url}&cursor=${cursor}` : url,
      buyer.token,
    );
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as { products: Array<{ id: string }>; nextCursor: string | null };
    assert.ok(body.products.length <= 4);
    seen.push(...body.products.map((p) => p.id));
    cursor = body.nextCursor;
    pages += 1;
    assert.ok(pages < 20, 'the cursor keeps moving');
  } while (cursor);
  return seen;
}

const expected = (sort: ProductSort, list = made) => sortProducts(list, sort).map((p) => p.id);

describe('GET /products sorts by price and by THC (issue 18)', () => {
  for (const sort of ['price', 'thc'] as const) {
    it(`sort=${sort}: pages of 4 walk every active listing once, in the shared rule's order`, async () => {
      const ids = await walk(`/products?status=active&sort=${sort}&limit=4`);
      assert.equal(new Set(ids).size, ids.length, 'no listing twice');
      assert.deepEqual(ids, expected(sort));
    });

    it(`sort=${sort} with a filter (Sativa): only the matches, once each, in order`, async () => {
      const ids = await walk(`/products?status=active&sort=${sort}&cat=Sativa&limit=4`);
      assert.deepEqual(
        ids,
        expected(
          sort,
          made.filter((p) => p.category === 'Sativa'),
        ),
      );
    });
  }

  it('price: lowest first, listings without a price last', async () => {
    const res = await request(
      ctx.app,
      'GET',
      '/products?status=active&sort=price&limit=100',
      buyer.token,
    );
    const prices = (
      res.json().products as Array<{ Min_Request_G_Including_5_markup: number | null }>
    ).map((p) => p.Min_Request_G_Including_5_markup);
    assert.equal(prices[0], 0.75);
    assert.equal(prices.at(-1), null);
    const priced = prices.filter((p): p is number => p !== null);
    assert.deepEqual(
      priced,
      [...priced].sort((a, b) => a - b),
    );
  });

  it('THC: the strongest first (30 % as-is), listings without THC last', async () => {
    const res = await request(
      ctx.app,
      'GET',
      '/products?status=active&sort=thc&limit=100',
      buyer.token,
    );
    const first = res.json().products[0] as { THC_as_is: number | null };
    assert.equal(first.THC_as_is, 30);
    const last = res.json().products.at(-1) as Record<string, unknown>;
    assert.equal(last.THC_Min ?? last.THC_Max ?? last.THC_as_is ?? null, null);
  });

  it('an unknown sort is a 400 naming the four', async () => {
    const res = await request(ctx.app, 'GET', '/products?sort=cheapest', buyer.token);
    assert.equal(res.statusCode, 400);
    assert.match(res.body, /sort must be one of 'newest', 'alphabetical', 'price', 'thc'/);
  });

  it("a cursor of another sort's shape is a 400, not a 500", async () => {
    const alien = Buffer.from(JSON.stringify(['not a number', 'p_x'])).toString('base64url');
    const res = await request(ctx.app, 'GET', `/products?sort=price&cursor=${alien}`, buyer.token);
    assert.equal(res.statusCode, 400);
    assert.match(res.body, /cursor/);
  });
});
