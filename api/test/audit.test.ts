import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { enqueueOutbox } from '../src/outbox/outbox-repository.js';
import {
  addProductFile,
  createProduct,
  createUser,
  errorOf,
  PNG_BYTES,
  multipartBody,
  postMultipart,
  request,
} from './helpers.js';
import { testSuite } from './suite.js';

/**
 * Issue 20: every operator action is on record — who, when, what kind, before and after, and the
 * reason of a refusal — written with the change; the trail is read, filtered and paged by Admins
 * only, and nothing in the API changes or removes a record. The people concerned are notified.
 */

const { ctx, admin, seller, buyer } = testSuite({
  admin: { contactType: ['Admin'], firstName: 'Olive' },
  seller: { contactType: ['Seller'] },
  buyer: { contactType: ['Buyer'] },
});

async function audit(query = '') {
  const res = await request(ctx.app, 'GET', `/operator/audit${query}`, admin.token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as {
    data: Array<{
      id: string;
      at: string;
      kind: string;
      actor: { id: string; label: string } | null;
      target: { type: string; id: string; label: string | null };
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      reason: string | null;
    }>;
    nextCursor: string | null;
  };
}

async function latest(kind: string) {
  const { data } = await audit(`?kind=${kind}`);
  assert.ok(data[0], `a ${kind} record`);
  return data[0];
}

async function notificationsOf(contactId: string) {
  return ctx.db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.contactId, contactId));
}

