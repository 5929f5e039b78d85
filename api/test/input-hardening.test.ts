import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { errorHandler } from '../src/plugins/error-handler.js';
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

const { ctx, buyer, seller } = testSuite({ buyer: {}, seller: { contactType: ['Seller'] } });

const NUL = '\u0000';
const nulError = (field: string) => ({
  error: `${field}: must not contain a NUL character`,
  field,
});

describe('NUL characters are a 400, never a 500 (PostgreSQL text cannot hold them)', () => {
  it('POST /support-requests with a NUL in the description', async () => {
    const before = await tableCounts(ctx.db);
    const res = await request(ctx.app, 'POST', '/support-requests', buyer.token, {
      description: `Help${NUL}me`,
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), nulError('description'));
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('PUT /contacts with a NUL in a profile field', async () => {
    const res = await request(ctx.app, 'PUT', '/contacts', buyer.token, {
      data: [{ First_Name: 'Ada', Last_Name: 'Lovelace', Company: `Acme${NUL}` }],
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), nulError('data.0.Company'));
    const name = await request(ctx.app, 'PUT', '/contacts', buyer.token, {
      data: [{ First_Name: `A${NUL}`, Last_Name: 'Lovelace' }],
    });
    assert.equal(name.statusCode, 400);
    assert.deepEqual(errorOf(name), nulError('data.0.First_Name'));
  });

  it('POST /contacts/:id/notes with a NUL in the note', async () => {
    const res = await request(
      ctx.app,
      'POST',
      `/contacts/${buyer.contact!.id}/notes`,
      buyer.token,
      { note_content: `Account Type: Buyer${NUL}` },
    );
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), nulError('note_content'));
  });

  it('GET /products/%00 and GET /file/%00 (NUL in a path parameter)', async () => {
    let res = await request(ctx.app, 'GET', '/products/%00', buyer.token);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), nulError('id'));
    res = await request(ctx.app, 'GET', '/products/p_x%00y', buyer.token);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), nulError('id'));
    res = await request(ctx.app, 'GET', '/file/%00', buyer.token);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), nulError('fileId'));
    res = await request(ctx.app, 'GET', '/product-image/%00', buyer.token);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), nulError('productId'));
  });

  it('NUL in a query string and in a POST /tasks body', async () => {
    let res = await request(ctx.app, 'GET', `/tasks?who_id=%00`, buyer.token);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), nulError('who_id'));
    res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: `p_${NUL}`,
      quantity: 1,
      pricePerGram: 1,
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), nulError('productId'));
  });

  it('NUL in a product submission field', async () => {
    const res = await postMultipart(
      ctx.app,
      '/products',
      seller.token,
      submissionBody({ ...SUBMISSION, Description: `Dense${NUL}` }),
    );
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), nulError('Description'));
  });

  it('backstop: a database "data exception" (22021 and friends) is a 400, not a 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.get('/nul', async () => ctx.db.execute(sql`select ${`a${NUL}b`}::text as v`));
    app.get('/date', async () => ctx.db.execute(sql`select ${'2024-02-31'}::date as v`));
    app.get('/range', async () => ctx.db.execute(sql`select ${'99999999999'}::integer as v`));
    await app.ready();
    try {
      for (const url of ['/nul', '/date', '/range']) {
        const res = await app.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 400, url);
        assert.deepEqual(errorOf(res), { error: 'body: Invalid value' }, url);
      }
    } finally {
      await app.close();
    }
  });
});

describe('impossible dates are a 400', () => {
  const submit = (Harvest_Date: string) =>
    postMultipart(
      ctx.app,
      '/products',
      seller.token,
      submissionBody({ ...SUBMISSION, Harvest_Date }),
    );
  const dateError = {
    error: 'Harvest_Date: Harvest date must be a date (YYYY-MM-DD)',
    field: 'Harvest_Date',
  };

  for (const bad of [
    '2024-02-31',
    '0000-01-01',
    '2023-02-29',
    '2024-13-01',
    '1899-12-31',
    '2101-01-01',
  ]) {
    it(`POST /products and PUT /products/:id reject Harvest_Date ${bad}`, async () => {
      const before = await tableCounts(ctx.db);
      const res = await submit(bad);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(errorOf(res), dateError);
      assert.deepEqual(await tableCounts(ctx.db), before);

      const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
      const put = await request(ctx.app, 'PUT', `/products/${product.id}`, seller.token, {
        Harvest_Date: bad,
      });
      assert.equal(put.statusCode, 400);
      assert.deepEqual(errorOf(put), dateError);
    });
  }

  it('real dates at the edges are accepted (2024-02-29, 1900-01-01, 2100-12-31)', async () => {
    for (const good of ['2024-02-29', '1900-01-01', '2100-12-31']) {
      const res = await submit(good);
      assert.equal(res.statusCode, 201, good);
      assert.equal(res.json().data[0].Harvest_Date, good);
    }
  });
});

describe('lone UTF-16 surrogates in JSON are a 400 naming the field, never a 500', () => {
  const surrogate = (field: string) => ({
    error: `${field}: must be valid Unicode text (it contains a lone UTF-16 surrogate)`,
    field,
  });
  const raw = (method: 'POST' | 'PUT', url: string, json: string) =>
    ctx.app.inject({
      method,
      url,
      payload: json,
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
    });

  it('POST /support-requests {"description":"\\ud800"} (the issue\'s example)', async () => {
    const before = await tableCounts(ctx.db);
    const res = await raw('POST', '/support-requests', '{"description":"\\ud800"}');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), surrogate('description'));
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('a lone low surrogate deep in a body, and one in a key', async () => {
    let res = await raw('PUT', '/contacts', '{"data":[{"First_Name":"A\\udc00","Last_Name":"B"}]}');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), surrogate('data.0.First_Name'));
    res = await raw('POST', '/support-requests', '{"\\ud800x":"y","description":"ok"}');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), surrogate('body'));
  });

  it('a well-formed pair (an emoji) is fine', async () => {
    const res = await raw('POST', '/support-requests', '{"description":"Help \\ud83c\\udf3f"}');
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().data.Description, 'Help 🌿');
  });
});
