import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { enqueueOutbox } from '../src/outbox/outbox-repository.js';
import { backoffMs, createOutboxRelay, type RelayOptions } from '../src/outbox/relay.js';
import { freshDatabase } from './helpers.js';

interface Received {
  path: string;
  body: unknown;
  idempotencyKey: string | undefined;
}

let database: Database;
let drop: () => Promise<void>;
let server: http.Server;
let baseUrl: string;
const received: Received[] = [];
/** Status the hook answers next; tests flip it. */
let hookStatus = 200;

before(async () => {
  ({ database, drop } = await freshDatabase());
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        body: JSON.parse(body),
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      });
      res.statusCode = hookStatus;
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  await new Promise((r) => server.close(r));
  await drop();
});
beforeEach(async () => {
  await database.db.delete(schema.outbox);
  received.length = 0;
  hookStatus = 200;
});

const row = async (id: string) =>
  (await database.db.select().from(schema.outbox).where(eq(schema.outbox.id, id)))[0]!;

function relay(overrides: Partial<RelayOptions> = {}) {
  return createOutboxRelay({
    db: database.db,
    urls: { purchase_request: `${baseUrl}/purchase`, support_request: `${baseUrl}/support` },
    maxAttempts: 3,
    pollMs: 20,
    baseBackoffMs: 1000,
    maxBackoffMs: 1500,
    ...overrides,
  });
}

