// Issue 41: image work is bounded. An uploaded image of more than MAX_IMAGE_PIXELS (40 MP) is
// refused (422) whatever its bytes; cover resizes run IMAGE_JOBS_CONCURRENCY (1) at a time, one
// libvips thread each, so /health keeps answering while large covers are resized.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import {
  addProductFile,
  createProduct,
  errorOf,
  multipartBody,
  postMultipart,
  request,
} from './helpers.js';
import { testSuite } from './suite.js';

const { ctx, seller, buyer, ready } = testSuite({
  seller: { contactType: ['Seller'] },
  buyer: {},
});

/** A flat image compresses to a few hundred KB whatever its size: the pixels are the cost. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6b3a' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

let large: Buffer;
before(async () => {
  await ready;
  large = await flatPng(6000, 6000); // 36 MP: under the limit, costly to decode
});

describe('image work is bounded (issue 41)', () => {
  it('an upload of more than 40 megapixels is refused with 422 and says why', async () => {
    const product = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const huge = await flatPng(7000, 7000); // 49 MP, each side under MAX_IMAGE_DIMENSION
    const res = await postMultipart(
      ctx.app,
      `/products/${product.id}/attachments`,
      seller.token,
      multipartBody([{ name: 'cover', filename: 'huge.png', contentType: 'image/png', data: huge }]),
    );
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(errorOf(res), {
      error:
        'cover: Image is 7000 × 7000 px (49 megapixels), more than the 40 megapixels an image may have. Export it smaller (a photo needs no more than 1,280 px on its longer side)',
      field: 'cover',
    });
    const { files } = (await ctx.app.productsRepository.findWithFiles(product.id))!;
    assert.equal(files.length, 0);
  });

  it('/health answers within 1 s while 6 large covers are resized, one at a time', async () => {
    const products = [];
    for (let i = 0; i < 6; i += 1) {
      const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
      await addProductFile(ctx, product.id, 'cover', large);
      products.push(product);
    }
    const started = performance.now();
    const covers = Promise.all(
      products.map(async (p) => {
        const res = await request(ctx.app, 'GET', `/product-image/${p.id}?w=320`, buyer.token);
        return { status: res.statusCode, type: res.headers['content-type'], at: performance.now() };
      }),
    );
    let done = false;
    void covers.finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    while (!done) {
      const t = performance.now();
      const health = await request(ctx.app, 'GET', '/health', null);
      latencies.push(performance.now() - t);
      assert.equal(health.statusCode, 200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const answers = await covers;
    const total = performance.now() - started;
    const sorted = [...latencies].sort((a, b) => a - b);
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    const { maxActive } = ctx.app.imageJobs.stats();
    console.log(
      `image work: 6 covers of 6000 × 6000 px resized in ${Math.round(total)} ms ` +
        `(${Math.round(total / 6)} ms each); /health answered ${latencies.length} times meanwhile: ` +
        `median ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; ` +
        `at most ${maxActive} resize(s) at once`,
    );
    assert.deepEqual(
      answers.map((a) => [a.status, a.type]),
      Array.from({ length: 6 }, () => [200, 'image/webp']),
    );
    assert.ok(latencies.length >= 1);
    assert.ok(sorted.at(-1)! < 1000, `/health took ${sorted.at(-1)} ms`);
    assert.equal(maxActive, 1);
  });

  it('a full queue sends the stored cover at once instead of waiting', async () => {
    const { imageJobs } = await import('../src/media/image-jobs.js');
    const jobs = imageJobs(1, 1);
    let release: () => void = () => {};
    const first = jobs.run(() => new Promise<string>((r) => (release = () => r('first'))));
    const second = jobs.run(async () => 'second');
    assert.equal(await jobs.run(async () => 'third'), null);
    assert.deepEqual(jobs.stats(), { active: 1, queued: 1, maxActive: 1 });
    release();
    assert.deepEqual([await first, await second], ['first', 'second']);
    assert.deepEqual(jobs.stats(), { active: 0, queued: 0, maxActive: 1 });
  });
});
