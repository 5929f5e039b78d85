import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { createProduct, createUser, errorOf, request, type TestUser } from './helpers.js';
import { testSuite } from './suite.js';

/**
 * Issue 20: a seller's view of the demand for its own listings — on each, its open bids (not
 * deleted, not Completed): how many, the grams requested, the best price per gram and the spec §5
 * quality mix against the listing's minimum request price — and the bids themselves, anonymous.
 */
let kush: schema.ProductRow;
let haze: schema.ProductRow;
let quiet: schema.ProductRow;
let othersProduct: schema.ProductRow;
const bids: Record<string, string> = {};

const BUYER = {
  firstName: 'Ottoline',
  lastName: 'Pemberworth',
  company: 'Quasarine Traders',
  phone: '+1 250 555 0142',
};

async function bid(user: TestUser, product: schema.ProductRow, quantity: number, price: number) {
  const res = await request(ctx.app, 'POST', '/tasks', user.token, {
    productId: product.id,
    quantity,
    pricePerGram: price,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data.id as string;
}

const { ctx, seller, otherSeller, admin, buyer, secondBuyer, ready } = testSuite({
  seller: { contactType: ['Seller'] },
  otherSeller: { contactType: ['Seller'] },
  admin: { contactType: ['Admin'] },
  buyer: { contactType: ['Buyer'], firstName: BUYER.firstName },
  secondBuyer: { contactType: ['Buyer'] },
});

before(async () => {
  await ready;
  await ctx.db
    .update(schema.contacts)
    .set({ lastName: BUYER.lastName, company: BUYER.company, phone: BUYER.phone })
    .where(eq(schema.contacts.id, buyer.contact!.id));
  // Minimum request price $2/g: ≤ 69 % low (≤ $1.38), 70–85 % medium, ≥ 86 % excellent.
  kush = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    productName: 'Pink Kush',
    minRequestPrice: 2,
    gramsAvailable: 10_000,
  });
  haze = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    productName: 'Ghost Haze',
    minRequestPrice: null,
  });
  quiet = await createProduct(ctx.db, { ownerContactId: seller.contact!.id, productName: 'Quiet' });
  othersProduct = await createProduct(ctx.db, { ownerContactId: otherSeller.contact!.id });

  bids.low = await bid(buyer, kush, 100, 1.2); // 60 % low
  bids.medium = await bid(secondBuyer, kush, 200, 1.6); // 80 % medium
  bids.excellent = await bid(buyer, kush, 300, 2.5); // 125 % excellent
  bids.approved = await bid(secondBuyer, kush, 50, 1.9); // 95 % excellent, Approved: still open
  bids.completed = await bid(buyer, kush, 1000, 9); // Completed: not demand
  bids.deleted = await bid(buyer, kush, 2000, 8); // deleted: not demand
  bids.haze = await bid(buyer, haze, 40, 3);
  await bid(buyer, othersProduct, 10, 5);
  await ctx.db
    .update(schema.tasks)
    .set({ status: 'Approved' })
    .where(eq(schema.tasks.id, bids.approved));
  await ctx.db
    .update(schema.tasks)
    .set({ status: 'Completed', closedAt: new Date() })
    .where(eq(schema.tasks.id, bids.completed));
  const deleted = await request(ctx.app, 'DELETE', `/tasks/${bids.deleted}`, buyer.token);
  assert.equal(deleted.statusCode, 200);
});

/** Nothing of any buyer — ids, names, company, emails, phone — in a seller's answer. */
function assertAnonymous(value: unknown, what: string) {
  const json = JSON.stringify(value);
  for (const user of [buyer, secondBuyer]) {
    for (const secret of [user.contact!.id, user.email, user.uid, user.contact!.lastName]) {
      assert.ok(!json.includes(secret), `${what} reveals a buyer (${secret})`);
    }
  }
  for (const secret of Object.values(BUYER)) {
    assert.ok(!json.includes(secret), `${what} reveals the buyer (${secret})`);
  }
  assert.ok(
    !/Who_Id|Subject|Full_Name|Email|Phone|Company|contact/i.test(json),
    `${what}: ${json}`,
  );
}

