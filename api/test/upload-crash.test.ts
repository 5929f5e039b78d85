import assert from 'node:assert/strict';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  createProduct,
  createTestContext,
  createUser,
  errorOf,
  PNG_BYTES,
  tableCounts,
  type TestContext,
  type TestUser,
} from './helpers.js';

/**
 * Issue 6 / fastify-multipart #594: a malformed multipart body must never take the process down.
 * These go over a real socket (not app.inject), because the crash was an 'error' event on a file
 * stream that nobody listened to, which only a real, truncated HTTP body triggers.
 */
let ctx: TestContext;
let seller: TestUser;
let port: number;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

before(async () => {
  process.on('uncaughtException', onUncaught);
  ctx = await createTestContext({ maxUploadBytes: 64 * 1024 });
  seller = await createUser(ctx.db, { contactType: ['Seller'] });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
after(async () => {
  process.off('uncaughtException', onUncaught);
  await ctx.close();
});

interface RawResponse {
  status: number;
  body: string;
}

/** Sends bytes as they are over a fresh socket and reads the answer until the server closes. */
function rawRequest(head: string, body: Buffer, options: { abortAfterBody?: boolean } = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer within 5 s'));
    }, 5000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]), () => {
      if (options.abortAfterBody) setTimeout(() => socket.destroy(), 50);
    });
  });
}

function post(
  path: string,
  body: Buffer,
  contentType = 'multipart/form-data; boundary=qq',
  extraHeaders = '',
) {
  const head =
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
    `Authorization: Bearer ${seller.token}\r\nContent-Type: ${contentType}\r\n` +
    `Content-Length: ${body.length}\r\n${extraHeaders}\r\n`;
  return rawRequest(head, body);
}

const part = (name: string, data: Buffer | string, filename = 'a.png') =>
  Buffer.concat([
    Buffer.from(
      `--qq\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
  ]);
const end = Buffer.from('\r\n--qq--\r\n');
const sep = Buffer.from('\r\n');

async function assertAlive() {
  const res = await rawRequest(
    'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    Buffer.alloc(0),
  );
  assert.equal(res.status, 200, 'the API still answers');
  assert.deepEqual(uncaught, [], 'no uncaught exception');
}

describe('malformed multipart bodies over real HTTP: a 4xx, and the process lives on', () => {
  let contactUrl: string;
  let productUrl: string;
  before(async () => {
    contactUrl = `/contacts/${seller.contact!.id}/attachments`;
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    productUrl = `/products/${product.id}/attachments`;
  });

  for (const route of ['contact', 'product'] as const) {
    const url = () => (route === 'contact' ? contactUrl : productUrl);
    const field = route === 'contact' ? 'cannabis_license' : 'cover';
    const second = route === 'contact' ? 'cra_permit' : 'photo';

    it(`${route}: a part cut off before its closing boundary (the curl of the issue)`, async () => {
      const before = await tableCounts(ctx.db);
      let res = await post(url(), part(field, 'abc'));
      assert.equal(res.status, 400, res.body);
      res = await post(url(), part(field, PNG_BYTES));
      assert.equal(res.status, 400, res.body);
      assert.deepEqual(errorOf(JSON.parse(res.body)), {
        error: `${field}: The upload was cut off before the end of the file`,
        field,
      });
      assert.deepEqual(await tableCounts(ctx.db), before);
      await assertAlive();
    });

    it(`${route}: a valid first part, then a truncated second part`, async () => {
      const before = await tableCounts(ctx.db);
      const body = Buffer.concat([part(field, PNG_BYTES), sep, part(second, PNG_BYTES)]);
      const res = await post(url(), body);
      assert.equal(res.status, 400, res.body);
      assert.deepEqual(await tableCounts(ctx.db), before);
      await assertAlive();
    });

    it(`${route}: an unexpected field, complete or truncated`, async () => {
      const before = await tableCounts(ctx.db);
      let res = await post(url(), Buffer.concat([part('evil', PNG_BYTES), end]));
      assert.equal(res.status, 400, res.body);
      assert.equal(JSON.parse(res.body).field, 'evil');
      res = await post(url(), part('evil', PNG_BYTES));
      assert.equal(res.status, 400, res.body);
      res = await post(
        url(),
        Buffer.concat([
          part(field, PNG_BYTES),
          sep,
          part('evil', PNG_BYTES),
          sep,
          part(second, 'x'),
        ]),
      );
      assert.equal(res.status, 400, res.body);
      assert.deepEqual(await tableCounts(ctx.db), before);
      await assertAlive();
    });

    it(`${route}: multipart/form-data without a boundary is a 400`, async () => {
      const res = await post(url(), part(field, PNG_BYTES), 'multipart/form-data');
      assert.equal(res.status, 400, res.body);
      assert.equal(JSON.parse(res.body).field, 'Content-Type');
      await assertAlive();
    });

    it(`${route}: the client hangs up in the middle of a file`, async () => {
      const before = await tableCounts(ctx.db);
      const head =
        `POST ${url()} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: Bearer ${seller.token}\r\nContent-Type: multipart/form-data; boundary=qq\r\n` +
        `Content-Length: 100000\r\n\r\n`;
      await rawRequest(head, part(field, PNG_BYTES), { abortAfterBody: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.deepEqual(await tableCounts(ctx.db), before);
      await assertAlive();
    });
  }
});
