import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { asc, count, eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { createProduct, errorOf, request } from './helpers.js';
import { testSuite } from './suite.js';

/**
 * Issue 35: a counter-offer settles. Accepting it makes the bid Agreed — out of the editable
 * Pending group, so PUT and DELETE refuse it — and the operator approves it from there. Counters
 * apply to pending bids only: proposing, relaying and accepting one on an Agreed, Approved or
 * Completed bid is a 409 that writes nothing. The operator may edit or redact the seller's note
 * before relaying it: the buyer reads only the relayed note, the audit trail keeps both.
 */
let kush: schema.ProductRow;

interface Published {
  type: string;
  data: unknown;
  audience: { contactId?: string };
}
let published: Published[] = [];

const { ctx, admin, seller, buyer, ready } = testSuite({
  admin: { contactType: ['Admin'] },
  seller: { contactType: ['Seller'] },
  buyer: { contactType: ['Buyer'] },
});

before(async () => {
  await ready;
  kush = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    productName: 'Pink Kush',
    minRequestPrice: 2,
  });
  const hub = ctx.app.liveEvents;
  const publish = hub.publish.bind(hub);
  hub.publish = (type, data, audience) => {
    published.push({ type, data, audience: audience as Published['audience'] });
    publish(type, data, audience);
  };
});
beforeEach(() => {
  published = [];
});

async function bid(quantity = 100, pricePerGram = 2.5) {
  const res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
    productId: kush.id,
    quantity,
    pricePerGram,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: string; Description: string };
}
const propose = (taskId: string, body: unknown = { quantity: 80, price_per_gram: 3 }) =>
  request(ctx.app, 'POST', `/listings/${kush.id}/bids/${taskId}/counters`, seller.token, body);
const relay = (id: string, body?: unknown) =>
  request(ctx.app, 'POST', `/operator/counters/${id}/relay`, admin.token, body);
const answer = (taskId: string, verb: 'accept' | 'decline' = 'accept') =>
  request(ctx.app, 'POST', `/tasks/${taskId}/counter/${verb}`, buyer.token);
const editBid = (taskId: string) =>
  request(ctx.app, 'PUT', `/tasks/${taskId}`, buyer.token, { quantity: 80, pricePerGram: 1 });
const deleteBid = (taskId: string) => request(ctx.app, 'DELETE', `/tasks/${taskId}`, buyer.token);
const moveBid = (taskId: string, status: string) =>
  request(ctx.app, 'PUT', `/operator/bids/${taskId}/status`, admin.token, { Status: status });

async function proposed(taskId: string, note?: string) {
  const res = await propose(taskId, { quantity: 80, price_per_gram: 3, note });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: string };
}
async function relayedCounter(taskId: string) {
  const counter = await proposed(taskId);
  assert.equal((await relay(counter.id)).statusCode, 200);
  return counter;
}
const taskRow = async (id: string) =>
  (await ctx.db.select().from(schema.tasks).where(eq(schema.tasks.id, id)))[0]!;
const setStatus = (id: string, status: schema.TaskRow['status']) =>
  ctx.db.update(schema.tasks).set({ status }).where(eq(schema.tasks.id, id));
async function buyersTask(taskId: string) {
  const res = await request(ctx.app, 'GET', `/tasks?who_id=${buyer.contact!.id}`, buyer.token);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as Array<Record<string, unknown>>).find((t) => t.id === taskId)!;
}
async function sellersBid(taskId: string) {
  const res = await request(ctx.app, 'GET', `/listings/${kush.id}/bids`, seller.token);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as Array<Record<string, unknown>>).find((b) => b.id === taskId)!;
}
const counterSteps = async (counterId: string) =>
  (await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.kind, 'counter_offer')))
    .map((row) => row.payload as Record<string, unknown>)
    .filter((p) => p.counterId === counterId);
const auditOf = (counterId: string) =>
  ctx.db
    .select()
    .from(schema.auditRecords)
    .where(eq(schema.auditRecords.targetId, counterId))
    .orderBy(asc(schema.auditRecords.at));

/** What a refused call must not change. */
async function counts() {
  const n = async (
    table: typeof schema.outbox | typeof schema.counterOffers | typeof schema.auditRecords,
  ) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  return {
    counters: await n(schema.counterOffers),
    audit: await n(schema.auditRecords),
    outbox: await n(schema.outbox),
  };
}