describe('operator actions on record', () => {
  it('publish: who, when, before and after; the seller is notified', async () => {
    const product = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productName: 'Audit Kush',
      productActive: false,
      requestPending: true,
    });
    const started = Date.now();
    const res = await request(
      ctx.app,
      'POST',
      `/operator/listings/${product.id}/publish`,
      admin.token,
    );
    assert.equal(res.statusCode, 200, res.body);
    const record = await latest('listing.published');
    assert.deepEqual(record.actor, {
      id: admin.contact!.id,
      label: `Olive ${admin.contact!.lastName} <${admin.email}>`,
    });
    assert.deepEqual(record.target, { type: 'product', id: product.id, label: 'Audit Kush' });
    assert.equal(record.before?.Product_Active, false);
    assert.equal(record.before?.Request_pending, true);
    assert.equal(record.after?.Product_Active, true);
    assert.equal(record.after?.Request_pending, false);
    assert.equal(record.reason, null);
    assert.ok(Date.parse(record.at) >= started - 1000);
    const notes = await notificationsOf(seller.contact!.id);
    const published = notes.find((n) => n.kind === 'listing_published');
    assert.deepEqual(published?.params, { product_name: 'Audit Kush' });
    // Issue 35: it opens that listing.
    assert.equal(published?.link, `/listings?product=${product.id}`);
  });

  it('decline keeps the operator’s note as the reason and tells the seller', async () => {
    const product = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productName: 'Declined Haze',
      productActive: false,
      requestPending: true,
    });
    const res = await request(
      ctx.app,
      'POST',
      `/operator/listings/${product.id}/decline`,
      admin.token,
      {
        note: 'Please add a lab report.',
      },
    );
    assert.equal(res.statusCode, 200, res.body);
    const record = await latest('listing.declined');
    assert.equal(record.reason, 'Please add a lab report.');
    assert.equal(record.after?.Review_Note, 'Please add a lab report.');
    const declined = (await notificationsOf(seller.contact!.id)).find(
      (n) => n.kind === 'listing_declined',
    );
    assert.deepEqual(declined?.params, {
      product_name: 'Declined Haze',
      note: 'Please add a lab report.',
    });
  });

  it('a refused review (nothing awaiting) writes no record and tells nobody', async () => {
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const before = (await audit()).data.length;
    const notes = (await notificationsOf(seller.contact!.id)).length;
    const res = await request(
      ctx.app,
      'POST',
      `/operator/listings/${product.id}/publish`,
      admin.token,
    );
    assert.equal(res.statusCode, 409);
    assert.equal((await audit()).data.length, before);
    assert.equal((await notificationsOf(seller.contact!.id)).length, notes);
  });

  it('certificate sharing, both ways', async () => {
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const file = await addProductFile(ctx, product.id, 'certificate', PNG_BYTES);
    const url = `/operator/listings/${product.id}/certificates/${file.id}`;
    await request(ctx.app, 'PUT', url, admin.token, { shared_with_buyers: true });
    const shared = await latest('certificate.shared');
    assert.equal(shared.before?.shared_with_buyers, false);
    assert.equal(shared.after?.shared_with_buyers, true);
    await request(ctx.app, 'PUT', url, admin.token, { shared_with_buyers: false });
    const unshared = await latest('certificate.unshared');
    assert.equal(unshared.after?.shared_with_buyers, false);
    assert.equal(unshared.target.id, product.id);
  });

  it('a bid moved step by step; the buyer hears of Approved and Completed', async () => {
    const product = await createProduct(ctx.db, { productName: 'Moved Kush' });
    const bid = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: product.id,
      quantity: 100,
      pricePerGram: 2,
    });
    const id = bid.json().data.id as string;
    for (const Status of ['Pending', 'Approved', 'Completed']) {
      const res = await request(ctx.app, 'PUT', `/operator/bids/${id}/status`, admin.token, {
        Status,
      });
      assert.equal(res.statusCode, 200, res.body);
    }
    const { data } = await audit(`?kind=bid.moved&target=${id}`);
    assert.deepEqual(
      data.map((r) => [r.before?.Status, r.after?.Status]),
      [
        ['Approved', 'Completed'],
        ['Pending', 'Approved'],
        ['Not Started', 'Pending'],
      ],
    );
    const kinds = (await notificationsOf(buyer.contact!.id)).map((n) => n.kind).sort();
    assert.deepEqual(kinds, ['bid_approved', 'bid_completed']);
    const approved = (await notificationsOf(buyer.contact!.id)).find(
      (n) => n.kind === 'bid_approved',
    );
    // Issue 35: the bid's grams and reference as the buyer's Orders shows it; it opens that bid
    // on Orders' Approved tab.
    assert.deepEqual(approved?.params, {
      product_name: 'Moved Kush',
      quantity: 100,
      reference: `#${id.slice(2, 10)}`,
    });
    assert.equal(approved?.link, `/orders?tab=approved&bid=${id}`);
  });

  it('verify, suspend with its reason, reinstate; the account is told each time', async () => {
    const account = await createUser(ctx.db, { contactType: ['Buyer'], verified: false });
    const id = account.contact!.id;
    assert.equal(
      (await request(ctx.app, 'POST', `/operator/accounts/${id}/verify`, admin.token)).statusCode,
      200,
    );
    const suspend = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${id}/suspend`,
      admin.token,
      {
        reason: 'Licence under review',
      },
    );
    assert.equal(suspend.statusCode, 200, suspend.body);
    assert.equal(
      (await request(ctx.app, 'POST', `/operator/accounts/${id}/reinstate`, admin.token))
        .statusCode,
      200,
    );
    const { data } = await audit(`?target=${id}`);
    assert.deepEqual(
      data.map((r) => r.kind),
      ['account.reinstated', 'account.suspended', 'account.verified'],
    );
    const [reinstated, suspended, verified] = data;
    assert.equal(verified!.before?.Account_Verified, false);
    assert.equal(verified!.after?.Account_Verified, true);
    assert.equal(suspended!.reason, 'Licence under review');
    assert.equal(suspended!.after?.Suspension_Reason, 'Licence under review');
    assert.equal(reinstated!.after?.Account_Suspended, false);
    assert.equal(data[0]!.target.label, account.email);
    const notes = await notificationsOf(id);
    assert.deepEqual(notes.map((n) => n.kind).sort(), [
      'account_reinstated',
      'account_suspended',
      'account_verified',
    ]);
    assert.deepEqual(notes.find((n) => n.kind === 'account_suspended')?.params, {
      reason: 'Licence under review',
    });
  });

  it('outbox requeue, on both routes', async () => {
    const row = await enqueueOutbox(ctx.db, 'support_request', { n: 1 });
    await ctx.db.update(schema.outbox).set({ status: 'dead' }).where(eq(schema.outbox.id, row.id));
    const res = await request(ctx.app, 'POST', '/operator/outbox/requeue', admin.token, {
      id: row.id,
    });
    assert.equal(res.json().requeued, 1);
    const record = await latest('outbox.requeued');
    assert.deepEqual(record.target, { type: 'outbox', id: row.id, label: 'support_request' });
    assert.deepEqual(record.before, { status: 'dead', ids: [row.id] });
    assert.deepEqual(record.after, { status: 'queued', ids: [row.id] });
    await ctx.db.update(schema.outbox).set({ status: 'dead' }).where(eq(schema.outbox.id, row.id));
    const all = await request(ctx.app, 'POST', '/outbox/requeue', admin.token, {});
    assert.equal(all.json().requeued, 1);
    assert.equal((await audit('?kind=outbox.requeued')).data.length, 2);
    // Nothing requeued: nothing on record.
    await request(ctx.app, 'POST', '/outbox/requeue', admin.token, {});
    assert.equal((await audit('?kind=outbox.requeued')).data.length, 2);
  });

  it('an Admin’s record image on someone else’s listing; the owner’s own is not an operator action', async () => {
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const upload = (token: string) =>
      postMultipart(
        ctx.app,
        `/products/${product.id}/attachments`,
        token,
        multipartBody([{ name: 'record_image', filename: 'record.png', data: PNG_BYTES }]),
      );
    assert.equal((await upload(seller.token)).statusCode, 201);
    assert.equal((await audit(`?kind=listing.record_image&target=${product.id}`)).data.length, 0);
    const res = await upload(admin.token);
    assert.equal(res.statusCode, 201, res.body);
    const record = await latest('listing.record_image');
    assert.equal(record.target.id, product.id);
    assert.equal(record.before?.file_name, 'record.png');
    assert.equal(record.after?.record_image_id, res.json().data[0].id);
  });
});

describe('reading the trail', () => {
  it('filters by kind (one or several), actor id or label, target id or label', async () => {
    const both = await audit('?kind=listing.published&kind=listing.declined');
    assert.ok(both.data.length >= 2);
    assert.ok(both.data.every((r) => ['listing.published', 'listing.declined'].includes(r.kind)));
    assert.ok((await audit(`?actor=${admin.contact!.id}`)).data.length > 0);
    assert.ok((await audit('?actor=olive')).data.length > 0);
    assert.equal((await audit('?actor=nobody-at-all')).data.length, 0);
    const byLabel = await audit('?target=declined%20haze');
    assert.deepEqual(
      byLabel.data.map((r) => r.kind),
      ['listing.declined'],
    );
    const bad = await request(ctx.app, 'GET', '/operator/audit?kind=listing.exploded', admin.token);
    assert.equal(bad.statusCode, 400);
    assert.equal(errorOf(bad).field, 'kind');
  });

  it('pages newest first with a cursor, without repeats or gaps', async () => {
    const all = await audit('?limit=100');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await audit(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      assert.ok(page.data.length <= 3);
      seen.push(...page.data.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    assert.deepEqual(
      seen,
      all.data.map((r) => r.id),
    );
    const times = all.data.map((r) => Date.parse(r.at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    const bad = await request(ctx.app, 'GET', '/operator/audit?cursor=nonsense', admin.token);
    assert.equal(bad.statusCode, 400);
  });

  it('only Admins read it', async () => {
    for (const user of [buyer, seller]) {
      const res = await request(ctx.app, 'GET', '/operator/audit', user.token);
      assert.equal(res.statusCode, 403);
    }
    assert.equal((await request(ctx.app, 'GET', '/operator/audit', null)).statusCode, 401);
  });

  it('no route edits or deletes a record', async () => {
    const [record] = (await audit()).data;
    assert.ok(record);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [`/operator/audit/${record.id}`, '/operator/audit']) {
        const res = await request(ctx.app, method, url, admin.token, { reason: 'rewritten' });
        assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
      }
    }
    const [stored] = await ctx.db
      .select()
      .from(schema.auditRecords)
      .where(eq(schema.auditRecords.id, record.id));
    assert.equal(stored?.reason, record.reason);
  });
});
