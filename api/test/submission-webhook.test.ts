import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { enqueueOutbox } from '../src/outbox/outbox-repository.js';
import { createOutboxRelay } from '../src/outbox/relay.js';
import { bytesOf } from '../src/storage/storage-port.js';
import {
  createTestContext,
  createUser,
  MP4_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  postMultipart,
  request,
  SUBMISSION,
  SUBMISSION_FILES,
  submissionBody,
  type TestContext,
  type TestUser,
} from './helpers.js';

/** What the automation hook received, parsed as multipart/form-data by busboy. */
interface Received {
  contentType: string;
  contentLength: number | null;
  bytes: number;
  idempotencyKey: string | undefined;
  fields: Record<string, string>;
  files: Record<string, { fileName: string; contentType: string; data: Buffer }>;
}

let ctx: TestContext;
let seller: TestUser;
let hook: http.Server;
let hookUrl: string;
const received: Received[] = [];
let hookStatus = 200;

function parseMultipart(req: http.IncomingMessage): Promise<Received> {
  return new Promise((resolve, reject) => {
    const out: Received = {
      contentType: req.headers['content-type'] ?? '',
      contentLength: req.headers['content-length'] ? Number(req.headers['content-length']) : null,
      bytes: 0,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      fields: {},
      files: {},
    };
    req.on('data', (chunk: Buffer) => (out.bytes += chunk.length));
    const parser = new Busboy({ headers: req.headers as BusboyHeaders });
    parser.on('field', (name, value) => (out.fields[name] = value));
    parser.on('file', (name, stream, fileName, _encoding, contentType) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        out.files[name] = { fileName, contentType, data: Buffer.concat(chunks) };
      });
    });
    parser.on('finish', () => resolve(out));
    parser.on('error', reject);
    req.pipe(parser);
  });
}

