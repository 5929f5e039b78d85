import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { and, asc, count, eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { isOpenCounterRace } from '../src/repositories/counter-offers.js';
import { createProduct, createUser, errorOf, request, type TestUser } from './helpers.js';
import { testSuite } from './suite.js';

/**
 * Issue 20: anonymous counter-offers. A seller proposes a counter on a bid of its own listing, the
 * operator relays it (or withdraws it, with a reason), the bid's buyer accepts it (the bid takes its
 * terms as a bid edit would) or declines it. Each step writes its audit record, its notifications
 * and its counter_offer webhook in one transaction, and is announced live. A seller's answers never
 * carry anything of the buyer; a buyer's never anything of the seller.
 */
let kush: schema.ProductRow;
let haze: schema.ProductRow;
let othersProduct: schema.ProductRow;

/** The buyer's identity: distinctive values, searched for in every answer a seller gets. */
const BUYER = {
  firstName: 'Zebulon',
  lastName: 'Quixotrell',
  company: 'Xylophonic Holdings',
  phone: '+1 604 555 0199',
};
const SELLER = { firstName: 'Wilhelmina', lastName: 'Vantablack', company: 'Umbral Farms' };

interface Published {
  type: string;
  data: unknown;
  audience: { contactId?: string; admins?: true; everyone?: true };
}
let published: Published[] = [];

const { ctx, admin, seller, otherSeller, buyer, otherBuyer, ready } = testSuite({
  admin: { contactType: ['Admin'] },
  seller: { contactType: ['Seller'], firstName: SELLER.firstName },
  otherSeller: { contactType: ['Seller'] },
  buyer: { contactType: ['Buyer'], firstName: BUYER.firstName },
  otherBuyer: { contactType: ['Buyer'] },
});

before(async () => {
  await ready;
  await ctx.db
    .update(schema.contacts)
    .set({ lastName: BUYER.lastName, company: BUYER.company, phone: BUYER.phone })
    .where(eq(schema.contacts.id, buyer.contact!.id));
  await ctx.db
    .update(schema.contacts)
    .set({ lastName: SELLER.lastName, company: SELLER.company })
    .where(eq(schema.contacts.id, seller.contact!.id));
  kush = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    productName: 'Pink Kush',
    minRequestPrice: 2,
  });
  haze = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    productName: 'Ghost Haze',
  });
  othersProduct = await createProduct(ctx.db, {
    ownerContactId: otherSeller.contact!.id,
    productName: 'Blue Dream',
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

async function bid(user: TestUser, product = kush, quantity = 100, pricePerGram = 2.5) {
  const res = await request(ctx.app, 'POST', '/tasks', user.token, {
    productId: product.id,
    quantity,
    pricePerGram,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: string; Description: string };
}

const propose = (
  taskId: string,
  body: unknown,
  token: string | null = seller.token,
  productId = kush.id,
) => request(ctx.app, 'POST', `/listings/${productId}/bids/${taskId}/counters`, token, body);
const relay = (id: string, token = admin.token) =>
  request(ctx.app, 'POST', `/operator/counters/${id}/relay`, token);
const withdraw = (id: string, reason: unknown, token = admin.token) =>
  request(ctx.app, 'POST', `/operator/counters/${id}/withdraw`, token, { reason });
const answer = (taskId: string, verb: 'accept' | 'decline', token = buyer.token) =>
  request(ctx.app, 'POST', `/tasks/${taskId}/counter/${verb}`, token);

async function proposed(taskId: string, body = { quantity: 80, price_per_gram: 3 }) {
  const res = await propose(taskId, body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: string; status: string };
}
async function relayed(taskId: string, body?: { quantity: number; price_per_gram: number }) {
  const counter = await proposed(taskId, body);
  const res = await relay(counter.id);
  assert.equal(res.statusCode, 200, res.body);
  return counter;
}

async function buyersTask(taskId: string, user = buyer) {
  const res = await request(ctx.app, 'GET', `/tasks?who_id=${user.contact!.id}`, user.token);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as Array<Record<string, unknown>>).find((t) => t.id === taskId)!;
}

const outboxOf = async (kind: 'counter_offer' | 'update_bid') =>
  (
    await ctx.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.kind, kind))
      .orderBy(asc(schema.outbox.createdAt))
  ).map((row) => row.payload as Record<string, unknown>);