describe('an accepted counter-offer settles the bid', () => {
  it('the bid becomes Agreed; the buyer can no longer edit or delete it; the operator approves it', async () => {
    const task = await bid(100, 2.5);
    await relayedCounter(task.id);
    const accepted = await answer(task.id);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(accepted.json().data.Status, 'Agreed');
    assert.equal(accepted.json().data.Description, 'QUANTITY: 80 PRICE PER GRAM: 3 TOTAL: 240');
    assert.equal((await buyersTask(task.id)).Status, 'Agreed');
    const live = published.find((e) => e.type === 'bid:updated');
    assert.equal((live?.data as { task: { Status: string } }).task.Status, 'Agreed');

    // The buyer can no longer lower the agreed price, nor delete the bid: 409 in words.
    const before = await counts();
    for (const res of [await editBid(task.id), await deleteBid(task.id)]) {
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(res.json().code, 'domain.orderEdit.agreed');
      assert.equal(
        errorOf(res).error,
        'This order request is Agreed: you accepted the seller’s counter-offer, so its terms can no longer be changed.',
      );
    }
    assert.deepEqual(await counts(), before, 'no webhook, no record');
    const row = await taskRow(task.id);
    assert.equal(row.description, 'QUANTITY: 80 PRICE PER GRAM: 3 TOTAL: 240');
    assert.equal(row.deletedAt, null);

    // The seller sees it Agreed, still part of the listing's demand.
    assert.equal((await sellersBid(task.id)).status, 'Agreed');
    const demand = await request(ctx.app, 'GET', '/listings/demand', seller.token);
    const mine = demand.json().data.find((d: { product_id: string }) => d.product_id === kush.id);
    assert.equal(mine.open_bids, 1);
    assert.equal(mine.grams_requested, 80);

    // The operator cannot make a bid Agreed; an Agreed one moves to Approved, then Completed.
    const other = await bid();
    await moveBid(other.id, 'Pending');
    const toAgreed = await moveBid(other.id, 'Agreed');
    assert.equal(toAgreed.statusCode, 409, toAgreed.body);
    assert.equal((await taskRow(other.id)).status, 'Pending');
    const approved = await moveBid(task.id, 'Approved');
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json().data.Status, 'Approved');
    const completed = await moveBid(task.id, 'Completed');
    assert.equal(completed.statusCode, 200, completed.body);
    assert.equal((await taskRow(task.id)).status, 'Completed');
  });

  it('a declined counter leaves the bid pending and editable', async () => {
    const task = await bid(100, 2.5);
    await relayedCounter(task.id);
    const declined = await answer(task.id, 'decline');
    assert.equal(declined.statusCode, 200, declined.body);
    assert.equal(declined.json().data.Status, 'Not Started');
    assert.equal((await editBid(task.id)).statusCode, 200);
  });
});

describe('counters apply to pending bids only', () => {
  for (const [status, words] of [
    ['Agreed', /Agreed/],
    ['Approved', /Approved/],
    ['Completed', /Completed/],
  ] as const) {
    it(`a bid ${status} takes no counter, and its counter is neither relayed nor accepted`, async () => {
      // A counter proposed and one relayed while the bid was pending, then the bid moved on.
      const toRelay = await bid();
      const proposedOne = await proposed(toRelay.id);
      const toAnswer = await bid();
      await relayedCounter(toAnswer.id);
      const fresh = await bid();
      for (const id of [toRelay.id, toAnswer.id, fresh.id]) await setStatus(id, status);
      const before = await counts();

      const proposing = await propose(fresh.id);
      assert.equal(proposing.statusCode, 409, proposing.body);
      assert.match(errorOf(proposing).error, words);
      const relaying = await relay(proposedOne.id);
      assert.equal(relaying.statusCode, 409, relaying.body);
      assert.match(errorOf(relaying).error, words);
      for (const verb of ['accept', 'decline'] as const) {
        const answering = await answer(toAnswer.id, verb);
        assert.equal(answering.statusCode, 409, answering.body);
        assert.match(errorOf(answering).error, words);
      }
      assert.deepEqual(await counts(), before, 'nothing written');
      // The terms did not change (today's bug: an Approved bid took the counter's terms).
      assert.equal(
        (await taskRow(toAnswer.id)).description,
        'QUANTITY: 100 PRICE PER GRAM: 2.5 TOTAL: 250',
      );
      assert.equal((await taskRow(toAnswer.id)).status, status);
    });
  }

  it('after an acceptance the seller cannot counter again', async () => {
    const task = await bid();
    await relayedCounter(task.id);
    assert.equal((await answer(task.id)).statusCode, 200);
    const again = await propose(task.id);
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(again.json().code, 'domain.counterOffer.bidAgreed');
  });
});

