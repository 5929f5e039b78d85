import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import {
  createProduct,
  JPEG_BYTES,
  multipartBody,
  postMultipart,
  PDF_BYTES,
  PNG_BYTES,
  request,
  errorOf,
} from './helpers.js';
import { testSuite } from './suite.js';
import { noFiles } from '../src/repositories/products.js';

const { ctx, seller, buyer, admin } = testSuite({
  seller: { contactType: ['Seller'] },
  buyer: {},
  admin: { contactType: ['Admin'] },
});

async function upload(productId: string, parts: Parameters<typeof multipartBody>[0]) {
  const body = multipartBody(parts);
  return postMultipart(ctx.app, `/products/${productId}/attachments`, seller.token, body);
}

describe('seller anonymity through product files', () => {
  it('buyers get generic file names and no certificates; owner and Admin get the originals', async () => {
    // Sent before publication (a live listing's new files wait for review, issue 41).
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const res = await upload(p.id, [
      { name: 'cover', filename: 'AcmeFarms-cover.png', data: PNG_BYTES },
      { name: 'photo', filename: 'acme farms 1.png', data: PNG_BYTES },
      { name: 'photo', filename: 'acme-farms-2.jpg', data: JPEG_BYTES },
      { name: 'certificate', filename: 'AcmeFarms-COA.pdf', data: PDF_BYTES },
    ]);
    assert.equal(res.statusCode, 201);
    const [, photo1, photo2, cert] = res.json().data as Array<{ id: string }>;
    await ctx.db
      .update(schema.products)
      .set({ productActive: true })
      .where(eq(schema.products.id, p.id));

    const get = (url: string, token: string) => request(ctx.app, 'GET', url, token);
    let r = await get(`/file/${photo1!.id}`, buyer.token);
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['content-disposition'], 'inline; filename="photo-1.png"');
    r = await get(`/file/${photo2!.id}`, buyer.token);
    assert.equal(r.headers['content-disposition'], 'inline; filename="photo-2.jpg"');
    r = await get(`/product-image/${p.id}`, buyer.token);
    assert.equal(r.headers['content-disposition'], 'inline; filename="cover.png"');
    r = await get(`/file/${cert!.id}`, buyer.token);
    assert.equal(r.statusCode, 404);
    assert.deepEqual(errorOf(r), { error: 'File not found' });

    for (const insider of [seller, admin]) {
      r = await get(`/file/${photo1!.id}`, insider.token);
      assert.equal(r.headers['content-disposition'], 'inline; filename="acme farms 1.png"');
      r = await get(`/product-image/${p.id}`, insider.token);
      assert.equal(r.headers['content-disposition'], 'inline; filename="AcmeFarms-cover.png"');
      r = await get(`/file/${cert!.id}`, insider.token);
      assert.equal(r.statusCode, 200);
      assert.equal(r.headers['content-disposition'], 'attachment; filename="AcmeFarms-COA.pdf"');
      assert.ok(r.rawPayload.equals(PDF_BYTES));
    }
  });

  it('the photo limit holds when the early count is stale (counted under the product lock)', async () => {
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const repo = ctx.app.productsRepository;
    const { countFiles } = repo;
    // Two uploads racing: each one's early count saw no photos yet.
    repo.countFiles = async () => noFiles();
    try {
      const three = [1, 2, 3].map((i) => ({
        name: 'photo',
        filename: `${i}.png`,
        data: PNG_BYTES,
      }));
      assert.equal((await upload(p.id, three)).statusCode, 201);
      const res = await upload(p.id, three);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(errorOf(res), {
        error: 'You can only upload up to 4 photos.',
        field: 'photo',
      });
      const certs = [1, 2].map((i) => ({
        name: 'certificate',
        filename: `${i}.pdf`,
        data: PDF_BYTES,
      }));
      assert.equal((await upload(p.id, certs)).statusCode, 201);
      const more = await upload(p.id, certs.slice(0, 1));
      assert.equal(more.statusCode, 400);
      assert.deepEqual(errorOf(more), {
        error: 'You can only upload up to 2 certificates.',
        field: 'certificate',
      });
    } finally {
      repo.countFiles = countFiles;
    }
    const photos = await ctx.db
      .select()
      .from(schema.productFiles)
      .where(and(eq(schema.productFiles.productId, p.id), eq(schema.productFiles.kind, 'photo')));
    assert.equal(photos.length, 3);
    assert.deepEqual(photos.map((f) => f.position).sort(), [0, 1, 2]);
    for (const f of photos) assert.ok(await ctx.storage.get(f.storageKey));
  });

  it('concurrent uploads never exceed 4 photos', async () => {
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const three = [1, 2, 3].map((i) => ({ name: 'photo', filename: `${i}.png`, data: PNG_BYTES }));
    const answers = await Promise.all([upload(p.id, three), upload(p.id, three)]);
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [201, 400]);
    const photos = await ctx.db
      .select()
      .from(schema.productFiles)
      .where(and(eq(schema.productFiles.productId, p.id), eq(schema.productFiles.kind, 'photo')));
    assert.equal(photos.length, 3);
  });
});