const auditOf = (counterId: string) =>
  ctx.db
    .select()
    .from(schema.auditRecords)
    .where(eq(schema.auditRecords.targetId, counterId))
    .orderBy(asc(schema.auditRecords.at));

const notificationsOf = (contactId: string, kind: string) =>
  ctx.db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.contactId, contactId), eq(schema.notifications.kind, kind)));

/** What a refused call must not change: the counter-offer tables and the outbox. */
async function counts() {
  const n = async (
    table:
      | typeof schema.outbox
      | typeof schema.counterOffers
      | typeof schema.auditRecords
      | typeof schema.notifications,
  ) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  return {
    counters: await n(schema.counterOffers),
    audit: await n(schema.auditRecords),
    notifications: await n(schema.notifications),
    outbox: await n(schema.outbox),
  };
}

/** Nothing of the buyer — contact id, names, company, email, phone — anywhere in `value`. */
function assertNoBuyer(value: unknown, what: string) {
  const json = JSON.stringify(value);
  const c = buyer.contact!;
  for (const secret of [
    c.id,
    BUYER.firstName,
    BUYER.lastName,
    BUYER.company,
    BUYER.phone,
    buyer.email,
    buyer.uid,
  ]) {
    assert.ok(!json.includes(secret), `${what} reveals the buyer (${secret}): ${json}`);
  }
  assert.ok(!/Who_Id|Subject|Full_Name|Email|Phone|Company/.test(json), `${what}: ${json}`);
}

/** Nothing of the seller anywhere in what the buyer gets. */
function assertNoSeller(value: unknown, what: string) {
  const json = JSON.stringify(value);
  const c = seller.contact!;
  for (const secret of [
    c.id,
    SELLER.firstName,
    SELLER.lastName,
    SELLER.company,
    seller.email,
    seller.uid,
  ]) {
    assert.ok(!json.includes(secret), `${what} reveals the seller (${secret}): ${json}`);
  }
}

const eventsTo = (contactId: string) => published.filter((e) => e.audience.contactId === contactId);