describe('the operator edits or redacts the seller’s note before relaying it', () => {
  it('the buyer reads only the relayed note; the seller keeps its own; the audit keeps both', async () => {
    const task = await bid();
    const original = 'Call Marc at 604-555-0199, we are in Kelowna.';
    const edited = 'Fresh harvest, can ship next week.';
    const counter = await proposed(task.id, original);
    const res = await relay(counter.id, { note: `  ${edited}  ` });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.note, original, 'the operator sees the seller’s words');
    assert.equal(res.json().data.relayed_note, edited, '…and the relayed ones');

    const seen = await buyersTask(task.id);
    assert.equal((seen.Counter as { note: string }).note, edited);
    assert.ok(!JSON.stringify(seen).includes('Marc'), JSON.stringify(seen));
    const relayedEvents = JSON.stringify(
      published.filter((e) => e.audience.contactId === buyer.contact!.id),
    );
    assert.ok(!relayedEvents.includes('Marc'), relayedEvents);
    assert.equal(((await sellersBid(task.id)).counter as { note: string }).note, original);
    const board = await request(ctx.app, 'GET', '/operator/counters', admin.token);
    const row = board.json().data.find((c: { id: string }) => c.id === counter.id);
    assert.equal(row.note, original);
    assert.equal(row.relayed_note, edited);

    const audit = await auditOf(counter.id);
    const relayRecord = audit.find((a) => a.kind === 'counter.relayed');
    assert.deepEqual(relayRecord?.before, { status: 'proposed', note: original });
    assert.deepEqual(relayRecord?.after, { status: 'relayed', note: edited });

    // The webhook: the relayed note is what the buyer reads; the seller's own beside it.
    const steps = await counterSteps(counter.id);
    const proposedStep = steps.find((p) => p.action === 'proposed');
    const relayedStep = steps.find((p) => p.action === 'relayed');
    assert.equal(proposedStep?.note, original);
    assert.equal(relayedStep?.action, 'relayed');
    assert.equal(relayedStep?.note, edited);
    assert.equal(relayedStep?.sellerNote, original);

    // Accepted, the buyer's answer and its live bid carry the relayed note only.
    published = [];
    const accepted = await answer(task.id);
    assert.equal(accepted.json().data.Counter.note, edited);
    assert.ok(!JSON.stringify(published).includes('Marc'), JSON.stringify(published));
    const acceptedStep = (await counterSteps(counter.id)).find((p) => p.action === 'accepted');
    assert.equal(acceptedStep?.note, edited);
  });

  it('a blank note redacts it entirely; no note in the body relays the seller’s as written', async () => {
    const redacted = await bid();
    const counter = await proposed(redacted.id, 'Ask for Jo at the Sooke farm');
    const res = await relay(counter.id, { note: '   ' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.relayed_note, null);
    assert.equal(((await buyersTask(redacted.id)).Counter as { note: unknown }).note, null);
    const record = (await auditOf(counter.id)).find((a) => a.kind === 'counter.relayed');
    assert.deepEqual(record?.after, { status: 'relayed', note: null });

    const asWritten = await bid();
    const plain = await proposed(asWritten.id, 'Fresh harvest');
    assert.equal((await relay(plain.id)).statusCode, 200);
    assert.equal(
      ((await buyersTask(asWritten.id)).Counter as { note: unknown }).note,
      'Fresh harvest',
    );
  });

  it('a relayed note follows the note’s rules: a 400 naming the field, nothing relayed', async () => {
    const task = await bid();
    const counter = await proposed(task.id, 'Fresh harvest');
    const before = await counts();
    for (const body of [{ note: 'x'.repeat(501) }, { note: 5 }, { note: 'a\u0000b' }, [1]]) {
      const res = await relay(counter.id, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      if (!Array.isArray(body)) assert.equal(errorOf(res).field, 'note');
    }
    assert.deepEqual(await counts(), before);
    const [row] = await ctx.db
      .select()
      .from(schema.counterOffers)
      .where(eq(schema.counterOffers.id, counter.id));
    assert.equal(row?.status, 'proposed');
    assert.equal(row?.relayedNote, null);
    const longest = await relay(counter.id, { note: 'y'.repeat(500) });
    assert.equal(longest.statusCode, 200, longest.body);
  });
});
