import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { enqueueOutbox } from '../src/outbox/outbox-repository.js';
import { request, errorOf } from './helpers.js';
import { testSuite } from './suite.js';

const { ctx, admin, buyer } = testSuite({
  admin: { contactType: ['Admin'] },
  buyer: { contactType: ['Buyer', 'Seller'] },
});
beforeEach(async () => {
  await ctx.db.delete(schema.outbox);
});

async function deadRow(n: number) {
  const row = await enqueueOutbox(ctx.db, 'support_request', { n });
  const old = new Date(Date.now() - 100 * 3_600_000);
  await ctx.db
    .update(schema.outbox)
    .set({ status: 'dead', attempts: 37, lastError: 'HTTP 500', queuedAt: old, createdAt: old })
    .where(eq(schema.outbox.id, row.id));
  return row.id;
}
const get = async (id: string) =>
  (await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.id, id)))[0]!;

describe('POST /outbox/requeue (Admin)', () => {
  it('re-queues every dead row with a fresh window and answers the count', async () => {
    const a = await deadRow(1);
    const b = await deadRow(2);
    const delivered = await enqueueOutbox(ctx.db, 'support_request', { n: 3 });
    await ctx.db
      .update(schema.outbox)
      .set({ status: 'delivered' })
      .where(eq(schema.outbox.id, delivered.id));
    const started = Date.now();
    const res = await request(ctx.app, 'POST', '/outbox/requeue', admin.token);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { requeued: 2 });
    for (const id of [a, b]) {
      const row = await get(id);
      assert.equal(row.status, 'queued');
      assert.equal(row.attempts, 0);
      assert.ok(row.queuedAt.getTime() >= started - 1000, 'a fresh delivery window');
      assert.ok(row.nextAttemptAt.getTime() <= Date.now());
    }
    assert.equal((await get(delivered.id)).status, 'delivered');
    const again = await request(ctx.app, 'POST', '/outbox/requeue', admin.token, {});
    assert.deepEqual(again.json(), { requeued: 0 });
  });

  it('re-queues one row by id', async () => {
    const a = await deadRow(1);
    const b = await deadRow(2);
    const res = await request(ctx.app, 'POST', '/outbox/requeue', admin.token, { id: b });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { requeued: 1 });
    assert.equal((await get(a)).status, 'dead');
    assert.equal((await get(b)).status, 'queued');
    const missing = await request(ctx.app, 'POST', '/outbox/requeue', admin.token, { id: 'o_x' });
    assert.deepEqual(missing.json(), { requeued: 0 });
  });

  it('is Admin only (403), needs a token (401)', async () => {
    const a = await deadRow(1);
    const res = await request(ctx.app, 'POST', '/outbox/requeue', buyer.token);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(errorOf(res), { error: 'Only an Admin may re-queue webhooks' });
    const anon = await request(ctx.app, 'POST', '/outbox/requeue', null);
    assert.equal(anon.statusCode, 401);
    assert.deepEqual(errorOf(anon), { error: 'User not authenticated' });
    assert.equal((await get(a)).status, 'dead');
  });
});