describe('outbox relay (spec §7 webhooks)', () => {
  it('delivers a queued row to its kind’s URL and marks it delivered', async () => {
    const queued = await enqueueOutbox(database.db, 'purchase_request', {
      productName: 'Pink Kush',
      quantity: 5,
    });
    const result = await relay().runOnce();
    assert.deepEqual(result, { delivered: 1, retried: 0, dead: 0 });
    assert.deepEqual(received, [
      {
        path: '/purchase',
        body: { productName: 'Pink Kush', quantity: 5 },
        idempotencyKey: queued.id,
      },
    ]);
    const after = await row(queued.id);
    assert.equal(after.status, 'delivered');
    assert.equal(after.attempts, 1);
    assert.ok(after.deliveredAt);
    assert.equal(after.lastError, null);
    // Delivered rows are not sent again.
    assert.deepEqual(await relay().runOnce(), { delivered: 0, retried: 0, dead: 0 });
    assert.equal(received.length, 1);
  });

  it('issue 20: delivers a counter_offer step as JSON to AUTOMATION_URL_COUNTER_OFFER', async () => {
    const payload = {
      action: 'relayed',
      counterId: 'co_1',
      taskId: 't_1',
      productName: 'Pink Kush',
      quantity: 80,
      pricePerGram: 3,
      totalValue: 240,
      note: null,
      reason: null,
      at: '2026-01-01T00:00:00.000Z',
    };
    const queued = await enqueueOutbox(database.db, 'counter_offer', payload);
    // Without its URL it waits; with it, it is sent as the others are.
    assert.deepEqual(await relay().runOnce(), { delivered: 0, retried: 0, dead: 0 });
    const result = await relay({ urls: { counter_offer: `${baseUrl}/counter` } }).runOnce();
    assert.deepEqual(result, { delivered: 1, retried: 0, dead: 0 });
    assert.deepEqual(received, [{ path: '/counter', body: payload, idempotencyKey: queued.id }]);
  });

  it('leaves rows queued while their kind has no URL', async () => {
    const queued = await enqueueOutbox(database.db, 'delete_bid', { action: 'delete_bid' });
    assert.deepEqual(await relay().runOnce(), { delivered: 0, retried: 0, dead: 0 });
    assert.deepEqual(await relay({ urls: {} }).runOnce(), { delivered: 0, retried: 0, dead: 0 });
    const after = await row(queued.id);
    assert.equal(after.status, 'queued');
    assert.equal(after.attempts, 0);
    assert.equal(received.length, 0);
  });

  it('retries with exponential backoff (capped), then marks the row dead after max attempts', async () => {
    hookStatus = 500;
    const queued = await enqueueOutbox(database.db, 'support_request', {
      Subject: 'New support request',
    });
    let clock = new Date(Date.now() + 1000);
    const r = relay({ now: () => clock });

    assert.deepEqual(await r.runOnce(), { delivered: 0, retried: 1, dead: 0 });
    let state = await row(queued.id);
    assert.equal(state.status, 'queued');
    assert.equal(state.attempts, 1);
    assert.equal(state.lastError, 'HTTP 500 Internal Server Error');
    assert.equal(state.nextAttemptAt.getTime(), clock.getTime() + 1000);

    // Not due yet: nothing is sent.
    assert.deepEqual(await r.runOnce(), { delivered: 0, retried: 0, dead: 0 });
    assert.equal(received.length, 1);

    clock = new Date(clock.getTime() + 1000);
    assert.deepEqual(await r.runOnce(), { delivered: 0, retried: 1, dead: 0 });
    state = await row(queued.id);
    assert.equal(state.attempts, 2);
    assert.equal(
      state.nextAttemptAt.getTime(),
      clock.getTime() + 1500,
      'second delay 2000 ms capped at 1500',
    );

    clock = new Date(clock.getTime() + 1500);
    assert.deepEqual(await r.runOnce(), { delivered: 0, retried: 0, dead: 1 });
    state = await row(queued.id);
    assert.equal(state.status, 'dead');
    assert.equal(state.attempts, 3);
    assert.equal(received.length, 3);

    clock = new Date(clock.getTime() + 60_000);
    assert.deepEqual(await r.runOnce(), { delivered: 0, retried: 0, dead: 0 });
  });

  it('a network failure counts as a failed attempt', async () => {
    const queued = await enqueueOutbox(database.db, 'purchase_request', { n: 1 });
    const r = relay({ urls: { purchase_request: 'http://127.0.0.1:1/closed' } });
    assert.deepEqual(await r.runOnce(), { delivered: 0, retried: 1, dead: 0 });
    const state = await row(queued.id);
    assert.equal(state.attempts, 1);
    assert.ok(state.lastError);
  });

  it('state survives a restart: a new relay picks up a failed row once it is due', async () => {
    hookStatus = 503;
    const queued = await enqueueOutbox(database.db, 'purchase_request', { n: 2 });
    const now = new Date(Date.now() + 1000);
    assert.deepEqual(await relay({ now: () => now }).runOnce(), {
      delivered: 0,
      retried: 1,
      dead: 0,
    });
    hookStatus = 200;
    const later = new Date(now.getTime() + 5000);
    assert.deepEqual(await relay({ now: () => later }).runOnce(), {
      delivered: 1,
      retried: 0,
      dead: 0,
    });
    assert.equal((await row(queued.id)).status, 'delivered');
    assert.equal((await row(queued.id)).attempts, 2);
  });

  it('a claimed row is leased: a second relay does not send it again meanwhile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slowFetch: typeof fetch = async (...args) => {
      await gate;
      return fetch(...args);
    };
    const queued = await enqueueOutbox(database.db, 'purchase_request', { n: 3 });
    const first = relay({ fetch: slowFetch }).runOnce();
    // Give the first relay time to claim.
    for (let i = 0; i < 50 && (await row(queued.id)).attempts === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    assert.deepEqual(await relay().runOnce(), { delivered: 0, retried: 0, dead: 0 });
    release();
    assert.deepEqual(await first, { delivered: 1, retried: 0, dead: 0 });
    assert.equal(received.length, 1);
  });

  it('gives up by age, not by attempts: a young row keeps retrying, an old one is dead', async () => {
    hookStatus = 500;
    const queued = await enqueueOutbox(database.db, 'support_request', { n: 'age' });
    const hour = 3_600_000;
    const created = (await row(queued.id)).queuedAt.getTime();
    let clock = new Date(created + 1000);
    const r = relay({ now: () => clock, maxAttempts: 500, maxAgeMs: 2 * hour });
    // Far more attempts than the old cap of 3/8, still young: retried every time.
    for (let i = 0; i < 12; i++) {
      assert.deepEqual(await r.runOnce(), { delivered: 0, retried: 1, dead: 0 }, `attempt ${i}`);
      clock = new Date((await row(queued.id)).nextAttemptAt.getTime());
    }
    let state = await row(queued.id);
    assert.equal(state.status, 'queued');
    assert.equal(state.attempts, 12);
    // Past the max age: the next failure makes it dead.
    clock = new Date(Math.max(clock.getTime(), created + 2 * hour));
    assert.deepEqual(await r.runOnce(), { delivered: 0, retried: 0, dead: 1 });
    state = await row(queued.id);
    assert.equal(state.status, 'dead');
    assert.equal(state.lastError, 'HTTP 500 Internal Server Error');
  });

  it('the retry delay is capped at 15 minutes', async () => {
    hookStatus = 500;
    const queued = await enqueueOutbox(database.db, 'support_request', { n: 'cap' });
    const clock = new Date(Date.now() + 1000);
    await database.db
      .update(schema.outbox)
      .set({ attempts: 40 })
      .where(eq(schema.outbox.id, queued.id));
    const r = relay({
      now: () => clock,
      maxAttempts: 500,
      baseBackoffMs: 5000,
      maxBackoffMs: 24 * 3_600_000,
    });
    assert.deepEqual(await r.runOnce(), { delivered: 0, retried: 1, dead: 0 });
    assert.equal((await row(queued.id)).nextAttemptAt.getTime(), clock.getTime() + 15 * 60_000);
  });

  it('the lease outlives a whole batch: a second relay does not re-send rows the first is still delivering', async () => {
    // 3 rows, 30 s timeout each: the last may be sent 90 s after the claim (the old lease was 60 s).
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started = 0;
    const slowFetch: typeof fetch = async (...args) => {
      started += 1;
      await gate;
      return fetch(...args);
    };
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await enqueueOutbox(database.db, 'purchase_request', { n: `lease-${i}` })).id);
    const t0 = new Date(Date.now() + 1000);
    const options = { batchSize: 3, requestTimeoutMs: 30_000 };
    const first = relay({ ...options, now: () => t0, fetch: slowFetch }).runOnce();
    for (let i = 0; i < 100 && started === 0; i++) await new Promise((r) => setTimeout(r, 10));
    assert.equal(started, 1, 'the first relay is delivering');
    // 80 s later the first relay may still be busy with the batch: nothing is due for a second one.
    const later = new Date(t0.getTime() + 80_000);
    assert.deepEqual(await relay({ ...options, now: () => later }).runOnce(), {
      delivered: 0,
      retried: 0,
      dead: 0,
    });
    for (const id of ids) {
      assert.ok((await row(id)).nextAttemptAt.getTime() >= t0.getTime() + 90_000, id);
    }
    release();
    assert.deepEqual(await first, { delivered: 3, retried: 0, dead: 0 });
    assert.equal(received.length, 3);
  });

  it('start() polls until stop()', async () => {
    const r = relay();
    r.start();
    const queued = await enqueueOutbox(database.db, 'purchase_request', { n: 4 });
    for (let i = 0; i < 100 && (await row(queued.id)).status !== 'delivered'; i++) {
      await new Promise((res) => setTimeout(res, 20));
    }
    await r.stop();
    assert.equal((await row(queued.id)).status, 'delivered');
    const later = await enqueueOutbox(database.db, 'purchase_request', { n: 5 });
    await new Promise((res) => setTimeout(res, 100));
    assert.equal((await row(later.id)).status, 'queued', 'a stopped relay sends nothing');
  });

  it('backoffMs doubles per attempt and is capped', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 10].map((a) => backoffMs(a, 5000, 30_000)),
      [5000, 10_000, 20_000, 30_000, 30_000],
    );
  });
});
