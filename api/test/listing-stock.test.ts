import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { createProduct, request, type TestUser } from './helpers.js';
import { testSuite } from './suite.js';

/**
 * Issue 35 "No overselling": a listing's stock is its grams now plus upcoming (spec §5); an
 * approval reserves the bid's grams and cannot take more than the listing's other approved bids
 * leave (also when two approvals race), a declined or deleted bid releases them, a counter-offer
 * must fit too, and the operator declines a bid with a reason the buyer is told. Deleting a
 * listing tells the buyers of its approved bids.
 */

const { ctx, admin, buyer, otherBuyer, seller } = testSuite({
  admin: { contactType: ['Admin'] },
  buyer: { contactType: ['Buyer'], firstName: 'Ada' },
  otherBuyer: { contactType: ['Buyer'], firstName: 'Bob' },
  seller: { contactType: ['Seller'], firstName: 'Liam' },
});

/** A listing of 1 000 g now + 500 g upcoming: 1 500 g of stock. */
const listing = (name: string) =>
  createProduct(ctx.db, { ownerContactId: seller.contact!.id, productName: name });

async function bid(user: TestUser, product: schema.ProductRow, quantity: number) {
  const res = await request(ctx.app, 'POST', '/tasks', user.token, {
    productId: product.id,
    quantity,
    pricePerGram: 2.5,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: string };
}

const move = (id: string, Status: string, token = admin.token) =>
  request(ctx.app, 'PUT', `/operator/bids/${id}/status`, token, { Status });
const decline = (id: string, reason: unknown, token: string | null = admin.token) =>
  request(ctx.app, 'POST', `/operator/bids/${id}/decline`, token, { reason });

async function approve(id: string) {
  assert.equal((await move(id, 'Pending')).statusCode, 200);
  const res = await move(id, 'Approved');
  assert.equal(res.statusCode, 200, res.body);
  return res;
}

/** The board's stock figures of the listing, as the console reads them (one bid's row). */
async function stockOf(product: schema.ProductRow) {
  const res = await request(ctx.app, 'GET', `/operator/bids?productId=${product.id}`, admin.token);
  assert.equal(res.statusCode, 200, res.body);
  const [row] = res.json().data as Array<{
    product: { Grams_Stock: number; Grams_Reserved: number; Grams_Left: number };
  }>;
  return row!.product;
}

const statusOf = async (id: string) =>
  (await ctx.db.select().from(schema.tasks).where(eq(schema.tasks.id, id)))[0]!;

async function tally() {
  const n = async (table: typeof schema.auditRecords | typeof schema.notifications) =>
    (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  return { audit: await n(schema.auditRecords), notifications: await n(schema.notifications) };
}

const notificationsOf = (contactId: string, kind: string) =>
  ctx.db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.contactId, contactId), eq(schema.notifications.kind, kind)));

