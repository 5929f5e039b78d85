import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createProduct, errorOf, request, tableCounts } from './helpers.js';
import { testSuite } from './suite.js';
import type { ProductRow } from '../src/db/schema.js';

/**
 * Issue 35: "2,50" typed in French was stored as a bid of $250/g, and $100,000/g bids (totals of
 * $25,000,000) reached the data. The API refuses a price above $10,000/g, more than 100 000 000 g
 * and a total above $10,000,000, on POST /tasks, PUT /tasks/{id} and a seller's counter-offer,
 * with a coded 400 and nothing written.
 */
let bulk: ProductRow;

const PRICE = 'Price per gram must be at most $10,000';
const QUANTITY = 'Quantity must be at most 100 000 000 g';
const TOTAL = 'The total of a bid must be at most $10,000,000';

const { ctx, buyer, seller, ready } = testSuite({
  buyer: { contactType: ['Buyer'] },
  seller: { contactType: ['Seller'] },
});

before(async () => {
  await ready;
  bulk = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    gramsAvailable: 200_000_000,
    upcomingQty3Months: 0,
    minRequestPrice: 2,
  });
});

const placeBid = (quantity: unknown, pricePerGram: unknown) =>
  request(ctx.app, 'POST', '/tasks', buyer.token, { productId: bulk.id, quantity, pricePerGram });

describe('POST /tasks: a bid within sane bounds', () => {
  for (const [name, quantity, pricePerGram, field, error] of [
    ["the issue's $100,000/g", 250, 100_000, 'pricePerGram', PRICE],
    ['$10,000.01/g', 1, 10_000.01, 'pricePerGram', PRICE],
    ['more than 100 tonnes', 100_000_001, 0.01, 'quantity', QUANTITY],
    ['a total of $25,000,000', 2_500_000, 10, 'pricePerGram', TOTAL],
    ['a total just above $10,000,000', 1_000_001, 10, 'pricePerGram', TOTAL],
  ] as const) {
    it(`refuses ${name} with a clear 400, nothing stored`, async () => {
      const before = await tableCounts(ctx.db);
      const res = await placeBid(quantity, pricePerGram);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(errorOf(res), { error: `${field}: ${error}`, field });
      assert.deepEqual(await tableCounts(ctx.db), before);
    });
  }

  it('takes the bounds themselves: $10,000/g, and a total of exactly $10,000,000', async () => {
    let res = await placeBid(1, 10_000);
    assert.equal(res.statusCode, 201, res.body);
    res = await placeBid(1_000_000, 10);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(
      res.json().data.Description,
      'QUANTITY: 1000000 PRICE PER GRAM: 10 TOTAL: 10000000',
    );
  });

  it('answers the bound in the caller’s code, so the browser can word it in French', async () => {
    const res = await placeBid(250, 100_000);
    assert.equal(res.json().code, 'domain.bid.priceAtMost');
  });
});

describe('PUT /tasks/{id}: an edit within the same bounds', () => {
  it('refuses a price, quantity or total beyond them and keeps the bid as it was', async () => {
    const created = await placeBid(1000, 2.5);
    assert.equal(created.statusCode, 201, created.body);
    const task = created.json().data as { id: string; Description: string };
    for (const [quantity, pricePerGram, field, error] of [
      [1000, 100_000, 'pricePerGram', PRICE],
      [100_000_001, 0.01, 'quantity', QUANTITY],
      [2_500_000, 10, 'pricePerGram', TOTAL],
    ] as const) {
      const before = await tableCounts(ctx.db);
      const res = await request(ctx.app, 'PUT', `/tasks/${task.id}`, buyer.token, {
        quantity,
        pricePerGram,
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(errorOf(res), { error: `${field}: ${error}`, field });
      assert.deepEqual(await tableCounts(ctx.db), before);
    }
    const list = await request(ctx.app, 'GET', `/tasks?who_id=${buyer.contact!.id}`, buyer.token);
    const stored = (list.json().data as { id: string; Description: string }[]).find(
      (t) => t.id === task.id,
    );
    assert.equal(stored?.Description, 'QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500');
  });
});

describe('a counter-offer is held to a bid’s bounds', () => {
  it('refuses a counter whose price or total is beyond them', async () => {
    const created = await placeBid(1000, 2.5);
    const task = created.json().data as { id: string };
    for (const [quantity, price, error] of [
      [1000, 100_000, PRICE],
      [2_500_000, 10, TOTAL],
    ] as const) {
      const before = await tableCounts(ctx.db);
      const res = await request(
        ctx.app,
        'POST',
        `/listings/${bulk.id}/bids/${task.id}/counters`,
        seller.token,
        { quantity, price_per_gram: price },
      );
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(errorOf(res), {
        error: `price_per_gram: ${error}`,
        field: 'price_per_gram',
      });
      assert.deepEqual(await tableCounts(ctx.db), before);
    }
  });
});
