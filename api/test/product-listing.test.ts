import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import {
  addProductFile,
  createProduct,
  PNG_BYTES,
  request,
  tableCounts,
  errorOf,
} from './helpers.js';
import { testSuite } from './suite.js';

const { ctx, seller, buyer, admin, otherSeller } = testSuite({
  seller: { contactType: ['Seller'] },
  buyer: { contactType: ['Buyer'] },
  admin: { contactType: ['Admin'] },
  otherSeller: { contactType: ['Seller'] },
});

const productRow = async (id: string) =>
  (await ctx.db.select().from(schema.products).where(eq(schema.products.id, id)))[0];

describe('PUT /products/:id (product edit popup)', () => {
  it('the owner edits name, harvest date, terpenes and minimum price', async () => {
    // Unpublished: a live listing's new name waits for review (listing-changes-review.test.ts).
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const res = await request(ctx.app, 'PUT', `/products/${p.id}`, seller.token, {
      Product_Name: 'Pink Kush Reserve',
      Harvest_Date: '2026-09-01',
      Highest_Terpenes: 'Myrcene, Linalool',
      Min_Request_G_Including_5_markup: 2.75,
    });
    assert.equal(res.statusCode, 200);
    const { product } = res.json();
    assert.equal(product.Product_Name, 'Pink Kush Reserve');
    assert.equal(product.Harvest_Date, '2026-09-01');
    assert.equal(product.Highest_Terpenes, 'Myrcene, Linalool');
    assert.equal(product.Min_Request_G_Including_5_markup, 2.75);
    assert.deepEqual(product.Contact_Name, { id: seller.contact!.id });
    assert.equal((await productRow(p.id))?.minRequestPrice, 2.75);
  });

  it('{Request_pending:false} cancels a publish request', async () => {
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
      requestPending: true,
    });
    const res = await request(ctx.app, 'PUT', `/products/${p.id}`, seller.token, {
      Request_pending: false,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().product.Request_pending, false);
  });

  it('400 naming the field, nothing written', async () => {
    const p = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const before = await productRow(p.id);
    const cases: Array<[unknown, RegExp]> = [
      [{ Product_Name: ' ' }, /^Product_Name: Product name is required$/],
      [{ Harvest_Date: '14/08/2026' }, /^Harvest_Date: Harvest date must be a date/],
      [
        { Min_Request_G_Including_5_markup: 0 },
        /^Min_Request_G_Including_5_markup: Min. Request Price must be at least/,
      ],
      [{ Request_pending: true }, /^Request_pending: /],
      [{}, /Nothing to update/],
    ];
    for (const [body, pattern] of cases) {
      const res = await request(ctx.app, 'PUT', `/products/${p.id}`, seller.token, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.match(res.json().error, pattern);
    }
    assert.deepEqual(await productRow(p.id), before);
  });

  it('403 for a buyer or another seller, Admin allowed, 404 for an unseen draft, 401 without token', async () => {
    const p = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    for (const caller of [buyer, otherSeller]) {
      const res = await request(ctx.app, 'PUT', `/products/${p.id}`, caller.token, {
        Product_Name: 'X',
      });
      assert.equal(res.statusCode, 403);
      assert.deepEqual(errorOf(res), { error: 'You may only change your own listings' });
    }
    let res = await request(ctx.app, 'PUT', `/products/${p.id}`, admin.token, {
      Product_Name: 'By Admin',
    });
    assert.equal(res.statusCode, 200);
    const draft = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    res = await request(ctx.app, 'PUT', `/products/${draft.id}`, otherSeller.token, {
      Product_Name: 'X',
    });
    assert.equal(res.statusCode, 404);
    res = await request(ctx.app, 'PUT', `/products/${p.id}`, null, { Product_Name: 'X' });
    assert.equal(res.statusCode, 401);
    // A Buyer-only contact that owns a product still may not list (listing needs Seller or Admin).
    const own = await createProduct(ctx.db, { ownerContactId: buyer.contact!.id });
    res = await request(ctx.app, 'PUT', `/products/${own.id}`, buyer.token, { Product_Name: 'X' });
    assert.equal(res.statusCode, 403);
  });
});

describe('archive, request-publish, publish (spec §4)', () => {
  it('archive → request publish → (Admin) publish', async () => {
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: true,
      requestPending: true,
    });
    let res = await request(ctx.app, 'PUT', `/products/${p.id}/archive`, seller.token);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().product.Product_Active, false);
    assert.equal(res.json().product.Request_pending, false);
    res = await request(ctx.app, 'POST', `/products/${p.id}/request-publish`, seller.token);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().product.Request_pending, true);
    res = await request(ctx.app, 'PUT', `/products/${p.id}/publish`, seller.token);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(errorOf(res), { error: 'Only an Admin may publish products' });
    assert.equal((await productRow(p.id))?.productActive, false);
    res = await request(ctx.app, 'PUT', `/products/${p.id}/publish`, admin.token);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().product.Product_Active, true);
    assert.equal(res.json().product.Request_pending, false);
  });

  it('403 for others, 401 without token, 404 unknown', async () => {
    const p = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    for (const [method, path] of [
      ['PUT', 'archive'],
      ['POST', 'request-publish'],
      ['PUT', 'publish'],
    ] as const) {
      let res = await request(ctx.app, method, `/products/${p.id}/${path}`, otherSeller.token);
      assert.equal(res.statusCode, 403, path);
      res = await request(ctx.app, method, `/products/${p.id}/${path}`, null);
      assert.equal(res.statusCode, 401, path);
      res = await request(ctx.app, method, `/products/p_missing/${path}`, seller.token);
      assert.equal(res.statusCode, 404, path);
    }
    assert.equal((await productRow(p.id))?.productActive, true);
  });
});

describe('DELETE /products/:id', () => {
  it('the owner deletes the listing with its files; bids keep their product name', async () => {
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productName: 'Gone Kush',
    });
    const cover = await addProductFile(ctx, p.id, 'cover', PNG_BYTES);
    const bidRes = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: p.id,
      quantity: 1,
      pricePerGram: 3,
    });
    assert.equal(bidRes.statusCode, 201);
    const res = await request(ctx.app, 'DELETE', `/products/${p.id}`, seller.token);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { data: { id: p.id } });
    assert.equal(await productRow(p.id), undefined);
    assert.equal(await ctx.storage.get(cover.storageKey), null);
    const tasks = await request(ctx.app, 'GET', `/tasks?who_id=${buyer.contact!.id}`, buyer.token);
    const t = tasks.json().data.find((x: { id: string }) => x.id === bidRes.json().data.id);
    assert.equal(t.Subject, 'Purchase request: Gone Kush');
    // The bid keeps the product's name; only the link is gone.
    assert.deepEqual(t.What_Id, { name: 'Gone Kush', id: null });
  });

  it('403 for others, 401 without token — nothing deleted', async () => {
    const p = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const before = await tableCounts(ctx.db);
    assert.equal(
      (await request(ctx.app, 'DELETE', `/products/${p.id}`, buyer.token)).statusCode,
      403,
    );
    assert.equal((await request(ctx.app, 'DELETE', `/products/${p.id}`, null)).statusCode, 401);
    assert.deepEqual(await tableCounts(ctx.db), before);
    assert.equal(
      (await request(ctx.app, 'DELETE', `/products/${p.id}`, admin.token)).statusCode,
      200,
    );
  });
});
