import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import {
  createProduct,
  createTestContext,
  createUser,
  multipartBody,
  postMultipart,
  PDF_BYTES,
  PNG_BYTES,
  JPEG_BYTES,
  request,
  tableCounts,
  type TestContext,
  type TestUser,
} from './helpers.js';

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;

before(async () => {
  ctx = await createTestContext({ maxUploadBytes: 64 * 1024 });
  seller = await createUser(ctx.db, { contactType: ['Buyer', 'Seller'] });
  buyer = await createUser(ctx.db, { contactType: ['Buyer'] });
});
after(async () => ctx.close());

const submission = {
  Product_Name: 'Northern Lights',
  Description: 'Classic indica',
  Manufacturer_name: 'Fraser Valley Craft',
  Lineage: 'Afghani x Thai',
  Aromas: 'Pine, earth',
  Product_Category: 'Cannabis flowers (mix sizes)',
  Categories: ['Indica'],
  Certification: ['GACP', 'GMP1'],
  Terpen: 'Myrcene, Limonene',
  Highest_Terpenes: 'Myrcene',
  Total_Terpenes_Percentage: 2.1,
  THC_as_is: 21,
  THC_Min: 19,
  THC_Max: 23,
  CBD_as_is: 0.1,
  CBD_Min: 0,
  CBD_Max: 1,
  Min_QTY_Request: 500,
  Min_Request_G_Including_5_markup: 2.2,
  Grams_Available_When_submitted: 10000,
  Upcoming_QTY_3_Months: 5000,
  Harvest_Date: '2026-09-30',
  Product_Active: true,
};

describe('POST /products (product submission, spec §5)', () => {
  it('creates an inactive, not pending product owned by the seller and queues product_submission', async () => {
    const res = await request(ctx.app, 'POST', '/products', seller.token, submission);
    assert.equal(res.statusCode, 201);
    const [product] = res.json().data;
    assert.match(product.id, /^p_/);
    assert.equal(product.Product_Name, 'Northern Lights');
    assert.equal(product.Product_Active, false, 'the client cannot publish its own submission');
    assert.equal(product.Request_pending, false);
    assert.deepEqual(product.Contact_Name, { id: seller.contact!.id });
    assert.deepEqual(product.Certification, ['GACP', 'GMP1']);
    assert.equal(product.THC_Max, 23);
    const [row] = await ctx.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.kind, 'product_submission'));
    const payload = row?.payload as Record<string, unknown>;
    assert.equal(payload.id, product.id);
    assert.equal(payload.Product_Name, 'Northern Lights');
    assert.equal(payload.Vendor_Name, 'Fraser Valley Craft');
    assert.equal(payload.THC_max, 23);
    assert.equal(payload.CBD_max, 1);
    assert.equal(payload.user_id, seller.uid);
    assert.equal(payload.user_email, seller.email);
    assert.equal(payload.total_attachments, 0);
    assert.equal(typeof payload.submitted_at, 'string');
  });

  it('400 naming the field, nothing written', async () => {
    const before = await tableCounts(ctx.db);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ Product_Name: '' }, /^Product_Name: Product name is required$/],
      [{ Description: undefined }, /^Description: /],
      [{ Categories: [] }, /^Categories: Choose at least one type$/],
      [{ Categories: ['Ruderalis'] }, /^Categories\.0: /],
      [{ Certification: ['ISO'] }, /^Certification\.0: /],
      [{ THC_Max: 101 }, /^THC_Max: must be between 0 and 100$/],
      [{ THC_Min: 30, THC_Max: 20 }, /^THC_Max: must not be below THC_Min$/],
      [
        { Grams_Available_When_submitted: -1 },
        /^Grams_Available_When_submitted: must not be negative$/,
      ],
      [{ Harvest_Date: '2026-13-45' }, /^Harvest_Date: Harvest date must be a date/],
    ];
    for (const [change, pattern] of cases) {
      const res = await request(ctx.app, 'POST', '/products', seller.token, {
        ...submission,
        ...change,
      });
      assert.equal(res.statusCode, 400, JSON.stringify(change));
      assert.match(res.json().error, pattern);
    }
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('403 for a Buyer-only or unconfirmed account, 401 without token', async () => {
    let res = await request(ctx.app, 'POST', '/products', buyer.token, submission);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json(), { error: 'Listing products needs a Seller account' });
    const pending = await createUser(ctx.db, { contactType: ['Seller'], confirmed: false });
    res = await request(ctx.app, 'POST', '/products', pending.token, submission);
    assert.equal(res.statusCode, 403);
    res = await request(ctx.app, 'POST', '/products', null, submission);
    assert.equal(res.statusCode, 401);
  });
});

