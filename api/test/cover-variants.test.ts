import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { renderCoverPng } from '../src/seed/cover-image.js';
import { addProductFile, createProduct, errorOf, request } from './helpers.js';
import { testSuite } from './suite.js';

// Issue 22: GET /product-image/{id}?w= — the cover resized to a card's width, as WebP.

const COVER = renderCoverPng(7, 'Pink Kush'); // 800 × 520, as the demo covers

const { ctx, seller, buyer } = testSuite({ seller: { contactType: ['Seller'] }, buyer: {} });

async function productWithCover(cover: Buffer, values: Parameters<typeof createProduct>[1] = {}) {
  const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id, ...values });
  const file = await addProductFile(ctx, product.id, 'cover', cover);
  return { product, file };
}

const get = (url: string, token = buyer.token) => request(ctx.app, 'GET', url, token);

/** Counts the stored files read whole (what a resize reads) until `restore()`. */
function countStorageReads() {
  const storage = ctx.app.storage;
  const { get: read } = storage;
  const reads = {
    count: 0,
    restore: () => {
      storage.get = read;
    },
  };
  storage.get = async (key) => {
    reads.count += 1;
    return read.call(storage, key);
  };
  return reads;
}

describe('covers resized for the cards (issue 22)', () => {
  it('?w= answers the cover that wide as WebP, far smaller than the stored PNG', async () => {
    const { product } = await productWithCover(COVER);
    for (const [w, height] of [
      [320, 208],
      [640, 416],
    ] as const) {
      const res = await get(`/product-image/${product.id}?w=${w}`);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'image/webp');
      assert.equal(res.headers['cache-control'], 'private, max-age=3600');
      assert.equal(res.headers['content-disposition'], 'inline; filename="cover.webp"');
      const meta = await sharp(res.rawPayload).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', w, height]);
      assert.ok(res.rawPayload.length * 10 < COVER.length, `${res.rawPayload.length} bytes`);
    }
  });

  it('never enlarges: 960 gives the 800 px cover, as WebP', async () => {
    const { product } = await productWithCover(COVER);
    const res = await get(`/product-image/${product.id}?w=960`);
    const meta = await sharp(res.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 800, 520]);
  });

  it('without w, the stored cover as it was uploaded; a cache buster is still ignored', async () => {
    const { product } = await productWithCover(COVER);
    for (const url of [`/product-image/${product.id}`, `/product-image/${product.id}?v=3`]) {
      const res = await get(url);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'image/png');
      assert.ok(res.rawPayload.equals(COVER));
    }
  });

  it('a width not on the list is a 400 naming the widths', async () => {
    const { product } = await productWithCover(COVER);
    for (const w of ['500', '0', '-320', '320.5', 'abc', '', '1e9']) {
      const res = await get(`/product-image/${product.id}?w=${w}`);
      assert.equal(res.statusCode, 400, `w=${w}`);
      assert.match(errorOf(res).error, /w must be one of 320, 640, 960/);
    }
    const twice = await get(`/product-image/${product.id}?w=320&w=640`);
    assert.equal(twice.statusCode, 400);
  });

  it('bytes that cannot be resized are sent as stored, never a 500, and not decoded again', async () => {
    const truncated = COVER.subarray(0, 200);
    const { product } = await productWithCover(truncated);
    const reads = countStorageReads();
    try {
      for (let i = 0; i < 2; i += 1) {
        const res = await get(`/product-image/${product.id}?w=320`);
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-type'], 'image/png');
        assert.ok(res.rawPayload.equals(truncated));
      }
      assert.equal(reads.count, 1);
    } finally {
      reads.restore();
    }
  });

  it('an image over the pixel limit is not decoded: it is sent as stored', async () => {
    // 9000 × 9000 is over MAX_IMAGE_DIMENSION² (8000²): a small file that would decode to 243 MB.
    const huge = await sharp({
      create: { width: 9000, height: 9000, channels: 3, background: '#2f6b3a' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { product } = await productWithCover(huge);
    const res = await get(`/product-image/${product.id}?w=320`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.rawPayload.length, huge.length);
  });

  it('a product the caller may not see is a 404 with or without w', async () => {
    const { product } = await productWithCover(COVER, { productActive: false });
    for (const url of [`/product-image/${product.id}?w=320`, `/product-image/${product.id}`]) {
      const res = await get(url);
      assert.equal(res.statusCode, 404);
    }
    const own = await get(`/product-image/${product.id}?w=320`, seller.token);
    assert.equal(own.headers['content-type'], 'image/webp');
    assert.equal((await get('/product-image/p_unknown?w=320')).statusCode, 404);
    assert.equal((await get(`/product-image/${product.id}?w=320`, '')).statusCode, 401);
  });

  it('a variant is made once: later and concurrent requests read no stored bytes', async () => {
    const { product } = await productWithCover(COVER);
    const reads = countStorageReads();
    try {
      const url = `/product-image/${product.id}?w=640`;
      const answers = await Promise.all([get(url), get(url), get(url)]);
      assert.deepEqual(
        answers.map((r) => r.headers['content-type']),
        ['image/webp', 'image/webp', 'image/webp'],
      );
      assert.equal(reads.count, 1);
      const again = await get(url);
      assert.ok(again.rawPayload.equals(answers[0]!.rawPayload));
      assert.equal(reads.count, 1);
    } finally {
      reads.restore();
    }
  });
});
