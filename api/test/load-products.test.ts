import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { products } from '../src/db/schema.js';
import { seedLoadProducts } from '../src/seed/load-products.js';
import { createUser, request } from './helpers.js';
import { testSuite } from './suite.js';

const { ctx } = testSuite({});

describe('SEED_LOAD_PRODUCTS (benchmarks)', () => {
  it('adds active products up to the total, once, spread over the filters', async () => {
    assert.equal(await seedLoadProducts(ctx.db, 1200), 1200);
    assert.equal(await seedLoadProducts(ctx.db, 1200), 0);
    assert.equal(await seedLoadProducts(ctx.db, 1250), 50);
    const [row] = await ctx.db.select({ n: count() }).from(products);
    assert.equal(row?.n, 1250);

    const buyer = await createUser(ctx.db, { contactType: ['Buyer'] });
    const totalOf = async (qs: string) =>
      (await request(ctx.app, 'GET', `/products?status=active&${qs}`, buyer.token)).json()
        .total as number;
    assert.equal(await totalOf(''), 1250);
    for (const qs of [
      'cat=Indica',
      'cert=GMP1',
      'thcMin=10&thcMax=20',
      'q=lemon',
      'type=hash',
      'terpene=myrcene',
    ]) {
      const n = await totalOf(qs);
      assert.ok(n > 0 && n < 1250, `${qs}: ${n}`);
    }
  });
});
