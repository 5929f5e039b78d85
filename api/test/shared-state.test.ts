import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { LiveEvent, Subscriber } from '../src/live/event-hub.js';
import { createTestContext, createUser, testDatabaseUrl, type TestContext } from './helpers.js';

/**
 * Issue 21: two API processes (two apps, each with its own LISTEN connection) on one PostgreSQL
 * share live events, catalogue invalidations and the rate-limit budget. PGlite is one process:
 * there is nothing to share, so this file runs with TEST_DATABASE_URL only.
 */
const postgres = Boolean(testDatabaseUrl);

describe(
  'two API processes on one PostgreSQL',
  { skip: !postgres && 'needs TEST_DATABASE_URL' },
  () => {
    let ctx: TestContext;
    let other: FastifyInstance;
    before(async () => {
      ctx = await createTestContext(
        { rateLimitPerMinute: 10, cataloguePageTtlMs: 60_000 },
        { rateLimit: true },
      );
      other = await buildApp({ config: ctx.config, db: ctx.db, storage: ctx.storage });
      await other.ready();
    });
    after(async () => {
      await other.close();
      await ctx.close();
    });

    it('an event published by one reaches a subscriber of the other, and replays there', async () => {
      const received: LiveEvent[] = [];
      const subscriber: Subscriber = {
        contactId: 'c_someone',
        isAdmin: true,
        send: (event) => received.push(event),
        close: () => undefined,
      };
      const subscription = await other.liveEvents.subscribe(subscriber);
      subscription.start();
      ctx.app.liveEvents.publish(
        'operator:bid-created',
        { bid: { id: 't_1', Subject: 'Bid' } },
        { admins: true },
      );
      const deadline = Date.now() + 5000;
      while (received.length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      assert.equal(received.length, 1);
      assert.equal(received[0]!.type, 'operator:bid-created');
      subscription.unsubscribe();

      // Resuming from before it, on the publishing process this time.
      const again = await ctx.app.liveEvents.subscribe(subscriber, subscription.lastId);
      assert.equal(again.catchUp.kind, 'replay');
      assert.deepEqual(
        again.catchUp.kind === 'replay' ? again.catchUp.events.map((e) => e.id) : [],
        [received[0]!.id],
      );
      again.unsubscribe();
    });

    it("a product change drops the other's kept pages before it is answered", async () => {
      other.catalogueAnswers.set('status=active', '{"products":[]}');
      assert.ok(other.catalogueAnswers.get('status=active'));
      await ctx.app.catalogueChanged();
      assert.equal(await other.catalogueFresh(), true);
      assert.equal(other.catalogueAnswers.get('status=active'), undefined);
    });

    it('one user has one budget across both (PostgreSQL store)', async () => {
      const user = await createUser(ctx.db);
      const statuses: number[] = [];
      for (let i = 0; i < 14; i += 1) {
        const app = i % 2 === 0 ? ctx.app : other;
        const res = await app.inject({
          method: 'GET',
          url: '/products',
          headers: { authorization: `Bearer ${user.token}` },
        });
        statuses.push(res.statusCode);
      }
      assert.deepEqual(statuses, [...Array(10).fill(200), ...Array(4).fill(429)]);
    });
  },
);