before(async () => {
  hook = http.createServer((req, res) => {
    parseMultipart(req).then(
      (parsed) => {
        received.push(parsed);
        res.statusCode = hookStatus;
        res.end('{}');
      },
      () => {
        res.statusCode = 400;
        res.end('not multipart');
      },
    );
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/submission`;
  ctx = await createTestContext({ automationUrls: { product_submission: hookUrl } });
  seller = await createUser(ctx.db, { contactType: ['Seller'] });
});
after(async () => {
  await ctx.close();
  await new Promise((resolve) => hook.close(resolve));
});
beforeEach(async () => {
  await ctx.db.delete(schema.outbox);
  received.length = 0;
  hookStatus = 200;
});

const relay = () =>
  createOutboxRelay({
    db: ctx.db,
    urls: ctx.config.automationUrls,
    storage: ctx.storage,
    maxAttempts: 5,
    pollMs: 50,
    baseBackoffMs: 1,
    maxBackoffMs: 1,
  });

describe('the product_submission webhook is multipart with the §3 extras and the files (spec §7)', () => {
  it('sends the product fields, the extras and cover_image, photo_0, photo_1, cert_0 as files', async () => {
    const created = await postMultipart(ctx.app, '/products', seller.token, submissionBody());
    assert.equal(created.statusCode, 201, created.body);
    const product = created.json().data[0];

    assert.deepEqual(await relay().runOnce(), { delivered: 1, retried: 0, dead: 0 });
    assert.equal(received.length, 1);
    const [hit] = received as [Received];
    assert.match(hit.contentType, /^multipart\/form-data; boundary=/);
    assert.equal(hit.contentLength, hit.bytes, 'Content-Length is the body length');
    const [row] = await ctx.db.select().from(schema.outbox);
    assert.equal(hit.idempotencyKey, row!.id);
    assert.equal(row!.status, 'delivered');

    // Product fields (§3), lists comma-separated, objects as JSON, null as ''.
    assert.equal(hit.fields.id, product.id);
    assert.equal(hit.fields.Product_Name, SUBMISSION.Product_Name);
    assert.equal(hit.fields.Description, SUBMISSION.Description);
    assert.equal(hit.fields.Product_Category, 'Cannabis flowers (mix sizes), Cannabis trimmings');
    assert.equal(hit.fields.Categories, 'Indica');
    assert.equal(hit.fields.Certification, 'GACP, GMP1');
    assert.equal(hit.fields.Highest_Terpenes, 'Myrcene, Limonene');
    assert.equal(hit.fields.Harvest_Date, '2026-09-30');
    assert.equal(hit.fields.Min_Request_G_Including_5_markup, '2.2');
    assert.equal(hit.fields.Product_Active, 'false');
    assert.equal(hit.fields.Request_pending, 'false');
    assert.equal(hit.fields.Contact_Name, JSON.stringify({ id: seller.contact!.id }));
    assert.equal(hit.fields.Terpen, '');
    // The submission extras (§3).
    assert.equal(hit.fields.Vendor_Name, SUBMISSION.Manufacturer_name);
    assert.equal(hit.fields.THC_as_is, '19');
    assert.equal(hit.fields.THC_max, '23');
    assert.equal(hit.fields.CBD_as_is, '0');
    assert.equal(hit.fields.CBD_max, '1');
    assert.equal(hit.fields.photo_files_count, '2');
    assert.equal(hit.fields.cert_files_count, '1');
    assert.equal(hit.fields.total_attachments, '4');
    assert.equal(hit.fields.user_id, seller.uid);
    assert.equal(hit.fields.user_email, seller.email);
    assert.ok(!Number.isNaN(Date.parse(hit.fields.submitted_at!)));

    // The files themselves, byte for byte, with their names and types.
    assert.deepEqual(Object.keys(hit.files), ['cover_image', 'photo_0', 'photo_1', 'cert_0']);
    const expected = SUBMISSION_FILES.map((f) => f.data as Buffer);
    assert.ok(hit.files.cover_image!.data.equals(expected[0]!));
    assert.equal(hit.files.cover_image!.fileName, 'cover.png');
    assert.equal(hit.files.cover_image!.contentType, 'image/png');
    assert.ok(hit.files.photo_0!.data.equals(expected[1]!));
    assert.equal(hit.files.photo_0!.contentType, 'image/jpeg');
    assert.ok(hit.files.photo_1!.data.equals(expected[2]!));
    assert.ok(hit.files.cert_0!.data.equals(PDF_BYTES));
    assert.equal(hit.files.cert_0!.fileName, 'coa.pdf');
    assert.equal(hit.files.cert_0!.contentType, 'application/pdf');
  });

  it('a video photo goes as a file too; a failing hook gets the whole body again on the retry', async () => {
    const body = submissionBody(SUBMISSION, [
      { name: 'cover', filename: 'c.png', data: PNG_BYTES },
      { name: 'photo', filename: 'clip.mp4', data: MP4_BYTES },
      { name: 'certificate', filename: 'coa.pdf', data: PDF_BYTES },
      { name: 'certificate', filename: 'coa-2.png', data: PNG_BYTES },
    ]);
    assert.equal((await postMultipart(ctx.app, '/products', seller.token, body)).statusCode, 201);
    hookStatus = 503;
    assert.deepEqual(await relay().runOnce(), { delivered: 0, retried: 1, dead: 0 });
    hookStatus = 200;
    await ctx.db.update(schema.outbox).set({ nextAttemptAt: new Date(0) });
    assert.deepEqual(await relay().runOnce(), { delivered: 1, retried: 0, dead: 0 });
    assert.equal(received.length, 2);
    for (const hit of received) {
      assert.deepEqual(Object.keys(hit.files), ['cover_image', 'photo_0', 'cert_0', 'cert_1']);
      assert.equal(hit.files.photo_0!.contentType, 'video/mp4');
      assert.ok(hit.files.photo_0!.data.equals(MP4_BYTES));
      assert.equal(hit.fields.cert_files_count, '2');
    }
  });

  it('a listing deleted before delivery: the webhook still goes, without the files that are gone', async () => {
    const created = await postMultipart(ctx.app, '/products', seller.token, submissionBody());
    const id = created.json().data[0].id;
    assert.equal(
      (await request(ctx.app, 'DELETE', `/products/${id}`, seller.token)).statusCode,
      200,
    );
    assert.deepEqual(await relay().runOnce(), { delivered: 1, retried: 0, dead: 0 });
    assert.deepEqual(received[0]!.files, {});
    assert.equal(received[0]!.fields.id, id);
    assert.equal(received[0]!.contentLength, received[0]!.bytes);
  });

  it('streams large stored files byte for byte (issue 18: flat memory, scripts/relay-memory.ts)', async () => {
    // Two files of several MB, random bytes: many chunks each, sent as the socket takes them.
    const big = [randomBytes(6 * 1024 * 1024 + 123), randomBytes(3 * 1024 * 1024 + 7)];
    const files = [];
    for (const [i, data] of big.entries()) {
      const storageKey = `products/big${i}`;
      await ctx.storage.put(storageKey, bytesOf(data), 'video/mp4');
      files.push({
        field: `photo_${i}`,
        fileName: `clip-${i}.mp4`,
        contentType: 'video/mp4',
        storageKey,
        size: data.length,
      });
    }
    // Queued as the API queues it: due by the relay's clock.
    const queued = await enqueueOutbox(ctx.db, 'product_submission', {
      fields: { id: 'p_big', Product_Name: 'Big' },
      files,
    });
    assert.deepEqual(await relay().runOnce(), { delivered: 1, retried: 0, dead: 0 });
    const [hit] = received as [Received];
    assert.equal(hit.contentLength, hit.bytes, 'Content-Length is the body length');
    assert.ok(hit.bytes > big[0]!.length + big[1]!.length);
    assert.equal(hit.idempotencyKey, queued.id);
    assert.deepEqual(hit.fields, { id: 'p_big', Product_Name: 'Big' });
    assert.deepEqual(Object.keys(hit.files), ['photo_0', 'photo_1']);
    assert.ok(hit.files.photo_0!.data.equals(big[0]!), 'photo_0 is byte-exact');
    assert.ok(hit.files.photo_1!.data.equals(big[1]!), 'photo_1 is byte-exact');
    assert.equal(hit.files.photo_1!.fileName, 'clip-1.mp4');
    assert.equal(hit.files.photo_1!.contentType, 'video/mp4');
  });

  it('a hook that refuses or drops a streamed body mid-way: the row is retried, nothing is lost', async () => {
    await ctx.storage.put('products/drop0', bytesOf(randomBytes(4 * 1024 * 1024)), 'video/mp4');
    const queued = await enqueueOutbox(ctx.db, 'product_submission', {
      fields: { id: 'p_drop' },
      files: [
        {
          field: 'photo_0',
          fileName: 'a.mp4',
          contentType: 'video/mp4',
          storageKey: 'products/drop0',
          size: 4 * 1024 * 1024,
        },
      ],
    });
    const dropper = http.createServer((req) => {
      req.once('data', () => req.socket.destroy());
    });
    await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve));
    const dropUrl = `http://127.0.0.1:${(dropper.address() as AddressInfo).port}/hook`;
    try {
      const dropping = createOutboxRelay({
        db: ctx.db,
        urls: { product_submission: dropUrl },
        storage: ctx.storage,
        maxAttempts: 5,
        pollMs: 50,
        baseBackoffMs: 1,
        maxBackoffMs: 1,
      });
      assert.deepEqual(await dropping.runOnce(), { delivered: 0, retried: 1, dead: 0 });
    } finally {
      await new Promise((resolve) => dropper.close(resolve));
    }
    const [row] = await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.id, queued.id));
    assert.equal(row!.status, 'queued');
    assert.ok(row!.lastError);
    await ctx.db.update(schema.outbox).set({ nextAttemptAt: new Date(0) });
    assert.deepEqual(await relay().runOnce(), { delivered: 1, retried: 0, dead: 0 });
    assert.equal(received[0]!.files.photo_0!.data.length, 4 * 1024 * 1024);
  });

  it('a row queued in the old JSON shape (no files) is sent as text fields', async () => {
    const queued = await enqueueOutbox(ctx.db, 'product_submission', {
      Product_Name: 'Legacy',
      total_attachments: 0,
    });
    assert.deepEqual(await relay().runOnce(), { delivered: 1, retried: 0, dead: 0 });
    assert.deepEqual(received[0]!.fields, { Product_Name: 'Legacy', total_attachments: '0' });
    const [row] = await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.id, queued.id));
    assert.equal(row!.status, 'delivered');
  });
});
