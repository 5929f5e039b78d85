import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import * as schema from '../src/db/schema.js';
import { enqueueOutbox } from '../src/outbox/outbox-repository.js';
import { request } from './helpers.js';
import { testSuite } from './suite.js';

/** Issue 11: the Automation tab — outbox rows by status and kind, the last error, requeue of dead rows. */

const { ctx, admin } = testSuite({ admin: { contactType: ['Admin'] } });
beforeEach(async () => {
  await ctx.db.delete(schema.outbox);
});

async function row(
  kind: schema.OutboxKind,
  status: 'queued' | 'delivered' | 'dead',
  lastError?: string,
) {
  const created = await enqueueOutbox(ctx.db, kind, { kind });
  await ctx.db
    .update(schema.outbox)
    .set({
      status,
      attempts: status === 'queued' ? 0 : 3,
      lastError: lastError ?? null,
      deliveredAt: status === 'delivered' ? new Date() : null,
    })
    .where(eq(schema.outbox.id, created.id));
  return created.id;
}

describe('GET /operator/outbox: endpoints (issue 18)', () => {
  it('says, per kind, whether its endpoint is configured and since when its oldest queued row waits', async () => {
    // The same database, with one endpoint configured.
    const app = await buildApp({
      // Issue 20: and a mail server for the `email` rows.
      config: {
        ...ctx.config,
        automationUrls: { purchase_request: 'http://127.0.0.1:9/hook' },
        smtpUrl: 'smtp://127.0.0.1:9',
      },
      db: ctx.db,
      storage: ctx.storage,
      rateLimit: false,
    });
    const configured = { app, db: ctx.db };
    try {
      const boss = admin;
      const threeHoursAgo = new Date(Date.now() - 3 * 3600_000);
      const old = await enqueueOutbox(configured.db, 'support_request', { n: 1 });
      await enqueueOutbox(configured.db, 'support_request', { n: 2 });
      await configured.db
        .update(schema.outbox)
        .set({ queuedAt: threeHoursAgo })
        .where(eq(schema.outbox.id, old.id));
      // A dead row is not waiting: it does not count as queued.
      const dead = await enqueueOutbox(configured.db, 'purchase_request', { n: 3 });
      await configured.db
        .update(schema.outbox)
        .set({ status: 'dead', queuedAt: new Date(Date.now() - 9 * 3600_000) })
        .where(eq(schema.outbox.id, dead.id));
      // The filters narrow the rows, never the endpoints.
      const res = await request(
        configured.app,
        'GET',
        '/operator/outbox?status=delivered',
        boss.token,
      );
      assert.equal(res.statusCode, 200);
      const { endpoints, data } = res.json();
      assert.deepEqual(data, []);
      assert.deepEqual(endpoints, [
        { kind: 'purchase_request', configured: true, oldest_queued_at: null },
        {
          kind: 'support_request',
          configured: false,
          oldest_queued_at: threeHoursAgo.toISOString(),
        },
        { kind: 'update_bid', configured: false, oldest_queued_at: null },
        { kind: 'delete_bid', configured: false, oldest_queued_at: null },
        { kind: 'product_submission', configured: false, oldest_queued_at: null },
        { kind: 'counter_offer', configured: false, oldest_queued_at: null },
        { kind: 'email', configured: true, oldest_queued_at: null },
      ]);
    } finally {
      await app.close();
    }
  });

  it('no endpoint configured at all (npm start without AUTOMATION_URL_*): every kind says so', async () => {
    await row('purchase_request', 'queued');
    const res = await request(ctx.app, 'GET', '/operator/outbox', admin.token);
    assert.equal(res.statusCode, 200, res.body);
    const { endpoints } = res.json();
    assert.ok(endpoints.every((e: { configured: boolean }) => !e.configured));
    const purchase = endpoints.find((e: { kind: string }) => e.kind === 'purchase_request');
    assert.ok(Date.now() - Date.parse(purchase.oldest_queued_at) < 60_000);
  });
});

describe('GET /operator/outbox', () => {
  it('lists rows newest first with their last error, and counts each status and kind', async () => {
    const dead = await row('purchase_request', 'dead', 'HTTP 500 Internal Server Error');
    const delivered = await row('support_request', 'delivered');
    const queued = await row('purchase_request', 'queued', 'connect ECONNREFUSED');
    const res = await request(ctx.app, 'GET', '/operator/outbox', admin.token);
    assert.equal(res.statusCode, 200);
    const { data, counts, nextCursor } = res.json();
    assert.equal(nextCursor, null);
    assert.deepEqual(
      data.map((r: { id: string }) => r.id),
      [queued, delivered, dead],
    );
    const deadRow = data.find((r: { id: string }) => r.id === dead);
    assert.equal(deadRow.status, 'dead');
    assert.equal(deadRow.kind, 'purchase_request');
    assert.equal(deadRow.attempts, 3);
    assert.equal(deadRow.last_error, 'HTTP 500 Internal Server Error');
    assert.equal(deadRow.next_attempt_at, null, 'a dead row is not attempted again');
    assert.deepEqual(deadRow.payload, { kind: 'purchase_request' });
    assert.ok(Date.parse(data.find((r: { id: string }) => r.id === queued).next_attempt_at) > 0);
    assert.ok(Date.parse(data.find((r: { id: string }) => r.id === delivered).delivered_at) > 0);
    assert.deepEqual(counts, [
      { status: 'dead', kind: 'purchase_request', count: 1 },
      { status: 'delivered', kind: 'support_request', count: 1 },
      { status: 'queued', kind: 'purchase_request', count: 1 },
    ]);
  });

  it('filters by status and kind, pages with a cursor, and names a bad filter', async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.unshift(await row('update_bid', 'dead', `HTTP 50${i}`));
    await row('update_bid', 'delivered');
    await row('delete_bid', 'dead');
    const first = await request(
      ctx.app,
      'GET',
      '/operator/outbox?status=dead&kind=update_bid&limit=2',
      admin.token,
    );
    const second = await request(
      ctx.app,
      'GET',
      `/operator/outbox?status=dead&kind=update_bid&limit=2&cursor=${first.json().nextCursor}`,
      admin.token,
    );
    assert.deepEqual(
      [...first.json().data, ...second.json().data].map((r: { id: string }) => r.id),
      ids,
    );
    assert.equal(second.json().nextCursor, null);
    const bad = await request(ctx.app, 'GET', '/operator/outbox?kind=sms', admin.token);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().field, 'kind');
  });
});

describe('POST /operator/outbox/requeue', () => {
  it('queues one dead row again, or all of them', async () => {
    const a = await row('purchase_request', 'dead', 'HTTP 500');
    const b = await row('support_request', 'dead', 'HTTP 502');
    const one = await request(ctx.app, 'POST', '/operator/outbox/requeue', admin.token, { id: a });
    assert.deepEqual(one.json(), { requeued: 1 });
    const [stored] = await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.id, a));
    assert.equal(stored?.status, 'queued');
    assert.equal(stored?.attempts, 0);
    const all = await request(ctx.app, 'POST', '/operator/outbox/requeue', admin.token);
    assert.deepEqual(all.json(), { requeued: 1 });
    const [other] = await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.id, b));
    assert.equal(other?.status, 'queued');
  });
});
