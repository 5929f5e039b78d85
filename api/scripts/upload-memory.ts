/**
 * How much memory the API needs for uploads (issue 6): four parallel 80 MB multipart requests
 * (8 file parts of 10 MB each: cover, 4 photos, 2 certificates and one photo too many, which the
 * spec's 4-photo limit rejects), sent over real HTTP to POST /products/:id/attachments on four
 * products, while the process's RSS is sampled every 10 ms. The client streams its bodies from one
 * reused 1 MB buffer, so what grows is the server side.
 *
 *   node --import tsx scripts/upload-memory.ts      (from api/; prints the figures)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createProduct,
  createTestContext,
  createUser,
  PDF_BYTES,
  PNG_BYTES,
} from '../test/helpers.js';

const MB = 1000 * 1000;
const PART_BYTES = 10 * MB;
const PARALLEL = 4;
const FIELDS = ['cover', 'photo', 'photo', 'photo', 'photo', 'certificate', 'certificate', 'photo'];
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

const ctx = await createTestContext({ maxUploadBytes: 10 * 1024 * 1024 });
const seller = await createUser(ctx.db, { contactType: ['Seller'] });
const products = await Promise.all(
  Array.from({ length: PARALLEL }, () =>
    createProduct(ctx.db, { ownerContactId: seller.contact!.id }),
  ),
);
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = ctx.app.server.address() as AddressInfo;

const filler = Buffer.alloc(MB, 0x20);
const boundary = 'leafbidmemory';

async function* body(): AsyncGenerator<Buffer> {
  for (const [i, field] of FIELDS.entries()) {
    const head = field === 'certificate' ? PDF_BYTES : PNG_BYTES;
    yield Buffer.from(
      `${i ? '\r\n' : ''}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; ` +
        `filename="${field}-${i}.bin"\r\n\r\n`,
    );
    yield head;
    let left = PART_BYTES - head.length;
    while (left > 0) {
      const chunk = left >= filler.length ? filler : filler.subarray(0, left);
      left -= chunk.length;
      yield chunk;
    }
  }
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

function upload(productId: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: `/products/${productId}/attachments`,
        headers: {
          authorization: `Bearer ${seller.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    void (async () => {
      for await (const chunk of body()) {
        if (req.destroyed) return;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(reject);
  });
}

(globalThis as { gc?: () => void }).gc?.();
await new Promise((resolve) => setTimeout(resolve, 200));
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 10);
const started = Date.now();
const results = await Promise.all(products.map((p) => upload(p.id)));
clearInterval(sampler);

console.log(
  `${PARALLEL} parallel uploads of ${(FIELDS.length * PART_BYTES) / MB} MB ` +
    `(${FIELDS.length} parts of ${PART_BYTES / MB} MB) in ${Date.now() - started} ms`,
);
for (const r of results) console.log(`  answer ${r.status} ${r.body.slice(0, 120)}`);
console.log(`RSS before: ${mib(baseline)}`);
console.log(`RSS peak during the uploads: ${mib(peak)} (+${mib(peak - baseline)})`);
await ctx.close();