describe('the over-allocation guard', () => {
  it('shows each listing’s stock, reserved and left grams on the bids board', async () => {
    const kush = await listing('Stock Kush');
    const first = await bid(buyer, kush, 400);
    await bid(otherBuyer, kush, 300);
    const { Grams_Stock, Grams_Reserved, Grams_Left } = await stockOf(kush);
    // Pending bids reserve nothing.
    assert.deepEqual(
      { Grams_Stock, Grams_Reserved, Grams_Left },
      {
        Grams_Stock: 1500,
        Grams_Reserved: 0,
        Grams_Left: 1500,
      },
    );
    await approve(first.id);
    const after = await stockOf(kush);
    assert.equal(after.Grams_Stock, 1500);
    assert.equal(after.Grams_Reserved, 400);
    assert.equal(after.Grams_Left, 1100);
  });

  it('refuses an approval beyond what is left with 409 and the grams left, writing nothing', async () => {
    const haze = await listing('Oversold Haze');
    const a = await bid(buyer, haze, 1000);
    const b = await bid(otherBuyer, haze, 600);
    await approve(a.id);
    assert.equal((await move(b.id, 'Pending')).statusCode, 200);
    const before = await tally();
    const res = await move(b.id, 'Approved');
    assert.equal(res.statusCode, 409, res.body);
    const body = res.json();
    assert.equal(body.code, 'domain.stock.approvalOversells');
    assert.equal(
      body.error,
      'Approving this bid would oversell the listing: it asks for 600 g and only 500 g are left.',
    );
    assert.equal(body.params.grams_left, 500);
    assert.equal(body.field, 'Status');
    assert.equal((await statusOf(b.id)).status, 'Pending');
    assert.deepEqual(await tally(), before);
    // Exactly what is left still fits.
    const c = await bid(otherBuyer, haze, 500);
    await approve(c.id);
    assert.equal((await stockOf(haze)).Grams_Left, 0);
  });

  it('lets only one of two concurrent approvals take the last grams', async () => {
    const dream = await listing('Race Dream');
    const a = await bid(buyer, dream, 1000);
    const b = await bid(otherBuyer, dream, 1000);
    assert.equal((await move(a.id, 'Pending')).statusCode, 200);
    assert.equal((await move(b.id, 'Pending')).statusCode, 200);
    const answers = await Promise.all([move(a.id, 'Approved'), move(b.id, 'Approved')]);
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 409], answers[1]!.body);
    const statuses = [(await statusOf(a.id)).status, (await statusOf(b.id)).status].sort();
    assert.deepEqual(statuses, ['Approved', 'Pending']);
    const stock = await stockOf(dream);
    assert.equal(stock.Grams_Reserved, 1000);
    assert.equal(stock.Grams_Left, 500);
  });

  it('counts Completed bids as reserved, and releases a deleted one', async () => {
    const og = await listing('Kept OG');
    const a = await bid(buyer, og, 700);
    await approve(a.id);
    assert.equal((await move(a.id, 'Completed')).statusCode, 200);
    assert.equal((await stockOf(og)).Grams_Reserved, 700);
    // Reserved grams are read from the bids themselves: a bid gone from the lists holds none.
    await ctx.db
      .update(schema.tasks)
      .set({ deletedAt: new Date() })
      .where(eq(schema.tasks.id, a.id));
    await bid(otherBuyer, og, 10);
    assert.equal((await stockOf(og)).Grams_Reserved, 0);
  });

  it('refuses an approval on a listing that was deleted (nothing left)', async () => {
    const gone = await listing('Gone Gelato');
    const a = await bid(buyer, gone, 100);
    assert.equal((await move(a.id, 'Pending')).statusCode, 200);
    assert.equal(
      (await request(ctx.app, 'DELETE', `/products/${gone.id}`, seller.token)).statusCode,
      200,
    );
    const res = await move(a.id, 'Approved');
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().params.grams_left, 0);
  });
});