describe('POST /products/:id/attachments', () => {
  it('stores cover, photos and certificates and serves them back byte-identical', async () => {
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const photo2 = Buffer.concat([JPEG_BYTES, Buffer.from('second')]);
    const body = multipartBody([
      { name: 'cover', filename: 'cover.png', data: PNG_BYTES },
      { name: 'photo', filename: 'a.jpg', data: JPEG_BYTES },
      { name: 'file', filename: 'b.jpg', data: photo2 },
      { name: 'certificate', filename: 'coa.pdf', data: PDF_BYTES },
    ]);
    const res = await postMultipart(ctx.app, `/products/${p.id}/attachments`, seller.token, body);
    assert.equal(res.statusCode, 201);
    const data = res.json().data as Array<{ id: string; kind: string; url: string }>;
    assert.deepEqual(
      data.map((d) => d.kind),
      ['cover', 'photo', 'photo', 'certificate'],
    );
    assert.equal(data[0]!.url, `/product-image/${p.id}`);

    const product = (await request(ctx.app, 'GET', `/products/${p.id}`, seller.token)).json()
      .product;
    assert.equal(product.cover, `/product-image/${p.id}`);
    assert.deepEqual(product.photos, [`/file/${data[1]!.id}`, `/file/${data[2]!.id}`]);
    const cover = await request(ctx.app, 'GET', `/product-image/${p.id}`, seller.token);
    assert.ok(cover.rawPayload.equals(PNG_BYTES));
    const second = await request(ctx.app, 'GET', data[2]!.url, seller.token);
    assert.equal(second.headers['content-type'], 'image/jpeg');
    assert.ok(second.rawPayload.equals(photo2));
    const cert = await request(ctx.app, 'GET', data[3]!.url, seller.token);
    assert.equal(cert.headers['content-type'], 'application/pdf');
    assert.ok(cert.rawPayload.equals(PDF_BYTES));

    // A new cover replaces the old one (and its bytes).
    const oldKey = `products/${data[0]!.id}`;
    const again = multipartBody([{ name: 'cover', filename: 'new.jpg', data: JPEG_BYTES }]);
    const res2 = await postMultipart(ctx.app, `/products/${p.id}/attachments`, seller.token, again);
    assert.equal(res2.statusCode, 201);
    assert.equal(await ctx.storage.get(oldKey), null);
    const newCover = await request(ctx.app, 'GET', `/product-image/${p.id}`, seller.token);
    assert.ok(newCover.rawPayload.equals(JPEG_BYTES));
  });

  it('enforces the spec §5 limits and types, nothing stored on rejection', async () => {
    const p = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const photos = [1, 2, 3, 4].map((i) => ({
      name: 'photo',
      filename: `${i}.png`,
      data: PNG_BYTES,
    }));
    const ok = multipartBody(photos);
    assert.equal(
      (await postMultipart(ctx.app, `/products/${p.id}/attachments`, seller.token, ok)).statusCode,
      201,
    );
    const before = await tableCounts(ctx.db);
    const cases: Array<[Parameters<typeof multipartBody>[0], RegExp]> = [
      [
        [{ name: 'photo', filename: '5.png', data: PNG_BYTES }],
        /^You can only upload up to 4 photos\.$/,
      ],
      [
        [1, 2, 3].map((i) => ({ name: 'certificate', filename: `${i}.pdf`, data: PDF_BYTES })),
        /^You can only upload up to 2 certificates\.$/,
      ],
      [
        [{ name: 'cover', filename: 'c.pdf', data: PDF_BYTES }],
        /^cover: File must be a JPEG or PNG image$/,
      ],
      [
        [{ name: 'cover', filename: 'c.gif', data: 'GIF89a' }],
        /^cover: File must be a JPEG or PNG image$/,
      ],
      [
        [
          { name: 'cover', filename: 'a.png', data: PNG_BYTES },
          { name: 'cover', filename: 'b.png', data: PNG_BYTES },
        ],
        /^cover: Sent more than once$/,
      ],
    ];
    for (const [parts, pattern] of cases) {
      const body = multipartBody(parts);
      const res = await postMultipart(ctx.app, `/products/${p.id}/attachments`, seller.token, body);
      assert.equal(res.statusCode, 400);
      assert.match(res.json().error, pattern);
    }
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('403 for another seller, 401 without token, 404 unknown product', async () => {
    const p = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const other = await createUser(ctx.db, { contactType: ['Seller'] });
    const body = multipartBody([{ name: 'photo', filename: 'a.png', data: PNG_BYTES }]);
    let res = await postMultipart(ctx.app, `/products/${p.id}/attachments`, other.token, body);
    assert.equal(res.statusCode, 403);
    res = await postMultipart(ctx.app, `/products/${p.id}/attachments`, null, body);
    assert.equal(res.statusCode, 401);
    res = await postMultipart(ctx.app, `/products/p_missing/attachments`, seller.token, body);
    assert.equal(res.statusCode, 404);
  });
});