describe('propose → relay → accept', () => {
  it('the bid takes the counter’s terms, keeps its history, and every step is recorded, told and queued', async () => {
    const task = await bid(buyer, kush, 100, 2.5);
    const before = await counts();
    // (The bid itself told the seller: bid_received, tested in notifications.test.ts.)
    published = [];

    // The seller proposes.
    const res = await propose(task.id, {
      quantity: 80,
      price_per_gram: 3,
      note: '  Fresh harvest  ',
    });
    assert.equal(res.statusCode, 201, res.body);
    const counter = res.json().data;
    assert.deepEqual(Object.keys(counter).sort(), [
      'answered_at',
      'created_at',
      'id',
      'note',
      'price_per_gram',
      'quantity',
      'relayed_at',
      'status',
      'task_id',
      'total',
    ]);
    assert.equal(counter.task_id, task.id);
    assert.equal(counter.quantity, 80);
    assert.equal(counter.price_per_gram, 3);
    assert.equal(counter.total, 240);
    assert.equal(counter.note, 'Fresh harvest');
    assert.equal(counter.status, 'proposed');
    assert.equal(counter.relayed_at, null);
    assertNoBuyer(res.json(), 'POST counters');
    const afterPropose = await counts();
    assert.equal(afterPropose.counters, before.counters + 1);
    assert.equal(afterPropose.audit, before.audit + 1);
    assert.equal(
      (await outboxOf('counter_offer')).filter((p) => p.counterId === counter.id).length,
      1,
    );
    // Told: every Admin (counter_to_relay), live to the seller and Admins — not yet the buyer.
    const [toAdmin] = await notificationsOf(admin.contact!.id, 'counter_to_relay');
    assert.deepEqual(toAdmin?.params, { product_name: 'Pink Kush' });
    // Issue 35: it opens that counter in the console's Counters.
    assert.equal(toAdmin?.link, `/operator/counters?counter=${counter.id}`);
    assert.ok(published.some((e) => e.type === 'counter:updated' && e.audience.admins));
    assert.deepEqual(
      eventsTo(seller.contact!.id).map((e) => [e.type, e.data]),
      [['counter:updated', { counter: { id: counter.id, task_id: task.id, status: 'proposed' } }]],
    );
    assert.deepEqual(eventsTo(buyer.contact!.id), []);
    // The buyer sees nothing of a proposed counter.
    assert.equal((await buyersTask(task.id)).Counter, null);

    // The operator sees both sides and relays it.
    const board = await request(ctx.app, 'GET', '/operator/counters?status=proposed', admin.token);
    assert.equal(board.statusCode, 200, board.body);
    const row = board.json().data.find((c: { id: string }) => c.id === counter.id);
    assert.equal(row.buyer.id, buyer.contact!.id);
    assert.equal(row.buyer.Company, BUYER.company);
    assert.equal(row.seller.id, seller.contact!.id);
    assert.deepEqual(row.product, { id: kush.id, Product_Name: 'Pink Kush' });
    assert.deepEqual(row.bid, {
      quantity: 100,
      price_per_gram: 2.5,
      total: 250,
      status: 'Not Started',
    });
    assert.equal(row.original_description, 'QUANTITY: 100 PRICE PER GRAM: 2.5 TOTAL: 250');
    published = [];
    const relayedRes = await relay(counter.id);
    assert.equal(relayedRes.statusCode, 200, relayedRes.body);
    assert.equal(relayedRes.json().data.status, 'relayed');
    assert.ok(relayedRes.json().data.relayed_at);
    const [countered] = await notificationsOf(buyer.contact!.id, 'bid_countered');
    // Issue 35: the counter's grams and the bid's reference; it opens that bid on Orders' Pending tab.
    assert.deepEqual(countered?.params, {
      product_name: 'Pink Kush',
      quantity: 80,
      price_per_gram: 3,
      reference: `#${task.id.slice(2, 10)}`,
    });
    assert.equal(countered?.link, `/orders?tab=pending&bid=${task.id}`);
    assert.deepEqual(
      eventsTo(buyer.contact!.id)
        .map((e) => e.type)
        .sort(),
      ['counter:updated', 'notification:created'],
    );
    assertNoSeller(eventsTo(buyer.contact!.id), 'the buyer’s live events');

    // The buyer sees the relayed counter on its bid, never who made it.
    const seen = await buyersTask(task.id);
    assert.deepEqual(seen.Counter, {
      id: counter.id,
      quantity: 80,
      price_per_gram: 3,
      total: 240,
      note: 'Fresh harvest',
      status: 'relayed',
      relayed_at: relayedRes.json().data.relayed_at,
      answered_at: null,
    });
    assertNoSeller(seen, 'GET /tasks');

    // The buyer accepts: the bid now says the counter's terms.
    published = [];
    const accepted = await answer(task.id, 'accept');
    assert.equal(accepted.statusCode, 200, accepted.body);
    const acceptedTask = accepted.json().data;
    assert.equal(acceptedTask.Description, 'QUANTITY: 80 PRICE PER GRAM: 3 TOTAL: 240');
    // Issue 35: the accepted counter settles the bid (counter-settle.test.ts).
    assert.equal(acceptedTask.Status, 'Agreed');
    assert.equal(acceptedTask.Counter.status, 'accepted');
    assert.ok(acceptedTask.Counter.answered_at);
    assert.notEqual(acceptedTask.Modified_Time, null);
    assertNoSeller(accepted.json(), 'accept');
    const [taskRow] = await ctx.db.select().from(schema.tasks).where(eq(schema.tasks.id, task.id));
    assert.equal(taskRow?.description, 'QUANTITY: 80 PRICE PER GRAM: 3 TOTAL: 240');
    const [counterRow] = await ctx.db
      .select()
      .from(schema.counterOffers)
      .where(eq(schema.counterOffers.id, counter.id));
    assert.equal(counterRow?.status, 'accepted');
    assert.equal(counterRow?.originalDescription, 'QUANTITY: 100 PRICE PER GRAM: 2.5 TOTAL: 250');

    // The automation hears of the edit (spec §7 update_bid) and of each counter step.
    const updates = (await outboxOf('update_bid')).filter((p) => p.taskId === task.id);
    assert.equal(updates.length, 1);
    assert.deepEqual(
      { ...updates[0], updatedAt: undefined },
      {
        action: 'update_bid',
        taskId: task.id,
        productName: 'Pink Kush',
        quantity: 80,
        pricePerGram: 3,
        totalValue: 240,
        userEmail: buyer.email,
        originalBid: { quantity: 100, pricePerGram: 2.5, totalValue: 250 },
        updatedAt: undefined,
        taskSubject: 'Purchase request: Pink Kush',
      },
    );
    const steps = (await outboxOf('counter_offer')).filter((p) => p.counterId === counter.id);
    assert.deepEqual(
      steps.map((p) => p.action),
      ['proposed', 'relayed', 'accepted'],
    );
    assert.deepEqual(
      { ...steps[0], at: undefined },
      {
        action: 'proposed',
        counterId: counter.id,
        taskId: task.id,
        productName: 'Pink Kush',
        quantity: 80,
        pricePerGram: 3,
        totalValue: 240,
        note: 'Fresh harvest',
        sellerNote: 'Fresh harvest',
        reason: null,
        at: undefined,
      },
    );
    for (const step of steps) {
      assertNoBuyer(step, 'the counter_offer webhook');
      assertNoSeller(step, 'the counter_offer webhook');
    }

    // The audit trail: who, what, before and after.
    const audit = await auditOf(counter.id);
    assert.deepEqual(
      audit.map((a) => [a.kind, a.actorContactId, a.targetType]),
      [
        ['counter.proposed', seller.contact!.id, 'counter'],
        ['counter.relayed', admin.contact!.id, 'counter'],
        ['counter.accepted', buyer.contact!.id, 'counter'],
      ],
    );
    assert.deepEqual(audit[1]?.before, { status: 'proposed', note: 'Fresh harvest' });
    assert.deepEqual(audit[1]?.after, { status: 'relayed', note: 'Fresh harvest' });
    assert.deepEqual(audit[2]?.before, {
      status: 'relayed',
      bid: 'QUANTITY: 100 PRICE PER GRAM: 2.5 TOTAL: 250',
      bid_status: 'Not Started',
    });
    assert.deepEqual(audit[2]?.after, {
      status: 'accepted',
      bid: 'QUANTITY: 80 PRICE PER GRAM: 3 TOTAL: 240',
      bid_status: 'Agreed',
    });

    // The seller is told of the answer; the buyer's open tabs get the bid with its counter.
    const [answered] = await notificationsOf(seller.contact!.id, 'counter_answered');
    assert.deepEqual(answered?.params, { product_name: 'Pink Kush', answer: 'accepted' });
    assert.equal(answered?.link, `/listings?product=${kush.id}`);
    const bidUpdated = eventsTo(buyer.contact!.id).find((e) => e.type === 'bid:updated');
    assert.equal(
      (bidUpdated?.data as { task: { Description: string } }).task.Description,
      'QUANTITY: 80 PRICE PER GRAM: 3 TOTAL: 240',
    );
    assertNoSeller(bidUpdated, 'bid:updated');
    assertNoBuyer(eventsTo(seller.contact!.id), 'the seller’s live events');
    assertNoBuyer(
      await ctx.db
        .select()
        .from(schema.notifications)
        .where(eq(schema.notifications.contactId, seller.contact!.id))
        .then((rows) => rows.map((r) => ({ kind: r.kind, params: r.params, link: r.link }))),
      'the seller’s notifications',
    );

    // Answered: it cannot be answered, relayed or withdrawn again.
    assert.equal((await answer(task.id, 'accept')).statusCode, 409);
    assert.equal((await answer(task.id, 'decline')).statusCode, 409);
    assert.equal((await relay(counter.id)).statusCode, 409);
    assert.equal((await withdraw(counter.id, 'Too late')).statusCode, 409);
  });
});

