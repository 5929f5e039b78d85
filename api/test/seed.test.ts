import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadDemoFixtures } from '../src/seed/demo-fixtures.js';
import { seedDemoData } from '../src/seed/seed.js';
import { request, mintIdToken, tableCounts } from './helpers.js';
import { testSuite } from './suite.js';

const {
  accounts: demoAccounts,
  invitedContacts: demoInvitedContacts,
  products: demoProducts,
  tasks: demoTasks,
} = await loadDemoFixtures();

const { ctx } = testSuite({});

describe('seedDemoData', () => {
  it('seeds the demo accounts, products with covers and tasks once', async () => {
    const first = await seedDemoData(ctx.db, ctx.storage);
    assert.deepEqual(first, {
      seeded: true,
      contacts: demoAccounts.length + demoInvitedContacts.length,
      products: demoProducts.length,
      tasks: demoTasks.length,
    });
    const counts = await tableCounts(ctx.db);
    assert.equal(counts.contacts, demoAccounts.length + demoInvitedContacts.length);
    assert.equal(counts.products, demoProducts.length);
    assert.equal(counts.product_files, demoProducts.length);
    assert.equal(counts.tasks, demoTasks.length);
    assert.equal(counts.outbox, 0);

    const second = await seedDemoData(ctx.db, ctx.storage);
    assert.equal(second.seeded, false);
    assert.deepEqual(await tableCounts(ctx.db), counts);
  });

  it('the seeded buyer sees the catalogue with covers and its tasks in every status', async () => {
    const buyer = demoAccounts.find((a) => a.uid === 'demo-buyer')!;
    const token = mintIdToken(buyer.uid, buyer.email);
    const me = await request(ctx.app, 'GET', `/contact-by-email?email=${buyer.email}`, token);
    assert.equal(me.statusCode, 200);
    const products = await request(ctx.app, 'GET', '/products?limit=100', token);
    assert.equal(products.statusCode, 200);
    const list = products.json().products as Array<{
      id: string;
      cover: string;
      Product_Active: boolean;
    }>;
    assert.equal(list.length, demoProducts.filter((p) => p.Product_Active).length);
    const cover = await request(ctx.app, 'GET', list[0]!.cover, token);
    assert.equal(cover.statusCode, 200);
    assert.equal(cover.headers['content-type'], 'image/png');
    assert.ok(cover.rawPayload.subarray(1, 4).equals(Buffer.from('PNG')));

    const tasks = await request(ctx.app, 'GET', `/tasks?who_id=${me.json().data.id}`, token);
    assert.equal(tasks.statusCode, 200);
    const statuses = new Set((tasks.json().data as Array<{ Status: string }>).map((t) => t.Status));
    assert.deepEqual([...statuses].sort(), ['Approved', 'Completed', 'Not Started', 'Pending']);
  });
});