describe('GET /listings/demand', () => {
  it('counts each own listing’s open bids, grams, best price and quality mix', async () => {
    const res = await request(ctx.app, 'GET', '/listings/demand', seller.token);
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data as Array<Record<string, unknown>>;
    const byId = new Map(data.map((d) => [d.product_id, d]));
    assert.deepEqual(
      [...byId.keys()].sort(),
      [kush.id, haze.id, quiet.id].sort(),
      'only the seller’s own listings',
    );
    assert.deepEqual(byId.get(kush.id), {
      product_id: kush.id,
      open_bids: 4,
      grams_requested: 650,
      best_price_per_gram: 2.5,
      quality: { low: 1, medium: 1, excellent: 2 },
    });
    // Without a minimum request price a bid has no quality level.
    assert.deepEqual(byId.get(haze.id), {
      product_id: haze.id,
      open_bids: 1,
      grams_requested: 40,
      best_price_per_gram: 3,
      quality: { low: 0, medium: 0, excellent: 0 },
    });
    assert.deepEqual(byId.get(quiet.id), {
      product_id: quiet.id,
      open_bids: 0,
      grams_requested: 0,
      best_price_per_gram: null,
      quality: { low: 0, medium: 0, excellent: 0 },
    });
    for (const row of data) {
      assert.deepEqual(Object.keys(row).sort(), [
        'best_price_per_gram',
        'grams_requested',
        'open_bids',
        'product_id',
        'quality',
      ]);
    }
    assertAnonymous(res.json(), 'GET /listings/demand');
  });

  it('a seller with no listings gets an empty list; a buyer, an unverified seller and no token are refused', async () => {
    const fresh = await createUser(ctx.db, { contactType: ['Seller'] });
    const empty = await request(ctx.app, 'GET', '/listings/demand', fresh.token);
    assert.deepEqual(empty.json(), { data: [] });
    const asBuyer = await request(ctx.app, 'GET', '/listings/demand', buyer.token);
    assert.equal(asBuyer.statusCode, 403);
    assert.deepEqual(errorOf(asBuyer), { error: 'Listing products needs a Seller account' });
    const unverified = await createUser(ctx.db, { contactType: ['Seller'], verified: false });
    assert.equal(
      (await request(ctx.app, 'GET', '/listings/demand', unverified.token)).statusCode,
      403,
    );
    const unconfirmed = await createUser(ctx.db, { contactType: ['Seller'], confirmed: false });
    assert.equal(
      (await request(ctx.app, 'GET', '/listings/demand', unconfirmed.token)).statusCode,
      403,
    );
    assert.equal((await request(ctx.app, 'GET', '/listings/demand', null)).statusCode, 401);
  });
});

describe('GET /listings/:productId/bids', () => {
  it('lists the listing’s bids, open first and newest first, anonymous, field by field', async () => {
    // A counter on one of them shows with it (the seller's own).
    const counter = await request(
      ctx.app,
      'POST',
      `/listings/${kush.id}/bids/${bids.medium}/counters`,
      seller.token,
      { quantity: 150, price_per_gram: 1.8, note: 'Can do 150 g' },
    );
    assert.equal(counter.statusCode, 201, counter.body);
    assertAnonymous(counter.json(), 'POST counters');

    const res = await request(ctx.app, 'GET', `/listings/${kush.id}/bids`, seller.token);
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data as Array<Record<string, unknown>>;
    assert.deepEqual(
      data.map((b) => b.id),
      [bids.approved, bids.excellent, bids.medium, bids.low, bids.completed],
      'open bids newest first, then the Completed one; never the deleted one',
    );
    for (const row of data) {
      assert.deepEqual(Object.keys(row).sort(), [
        'counter',
        'created_at',
        'id',
        'modified_at',
        'price_per_gram',
        'quality',
        'quantity',
        'status',
        'total',
      ]);
    }
    const byId = new Map(data.map((b) => [b.id, b]));
    assert.deepEqual(
      { ...byId.get(bids.low), created_at: null, modified_at: null },
      {
        id: bids.low,
        status: 'Not Started',
        quantity: 100,
        price_per_gram: 1.2,
        total: 120,
        quality: 'low',
        created_at: null,
        modified_at: null,
        counter: null,
      },
    );
    assert.equal(byId.get(bids.medium)!.quality, 'medium');
    assert.equal(byId.get(bids.excellent)!.quality, 'excellent');
    assert.equal(byId.get(bids.completed)!.status, 'Completed');
    const shown = byId.get(bids.medium)!.counter as Record<string, unknown>;
    assert.equal(shown.id, counter.json().data.id);
    assert.equal(shown.status, 'proposed');
    assert.equal(shown.note, 'Can do 150 g');
    assertAnonymous(res.json(), 'GET /listings/:id/bids');
  });

  it('another seller’s listing is not found, as a missing one; an Admin sees any', async () => {
    const others = await request(
      ctx.app,
      'GET',
      `/listings/${othersProduct.id}/bids`,
      seller.token,
    );
    const missing = await request(ctx.app, 'GET', '/listings/p_missing/bids', seller.token);
    assert.equal(others.statusCode, 404);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(others.json(), missing.json());
    assertAnonymous(others.json(), 'the 404');
    const asAdmin = await request(
      ctx.app,
      'GET',
      `/listings/${othersProduct.id}/bids`,
      admin.token,
    );
    assert.equal(asAdmin.statusCode, 200);
    assert.equal(asAdmin.json().data.length, 1);
    assert.equal(
      (await request(ctx.app, 'GET', `/listings/${kush.id}/bids`, buyer.token)).statusCode,
      403,
    );
    const hostile = await request(ctx.app, 'GET', `/listings/${'x'.repeat(65)}/bids`, seller.token);
    assert.equal(hostile.statusCode, 400);
  });
});