describe('decline and withdraw', () => {
  it('a declined counter leaves the bid as it was, and tells the seller', async () => {
    const task = await bid(buyer, kush, 120, 2.2);
    const counter = await relayed(task.id, { quantity: 100, price_per_gram: 2.8 });
    const res = await answer(task.id, 'decline');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.Description, 'QUANTITY: 120 PRICE PER GRAM: 2.2 TOTAL: 264');
    assert.equal(res.json().data.Counter.status, 'declined');
    assert.deepEqual(
      (await outboxOf('update_bid')).filter((p) => p.taskId === task.id),
      [],
      'no bid edit',
    );
    assert.deepEqual(
      (await outboxOf('counter_offer'))
        .filter((p) => p.counterId === counter.id)
        .map((p) => p.action),
      ['proposed', 'relayed', 'declined'],
    );
    assert.deepEqual(
      (await auditOf(counter.id)).map((a) => a.kind),
      ['counter.proposed', 'counter.relayed', 'counter.declined'],
    );
    const told = await notificationsOf(seller.contact!.id, 'counter_answered');
    assert.ok(told.some((n) => n.params.answer === 'declined'));
    // A new counter may follow a declined one.
    await proposed(task.id);
  });

  it('the operator withdraws with a reason; the buyer no longer sees it; a new counter may follow', async () => {
    const task = await bid(buyer, kush, 90, 2.5);
    const counter = await relayed(task.id);
    assert.equal((await buyersTask(task.id)).Counter !== null, true);
    const before = await counts();
    for (const reason of [undefined, '', '   ', 5, 'x'.repeat(501)]) {
      const bad = await withdraw(counter.id, reason);
      assert.equal(bad.statusCode, 400, `${JSON.stringify(reason)}: ${bad.body}`);
      assert.equal(errorOf(bad).field, 'reason');
    }
    assert.deepEqual(await counts(), before);

    published = [];
    const res = await withdraw(counter.id, '  Price below the floor  ');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.status, 'withdrawn');
    assert.equal(res.json().data.withdraw_reason, 'Price below the floor');
    const audit = await auditOf(counter.id);
    assert.deepEqual(audit.at(-1)?.reason, 'Price below the floor');
    assert.deepEqual(audit.at(-1)?.before, { status: 'relayed' });
    assert.deepEqual(audit.at(-1)?.after, { status: 'withdrawn' });
    const [step] = (await outboxOf('counter_offer')).filter(
      (p) => p.counterId === counter.id && p.action === 'withdrawn',
    );
    assert.equal(step?.reason, 'Price below the floor');
    // It had been relayed: the buyer's screens hear of the withdrawal, and show no counter.
    assert.ok(eventsTo(buyer.contact!.id).some((e) => e.type === 'counter:updated'));
    assert.equal((await buyersTask(task.id)).Counter, null);
    assert.equal((await answer(task.id, 'accept')).statusCode, 409);
    assert.equal((await withdraw(counter.id, 'again')).statusCode, 409);
    assert.equal((await relay(counter.id)).statusCode, 409);
    await proposed(task.id);
  });

  it('a proposed counter may be withdrawn too; its withdrawal is not told to the buyer', async () => {
    const task = await bid(buyer, haze, 50, 3);
    const made = await propose(
      task.id,
      { quantity: 50, price_per_gram: 3.5 },
      seller.token,
      haze.id,
    );
    assert.equal(made.statusCode, 201, made.body);
    const counter = made.json().data;
    published = [];
    const res = await request(
      ctx.app,
      'POST',
      `/operator/counters/${counter.id}/withdraw`,
      admin.token,
      {
        reason: 'Duplicate',
      },
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(eventsTo(buyer.contact!.id), []);
  });
});

