// Issue 18, the seller's side: the product edit popup keeps the stock, the minimum order and the
// description current (PUT /products/{id}), and adds photos and certificates through
// POST /products/{id}/attachments.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import {
  createProduct,
  createTestContext,
  createUser,
  errorBody,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  postMultipart,
  request,
  storedFileCount,
  tableCounts,
  type TestContext,
  type TestUser,
  errorOf,
} from './helpers.js';

let ctx: TestContext;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;

before(async () => {
  // A small per-file ceiling so an oversized file is cheap to send.
  ctx = await createTestContext({ maxUploadBytes: 2048 });
  seller = await createUser(ctx.db, { contactType: ['Seller'] });
  otherSeller = await createUser(ctx.db, { contactType: ['Seller'] });
  buyer = await createUser(ctx.db, { contactType: ['Buyer'] });
});
after(async () => ctx.close());

const productRow = async (id: string) =>
  (await ctx.db.select().from(schema.products).where(eq(schema.products.id, id)))[0]!;
const put = (id: string, token: string, body: unknown) =>
  request(ctx.app, 'PUT', `/products/${id}`, token, body);

describe('PUT /products/:id: quantities, minimum order and description (issue 18)', () => {
  it('the owner updates grams available, upcoming, minimum order and description', async () => {
    // Unpublished: a live listing's description waits for review (listing-changes-review.test.ts).
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      minQtyRequest: 100,
      productActive: false,
    });
    const res = await put(p.id, seller.token, {
      Grams_Available_When_submitted: 4000,
      Upcoming_QTY_3_Months: 1000,
      Min_QTY_Request: 250,
      Description: 'Fresh spring crop, hang-dried',
    });
    assert.equal(res.statusCode, 200, res.body);
    const { product } = res.json();
    assert.equal(product.Grams_Available_When_submitted, 4000);
    assert.equal(product.Upcoming_QTY_3_Months, 1000);
    assert.equal(product.Min_QTY_Request, 250);
    assert.equal(product.Description, 'Fresh spring crop, hang-dried');
    const row = await productRow(p.id);
    assert.equal(row.gramsAvailable, 4000);
    assert.equal(row.minQtyRequest, 250);
  });

  it('each field is checked with the domain schema: 400 naming the rule, nothing written', async () => {
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      minQtyRequest: 100,
    });
    const before = await productRow(p.id);
    for (const [body, error] of [
      [{ Grams_Available_When_submitted: -5 }, 'Grams Available must not be negative'],
      [{ Min_QTY_Request: 0 }, 'MOQ (g) must be at least 1 g'],
      [
        { Upcoming_QTY_3_Months: 1.5 },
        'Upcoming QTY, next 3 months (g) must be a whole number of grams',
      ],
      [{ Description: '   ' }, 'Description is required'],
      [{ Min_QTY_Request: '500' }, 'MOQ (g) is required'],
    ] as const) {
      const res = await put(p.id, seller.token, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.match(res.json().error, new RegExp(error.replace(/[()]/g, '\\$&')));
    }
    assert.deepEqual(await productRow(p.id), before);
  });

  it('the minimum order may not exceed the grams now plus upcoming, counting what is stored', async () => {
    // Stored: 1 000 g now + 500 g upcoming.
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      minQtyRequest: 100,
    });
    const counts = await tableCounts(ctx.db);
    let res = await put(p.id, seller.token, { Min_QTY_Request: 2000 });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(
      errorOf(res),
      errorBody(
        'The minimum order (2 000 g) cannot be more than the grams available now and upcoming (1 500 g)',
        'Min_QTY_Request',
      ),
    );
    // Lowering the stock below the stored minimum is refused the same way.
    res = await put(p.id, seller.token, {
      Grams_Available_When_submitted: 50,
      Upcoming_QTY_3_Months: 0,
      Description: 'Not written either',
    });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().error, /minimum order \(100 g\) cannot be more than .* \(50 g\)/);
    const row = await productRow(p.id);
    assert.equal(row.minQtyRequest, 100);
    assert.equal(row.gramsAvailable, 1000);
    assert.equal(row.description, 'Dense indica buds');
    assert.deepEqual(await tableCounts(ctx.db), counts);
    // Within the stock, and sold out (nothing now or upcoming), it is accepted.
    res = await put(p.id, seller.token, { Min_QTY_Request: 1500 });
    assert.equal(res.statusCode, 200, res.body);
    res = await put(p.id, seller.token, {
      Grams_Available_When_submitted: 0,
      Upcoming_QTY_3_Months: 0,
    });
    assert.equal(res.statusCode, 200, res.body);
  });

  it("another seller's listing: 403; a buyer cannot see an inactive one: 404", async () => {
    const active = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const draft = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    let res = await put(active.id, otherSeller.token, { Grams_Available_When_submitted: 1 });
    assert.equal(res.statusCode, 403);
    res = await put(draft.id, buyer.token, { Grams_Available_When_submitted: 1 });
    assert.equal(res.statusCode, 404);
    assert.equal((await productRow(active.id)).gramsAvailable, 1000);
  });
});

describe('POST /products/:id/attachments from the edit popup (issue 18)', () => {
  const attach = (token: string, id: string, parts: Parameters<typeof multipartBody>[0]) =>
    postMultipart(ctx.app, `/products/${id}/attachments`, token, multipartBody(parts));

  it('a photo and a certificate are added and the product names them', async () => {
    // Unpublished: a live listing's new files wait for review (listing-changes-review.test.ts).
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const res = await attach(seller.token, p.id, [
      { name: 'photo', filename: 'bud.png', data: PNG_BYTES },
      { name: 'certificate', filename: 'coa.pdf', data: PDF_BYTES },
    ]);
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(
      res.json().data.map((f: { kind: string }) => f.kind),
      ['photo', 'certificate'],
    );
    const { product } = (await request(ctx.app, 'GET', `/products/${p.id}`, seller.token)).json();
    assert.equal(product.photos.length, 1);
  });

  it('a file over the size limit: 413 naming the field, nothing stored', async () => {
    const p = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const files = await storedFileCount(ctx.storage);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(4096, 0x20)]);
    const res = await attach(seller.token, p.id, [
      { name: 'photo', filename: 'big.png', data: big },
    ]);
    assert.equal(res.statusCode, 413);
    assert.deepEqual(errorOf(res), errorBody('photo: File is larger than 2 KB'));
    assert.equal(await storedFileCount(ctx.storage), files);
  });

  it('a certificate that is not a PDF or an image: 400, nothing stored', async () => {
    const p = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const files = await storedFileCount(ctx.storage);
    const res = await attach(seller.token, p.id, [
      { name: 'certificate', filename: 'coa.pdf', data: Buffer.from('plain text, not a PDF') },
    ]);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().field, 'certificate');
    assert.equal(await storedFileCount(ctx.storage), files);
  });

  it("another seller's listing: 403; a draft the caller cannot see: 404", async () => {
    const active = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const draft = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const photo = [{ name: 'photo', filename: 'a.png', data: PNG_BYTES }];
    assert.equal((await attach(otherSeller.token, active.id, photo)).statusCode, 403);
    assert.equal((await attach(otherSeller.token, draft.id, photo)).statusCode, 404);
  });
});