describe('POST /operator/bids/:id/decline', () => {
  it('declines with a reason: Declined for the buyer, told, audited, its webhook queued', async () => {
    const mints = await listing('Decline Mints');
    const a = await bid(buyer, mints, 250);
    const res = await decline(a.id, '  The seller’s lot failed its lab test.  ');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.Status, 'Declined');
    assert.equal(res.json().data.Decline_Reason, 'The seller’s lot failed its lab test.');

    // The buyer's lists: no longer pending, declined with the reason; its terms can no longer change.
    const tasks = await request(ctx.app, 'GET', `/tasks?who_id=${buyer.contact!.id}`, buyer.token);
    const mine = (tasks.json().data as Array<Record<string, unknown>>).find((t) => t.id === a.id)!;
    assert.equal(mine.Status, 'Declined');
    assert.equal(mine.Decline_Reason, 'The seller’s lot failed its lab test.');
    assert.ok(mine.Closed_Time);
    const edit = await request(ctx.app, 'PUT', `/tasks/${a.id}`, buyer.token, {
      quantity: 200,
      pricePerGram: 2.5,
    });
    assert.equal(edit.statusCode, 409, edit.body);

    // Told: the bell (with the reason, quantity and reference) and the email.
    const [told] = await notificationsOf(buyer.contact!.id, 'bid_declined');
    assert.ok(told);
    assert.equal(told.params.reason, 'The seller’s lot failed its lab test.');
    assert.equal(told.params.quantity, 250);
    assert.equal(told.params.reference, `#${a.id.replace(/^t_/, '').slice(0, 8)}`);
    // It opens the bid, highlighted, in the Pending tab's Declined section.
    assert.equal(told.link, `/orders?tab=pending&bid=${a.id}`);
    const emails = await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.kind, 'email'));
    const email = emails.find(
      (e) =>
        (e.payload as { to: string }).to === buyer.email &&
        (e.payload as { subject: string }).subject === 'Your bid on Decline Mints was declined',
    );
    assert.ok(email, 'the buyer is emailed');
    assert.match((email.payload as { text: string }).text, /lab test/);

    // On record, with the reason.
    const [audit] = await ctx.db
      .select()
      .from(schema.auditRecords)
      .where(
        and(eq(schema.auditRecords.kind, 'bid.declined'), eq(schema.auditRecords.targetId, a.id)),
      );
    assert.ok(audit);
    assert.equal(audit.actorContactId, admin.contact!.id);
    assert.equal(audit.reason, 'The seller’s lot failed its lab test.');
    assert.deepEqual(audit.before, { Status: 'Not Started' });
    assert.deepEqual(audit.after, { Status: 'Declined' });

    // Spec §7: the automation hears of it as of a deleted bid, with the reason.
    const hooks = await ctx.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.kind, 'delete_bid'));
    const hook = hooks.find((h) => (h.payload as { taskId: string }).taskId === a.id);
    assert.ok(hook);
    assert.equal((hook.payload as { action: string }).action, 'delete_bid');
    assert.equal(
      (hook.payload as { declineReason: string }).declineReason,
      'The seller’s lot failed its lab test.',
    );

    // Settled: neither moved nor declined again.
    assert.equal((await move(a.id, 'Pending')).json().code, 'domain.stock.bidDeclined');
    assert.equal((await decline(a.id, 'again')).statusCode, 409);
  });

  it('releases an approved bid’s grams', async () => {
    const sour = await listing('Release Sour');
    const a = await bid(buyer, sour, 1200);
    const b = await bid(otherBuyer, sour, 800);
    await approve(a.id);
    assert.equal((await stockOf(sour)).Grams_Left, 300);
    assert.equal((await move(b.id, 'Pending')).statusCode, 200);
    assert.equal((await move(b.id, 'Approved')).statusCode, 409);
    assert.equal((await decline(a.id, 'The buyer withdrew by phone.')).statusCode, 200);
    assert.equal((await stockOf(sour)).Grams_Reserved, 0);
    assert.equal((await move(b.id, 'Approved')).statusCode, 200);
  });

  it('requires a bounded reason, an Admin and a bid that is not Completed', async () => {
    const kief = await listing('Guard Kief');
    const a = await bid(buyer, kief, 100);
    for (const reason of [undefined, '', '   ', 42]) {
      const res = await decline(a.id, reason);
      assert.equal(res.statusCode, 400, `${String(reason)}: ${res.body}`);
      assert.equal(res.json().field, 'reason');
    }
    const long = await decline(a.id, 'x'.repeat(1001));
    assert.equal(long.statusCode, 400);
    assert.match(long.json().error, /The reason is limited to 1000 characters/);
    // Not an Admin: not the buyer, not the seller, not signed in.
    assert.equal((await decline(a.id, 'mine', buyer.token)).statusCode, 403);
    assert.equal((await decline(a.id, 'theirs', seller.token)).statusCode, 403);
    assert.equal((await decline(a.id, 'anyone', null)).statusCode, 401);
    assert.equal((await decline('t_nope', 'no bid')).statusCode, 404);
    assert.equal((await statusOf(a.id)).status, 'Not Started');
    const told = await notificationsOf(buyer.contact!.id, 'bid_declined');
    assert.equal(told.filter((n) => n.params.product_name === 'Guard Kief').length, 0);
    await approve(a.id);
    assert.equal((await move(a.id, 'Completed')).statusCode, 200);
    const done = await decline(a.id, 'too late');
    assert.equal(done.statusCode, 409);
    assert.equal(done.json().code, 'domain.stock.declineCompleted');
  });

  it('withdraws the bid’s open counter-offer', async () => {
    const cake = await listing('Counter Cake');
    const a = await bid(buyer, cake, 100);
    const proposed = await request(
      ctx.app,
      'POST',
      `/listings/${cake.id}/bids/${a.id}/counters`,
      seller.token,
      { quantity: 90, price_per_gram: 3 },
    );
    assert.equal(proposed.statusCode, 201, proposed.body);
    assert.equal((await decline(a.id, 'Out of stock at the farm.')).statusCode, 200);
    const [counter] = await ctx.db
      .select()
      .from(schema.counterOffers)
      .where(eq(schema.counterOffers.taskId, a.id));
    assert.equal(counter!.status, 'withdrawn');
    assert.equal(counter!.withdrawReason, 'Out of stock at the farm.');
  });
});