describe('the rules', () => {
  it('one open counter per bid: a second is 409, also when two race', async () => {
    const task = await bid(buyer);
    await proposed(task.id);
    const before = await counts();
    const second = await propose(task.id, { quantity: 70, price_per_gram: 3 });
    assert.equal(second.statusCode, 409, second.body);
    assert.deepEqual(await counts(), before);
    assertNoBuyer(second.json(), 'the 409');

    const racing = await bid(buyer);
    const answers = await Promise.all([
      propose(racing.id, { quantity: 10, price_per_gram: 3 }),
      propose(racing.id, { quantity: 11, price_per_gram: 3 }),
      propose(racing.id, { quantity: 12, price_per_gram: 3 }),
    ]);
    assert.deepEqual(
      answers.map((a) => a.statusCode).sort(),
      [201, 409, 409],
      answers.map((a) => a.body).join('\n'),
    );
    const open = await ctx.db
      .select()
      .from(schema.counterOffers)
      .where(eq(schema.counterOffers.taskId, racing.id));
    assert.equal(open.length, 1);
  });

  it('the database refuses a second open counter (the unique index), whatever the route checked', async () => {
    const task = await bid(buyer);
    const counter = await proposed(task.id);
    const [row] = await ctx.db
      .select()
      .from(schema.counterOffers)
      .where(eq(schema.counterOffers.id, counter.id));
    const refused = await ctx.db
      .insert(schema.counterOffers)
      .values({ ...row!, id: `${row!.id}-2` })
      .then(
        () => null,
        (error: unknown) => error,
      );
    assert.ok(refused, 'the unique index refused the second open counter');
    // …and the API reads that refusal as the 409 of an open counter, never a 500.
    assert.equal(isOpenCounterRace(refused), true);
    assert.equal(isOpenCounterRace(new Error('other')), false);
  });

  it('a Completed or deleted bid cannot be countered, nor its counter relayed or answered', async () => {
    const completed = await bid(buyer);
    const pending = await relayed(completed.id);
    await ctx.db
      .update(schema.tasks)
      .set({ status: 'Completed', closedAt: new Date() })
      .where(eq(schema.tasks.id, completed.id));
    const before = await counts();
    assert.equal((await answer(completed.id, 'accept')).statusCode, 409);
    assert.equal((await answer(completed.id, 'decline')).statusCode, 409);
    await withdraw(pending.id, 'Bid completed');
    const after = await counts();
    const res = await propose(completed.id, { quantity: 5, price_per_gram: 3 });
    assert.equal(res.statusCode, 409, res.body);
    assert.match(errorOf(res).error, /Completed/);
    assert.deepEqual(await counts(), after);
    assert.ok(after.counters === before.counters);

    const deleted = await bid(buyer);
    const proposedCounter = await proposed(deleted.id);
    assert.equal(
      (await request(ctx.app, 'DELETE', `/tasks/${deleted.id}`, buyer.token)).statusCode,
      200,
    );
    assert.equal((await relay(proposedCounter.id)).statusCode, 409);
    assert.equal((await answer(deleted.id, 'accept')).statusCode, 404);
    await withdraw(proposedCounter.id, 'Bid deleted');
    const again = await propose(deleted.id, { quantity: 5, price_per_gram: 3 });
    assert.equal(again.statusCode, 409, again.body);
    assert.match(errorOf(again).error, /deleted/);
  });

  it('only the bid’s buyer answers; a proposed counter cannot be answered', async () => {
    const task = await bid(buyer);
    const counter = await proposed(task.id);
    const early = await answer(task.id, 'accept');
    assert.equal(early.statusCode, 409, early.body);
    await relay(counter.id);
    const before = await counts();
    for (const who of [otherBuyer, seller, admin]) {
      const res = await answer(task.id, 'accept', who.token);
      assert.equal(res.statusCode, 404, `${who.email}: ${res.body}`);
    }
    assert.equal((await answer('t_nope', 'decline')).statusCode, 404);
    assert.equal((await answer(task.id, 'accept', 'not-a-token')).statusCode, 401);
    assert.equal(
      (await request(ctx.app, 'POST', `/tasks/${task.id}/counter/accept`, null)).statusCode,
      401,
    );
    assert.deepEqual(await counts(), before);
    assert.equal((await answer(task.id, 'accept')).statusCode, 200);
  });

  it('a counter’s terms follow a bid’s bounds; its note is short, trimmed, optional', async () => {
    const task = await bid(buyer);
    const before = await counts();
    const bad: Array<[unknown, string]> = [
      [{ quantity: 0, price_per_gram: 3 }, 'quantity'],
      [{ quantity: -5, price_per_gram: 3 }, 'quantity'],
      [{ quantity: 1.5, price_per_gram: 3 }, 'quantity'],
      [{ quantity: '10', price_per_gram: 3 }, 'quantity'],
      [{ quantity: 1e13, price_per_gram: 3 }, 'quantity'],
      [{ price_per_gram: 3 }, 'quantity'],
      [{ quantity: 10, price_per_gram: 0 }, 'price_per_gram'],
      [{ quantity: 10, price_per_gram: 0.001 }, 'price_per_gram'],
      [{ quantity: 10, price_per_gram: 0.015 }, 'price_per_gram'],
      [{ quantity: 10, price_per_gram: 1e10 }, 'price_per_gram'],
      [{ quantity: 10, price_per_gram: null }, 'price_per_gram'],
      [{ quantity: 10, price_per_gram: 3, note: 'x'.repeat(501) }, 'note'],
      [{ quantity: 10, price_per_gram: 3, note: 7 }, 'note'],
      [{ quantity: 10, price_per_gram: 3, note: 'a\u0000b' }, 'note'],
    ];
    for (const [body, field] of bad) {
      const res = await propose(task.id, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(errorOf(res).field, field, JSON.stringify(body));
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: `/listings/${kush.id}/bids/${task.id}/counters`,
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
      payload: '{"quantity":',
    });
    assert.equal(notJson.statusCode, 400);
    assert.deepEqual(await counts(), before);

    const longest = await propose(task.id, {
      quantity: 10,
      price_per_gram: 3,
      note: 'n'.repeat(500),
    });
    assert.equal(longest.statusCode, 201, longest.body);
    const other = await bid(buyer);
    const blank = await propose(other.id, { quantity: 10, price_per_gram: 3, note: '   ' });
    assert.equal(blank.statusCode, 201, blank.body);
    assert.equal(blank.json().data.note, null);
  });
});

