import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  createTestContext,
  createUser,
  multipartBody,
  PDF_BYTES,
  postMultipart,
  request,
  tableCounts,
  type TestContext,
  errorOf,
  LICENCE_PARTS,
} from './helpers.js';

/** Issue 6: per-contact quotas with clear 4xx messages. */
let ctx: TestContext;
before(async () => {
  ctx = await createTestContext({
    maxStoredBytesPerContact: 2048,
    maxDocumentsPerContact: 3,
    supportRequestsPerHour: 3,
  });
});
after(async () => ctx.close());

const pdf = (size: number) =>
  Buffer.concat([PDF_BYTES, Buffer.alloc(size - PDF_BYTES.length, 0x20)]);
const storedDocuments = async () =>
  (await readdir(path.join(ctx.storage.root, 'documents')).catch(() => [])).length;

describe('documents per contact', () => {
  it('stored bytes: 413 naming the field, nothing stored', async () => {
    const user = await createUser(ctx.db, { confirmed: false });
    const url = `/contacts/${user.contact!.id}/attachments`;
    let res = await postMultipart(
      ctx.app,
      url,
      user.token,
      multipartBody([
        { name: 'cannabis_license', filename: 'a.pdf', data: pdf(1500) },
        ...LICENCE_PARTS,
      ]),
    );
    assert.equal(res.statusCode, 201);
    const before = await tableCounts(ctx.db);
    const files = await storedDocuments();
    res = await postMultipart(
      ctx.app,
      url,
      user.token,
      multipartBody([{ name: 'cra_permit', filename: 'b.pdf', data: pdf(1000) }]),
    );
    assert.equal(res.statusCode, 413);
    assert.deepEqual(errorOf(res), {
      error:
        'cra_permit: Storage quota reached: your documents may take at most 2 KB in total (1 KB stored)',
      field: 'cra_permit',
    });
    assert.deepEqual(await tableCounts(ctx.db), before);
    assert.equal(await storedDocuments(), files);
  });

  it('documents per contact: 409 once the count is reached', async () => {
    const user = await createUser(ctx.db, { confirmed: false });
    const url = `/contacts/${user.contact!.id}/attachments`;
    const both = () =>
      multipartBody([
        { name: 'cannabis_license', filename: 'a.pdf', data: PDF_BYTES },
        ...LICENCE_PARTS,
        { name: 'cra_permit', filename: 'b.pdf', data: PDF_BYTES },
      ]);
    assert.equal((await postMultipart(ctx.app, url, user.token, both())).statusCode, 201);
    const before = await tableCounts(ctx.db);
    const res = await postMultipart(ctx.app, url, user.token, both());
    assert.equal(res.statusCode, 409);
    assert.deepEqual(errorOf(res), {
      error: 'cra_permit: You can store at most 3 documents',
      field: 'cra_permit',
    });
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('parallel uploads cannot pass the count together', async () => {
    const user = await createUser(ctx.db, { confirmed: false });
    const url = `/contacts/${user.contact!.id}/attachments`;
    const one = () =>
      multipartBody([
        { name: 'cannabis_license', filename: 'a.pdf', data: PDF_BYTES },
        ...LICENCE_PARTS,
      ]);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => postMultipart(ctx.app, url, user.token, one())),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [201, 201, 201, 409, 409, 409]);
  });
});

describe('support requests per hour', () => {
  it('the 4th within an hour is a 429 saying when to retry; other contacts are not affected', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 3; i += 1) {
      const res = await request(ctx.app, 'POST', '/support-requests', user.token, {
        description: `help ${i}`,
      });
      assert.equal(res.statusCode, 201);
    }
    const before = await tableCounts(ctx.db);
    const res = await request(ctx.app, 'POST', '/support-requests', user.token, {
      description: 'help 4',
    });
    assert.equal(res.statusCode, 429);
    assert.match(
      res.json().error,
      /^Too many support requests: at most 3 per hour\. Retry in (60 minutes|59 minutes)\.$/,
    );
    assert.ok(Number(res.headers['retry-after']) > 3500);
    assert.deepEqual(await tableCounts(ctx.db), before, 'no task, no webhook queued');

    const other = await createUser(ctx.db);
    const ok = await request(ctx.app, 'POST', '/support-requests', other.token, {
      description: 'help',
    });
    assert.equal(ok.statusCode, 201);
  });
});