describe('counter-offers within the stock (issue 41)', () => {
  it('refuses a counter for more than the listing has left', async () => {
    const zkit = await listing('Counter Zkittlez');
    const a = await bid(buyer, zkit, 1000);
    const b = await bid(otherBuyer, zkit, 100);
    await approve(a.id);
    const propose = (quantity: number) =>
      request(ctx.app, 'POST', `/listings/${zkit.id}/bids/${b.id}/counters`, seller.token, {
        quantity,
        price_per_gram: 3,
      });
    const huge = await propose(1e12);
    assert.equal(huge.statusCode, 400, huge.body);
    const over = await propose(501);
    assert.equal(over.statusCode, 422, over.body);
    assert.equal(
      over.json().error,
      'This counter-offer asks for 501 g, but only 500 g of the listing are left.',
    );
    assert.equal(over.json().code, 'domain.stock.counterOversells');
    assert.equal(over.json().params.grams_left, 500);
    assert.equal(over.json().field, 'quantity');
    const fits = await propose(500);
    assert.equal(fits.statusCode, 201, fits.body);
  });

  it('refuses accepting a counter whose grams were approved to another bid meanwhile', async () => {
    const gelato = await listing('Accept Gelato');
    const a = await bid(buyer, gelato, 100);
    const b = await bid(otherBuyer, gelato, 1000);
    const proposed = await request(
      ctx.app,
      'POST',
      `/listings/${gelato.id}/bids/${a.id}/counters`,
      seller.token,
      { quantity: 900, price_per_gram: 3 },
    );
    assert.equal(proposed.statusCode, 201, proposed.body);
    const relay = await request(
      ctx.app,
      'POST',
      `/operator/counters/${proposed.json().data.id}/relay`,
      admin.token,
    );
    assert.equal(relay.statusCode, 200, relay.body);
    await approve(b.id);
    const accept = await request(ctx.app, 'POST', `/tasks/${a.id}/counter/accept`, buyer.token);
    assert.equal(accept.statusCode, 409, accept.body);
    assert.equal(accept.json().code, 'domain.stock.counterOversells');
    assert.match((await statusOf(a.id)).description, /^QUANTITY: 100 /);
  });
});

describe('DELETE /products/:id with approved bids', () => {
  it('tells the buyers of its approved bids (not of pending ones)', async () => {
    const purple = await listing('Deleted Purple');
    const approved = await bid(buyer, purple, 300);
    const pending = await bid(otherBuyer, purple, 200);
    await approve(approved.id);
    const res = await request(ctx.app, 'DELETE', `/products/${purple.id}`, seller.token);
    assert.equal(res.statusCode, 200, res.body);
    const [told] = await notificationsOf(buyer.contact!.id, 'listing_deleted');
    assert.ok(told, 'the approved bid’s buyer is told');
    assert.equal(told.params.product_name, 'Deleted Purple');
    assert.equal(told.params.quantity, 300);
    assert.equal(told.params.price_per_gram, 2.5);
    assert.equal(told.params.reference, `#${approved.id.replace(/^t_/, '').slice(0, 8)}`);
    assert.equal(told.link, `/orders?tab=approved&bid=${approved.id}`);
    assert.deepEqual(await notificationsOf(otherBuyer.contact!.id, 'listing_deleted'), []);
    assert.ok(pending.id);
    // The approved bid stays as it was, its product's name kept.
    const kept = await statusOf(approved.id);
    assert.equal(kept.status, 'Approved');
    assert.equal(kept.productName, 'Deleted Purple');
  });
});