describe('who may call', () => {
  it('a seller counters only bids on its own listings: another’s listing is not found, as a missing one', async () => {
    const task = await bid(buyer, othersProduct);
    const mine = await bid(buyer, kush);
    const before = await counts();
    const missing = await propose(
      mine.id,
      { quantity: 5, price_per_gram: 3 },
      seller.token,
      'p_missing',
    );
    const others = await propose(
      task.id,
      { quantity: 5, price_per_gram: 3 },
      seller.token,
      othersProduct.id,
    );
    assert.equal(missing.statusCode, 404);
    assert.equal(others.statusCode, 404);
    assert.deepEqual(errorOf(others), errorOf(missing));
    const othersBids = await request(
      ctx.app,
      'GET',
      `/listings/${othersProduct.id}/bids`,
      seller.token,
    );
    assert.equal(othersBids.statusCode, 404);
    assertNoBuyer(othersBids.json(), 'GET another seller’s bids');
    // A bid of another listing named under one's own: not found either.
    const crossed = await propose(
      task.id,
      { quantity: 5, price_per_gram: 3 },
      seller.token,
      kush.id,
    );
    assert.equal(crossed.statusCode, 404, crossed.body);
    assertNoBuyer(crossed.json(), 'the 404');
    // A buyer, an unverified seller, no token.
    const asBuyer = await propose(mine.id, { quantity: 5, price_per_gram: 3 }, buyer.token);
    assert.equal(asBuyer.statusCode, 403, asBuyer.body);
    const unverified = await createUser(ctx.db, { contactType: ['Seller'], verified: false });
    assert.equal(
      (await propose(mine.id, { quantity: 5, price_per_gram: 3 }, unverified.token)).statusCode,
      403,
    );
    assert.equal(
      (await propose(mine.id, { quantity: 5, price_per_gram: 3 }, null)).statusCode,
      401,
    );
    assert.deepEqual(await counts(), before);
  });

  it('an Admin may counter any bid; the counter is the listing owner’s', async () => {
    const task = await bid(buyer, othersProduct);
    const res = await propose(
      task.id,
      { quantity: 5, price_per_gram: 3 },
      admin.token,
      othersProduct.id,
    );
    assert.equal(res.statusCode, 201, res.body);
    const [row] = await ctx.db
      .select()
      .from(schema.counterOffers)
      .where(eq(schema.counterOffers.id, res.json().data.id));
    assert.equal(row?.sellerContactId, otherSeller.contact!.id);
    const [audit] = await auditOf(row!.id);
    assert.equal(audit?.actorContactId, admin.contact!.id);
  });

  it('operator steps: unknown ids are 404, a bad status filter 400, non-admins 403', async () => {
    assert.equal((await relay('co_missing')).statusCode, 404);
    assert.equal((await withdraw('co_missing', 'x')).statusCode, 404);
    const badFilter = await request(ctx.app, 'GET', '/operator/counters?status=open', admin.token);
    assert.equal(badFilter.statusCode, 400);
    const task = await bid(buyer);
    const counter = await proposed(task.id);
    for (const who of [seller, buyer]) {
      assert.equal((await relay(counter.id, who.token)).statusCode, 403);
      assert.equal(
        (await request(ctx.app, 'GET', '/operator/counters', who.token)).statusCode,
        403,
      );
    }
    const list = await request(ctx.app, 'GET', '/operator/counters?status=withdrawn', admin.token);
    assert.ok(list.json().data.every((c: { status: string }) => c.status === 'withdrawn'));
    assert.ok(list.json().data.length > 0);
  });
});
