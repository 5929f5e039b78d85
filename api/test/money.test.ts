import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createProduct,
  postMultipart,
  request,
  SUBMISSION,
  submissionBody,
  tableCounts,
  errorOf,
} from './helpers.js';
import { testSuite } from './suite.js';

/** Issue 6: money is whole cents everywhere; a sub-cent price is a 400, never silently rounded. */
const { ctx, buyer, seller } = testSuite({ buyer: {}, seller: { contactType: ['Seller'] } });

const cents = 'Price per gram must be a whole number of cents (e.g. 0.01, not 0.015)';

describe('whole cents', () => {
  it('POST /tasks at 0.015 $/g is rejected with a clear message, nothing stored', async () => {
    const product = await createProduct(ctx.db, { gramsAvailable: 5000 });
    const before = await tableCounts(ctx.db);
    const res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: product.id,
      quantity: 1000,
      pricePerGram: 0.015,
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), { error: `pricePerGram: ${cents}`, field: 'pricePerGram' });
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('totals are computed in cents (0.29 × 1000 = 290, 19.99 × 7 = 139.93)', async () => {
    const product = await createProduct(ctx.db, { gramsAvailable: 5000 });
    let res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: product.id,
      quantity: 1000,
      pricePerGram: 0.29,
    });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().data.Description, 'QUANTITY: 1000 PRICE PER GRAM: 0.29 TOTAL: 290');
    const task = res.json().data.id as string;
    res = await request(ctx.app, 'PUT', `/tasks/${task}`, buyer.token, {
      quantity: 7,
      pricePerGram: 19.99,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.Description, 'QUANTITY: 7 PRICE PER GRAM: 19.99 TOTAL: 139.93');
    res = await request(ctx.app, 'PUT', `/tasks/${task}`, buyer.token, {
      quantity: 7,
      pricePerGram: 2.505,
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), { error: `pricePerGram: ${cents}`, field: 'pricePerGram' });
  });

  it('a listing price (Min. Request Price) is whole cents too', async () => {
    const minPrice = 'Min. Request Price must be a whole number of cents (e.g. 0.01, not 0.015)';
    const bidMinimum = 'Bid minimum must be a whole number of cents (e.g. 0.01, not 0.015)';
    const res = await postMultipart(
      ctx.app,
      '/products',
      seller.token,
      submissionBody({ ...SUBMISSION, Min_Request_G_Including_5_markup: 2.125 }),
    );
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), {
      error: `Min_Request_G_Including_5_markup: ${bidMinimum}`,
      field: 'Min_Request_G_Including_5_markup',
    });
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const put = await request(ctx.app, 'PUT', `/products/${product.id}`, seller.token, {
      Min_Request_G_Including_5_markup: 0.015,
    });
    assert.equal(put.statusCode, 400);
    assert.deepEqual(errorOf(put), {
      error: `Min_Request_G_Including_5_markup: ${minPrice}`,
      field: 'Min_Request_G_Including_5_markup',
    });
  });
});
