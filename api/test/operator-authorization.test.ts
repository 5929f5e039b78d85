import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { enqueueOutbox } from '../src/outbox/outbox-repository.js';
import {
  addProductFile,
  createProduct,
  createUser,
  request,
  tableCounts,
  type TestUser,
  errorOf,
} from './helpers.js';
import { testSuite } from './suite.js';
import { ROUTES } from './routes.js';
import { remote, rid, writeRegistry } from './support/releases.js';

/**
 * Issue 11: every operator call is the Admin's alone. The authorization matrix — no token → 401
 * first; Buyer, Seller, Buyer & Seller, an unconfirmed Admin, a suspended Admin and a user without
 * a contact → 403 (before its input is read); Admin → the call's own answer.
 */
const users: Record<string, TestUser> = {};
let productId: string;
let bidId: string;
let accountId: string;
let certificateId: string;
let counterId: string;

const { ctx, ready } = testSuite({});

before(async () => {
  await ready;
  users.admin = await createUser(ctx.db, { contactType: ['Admin'] });
  users.buyer = await createUser(ctx.db, { contactType: ['Buyer'] });
  users.seller = await createUser(ctx.db, { contactType: ['Seller'] });
  users.both = await createUser(ctx.db, { contactType: ['Buyer', 'Seller'] });
  users.unconfirmedAdmin = await createUser(ctx.db, { contactType: ['Admin'], confirmed: false });
  users.suspendedAdmin = await createUser(ctx.db, { contactType: ['Admin'] });
  await ctx.db
    .update(schema.contacts)
    .set({ suspendedAt: new Date(), suspensionReason: 'Licence expired' })
    .where(eq(schema.contacts.id, users.suspendedAdmin.contact!.id));
  users.noContact = await createUser(ctx.db, { contact: false });

  const product = await createProduct(ctx.db, {
    ownerContactId: users.seller.contact!.id,
    productActive: false,
    requestPending: true,
    publishRequestedAt: new Date(),
  });
  productId = product.id;
  certificateId = (await addProductFile(ctx, product.id, 'certificate', Buffer.from('%PDF-1.4')))
    .id;
  const active = await createProduct(ctx.db, { ownerContactId: users.seller.contact!.id });
  const bid = await request(ctx.app, 'POST', '/tasks', users.buyer.token, {
    productId: active.id,
    quantity: 100,
    pricePerGram: 2,
  });
  bidId = bid.json().data.id;
  accountId = users.both.contact!.id;
  await ctx.db.insert(schema.contactDocuments).values({
    id: 'd-licence-both',
    contactId: accountId,
    kind: 'cannabis_license',
    storageKey: 'documents/d-licence-both',
    contentType: 'application/pdf',
    fileName: 'licence.pdf',
    size: 8,
    licenceNumber: 'LIC-0',
    licenceExpiresOn: '2099-01-01',
  });
  // Issue 20: a counter-offer to relay, then withdraw.
  const counter = await request(
    ctx.app,
    'POST',
    `/listings/${active.id}/bids/${bidId}/counters`,
    users.seller.token,
    { quantity: 90, price_per_gram: 2.5 },
  );
  counterId = counter.json().data.id;
  await enqueueOutbox(ctx.db, 'support_request', { n: 1 });
  // Issue 37: a remote with a release to promote, then roll back, then try as a canary.
  await writeRegistry(ctx.config, { orders: remote('r-stable', ['r-next']) });
});

const OPERATOR_ROUTES = ROUTES.filter((r) => r.url.startsWith('/operator/'));

/** A valid call for the Admin, per route. */
function validCall(route: (typeof OPERATOR_ROUTES)[number]) {
  const url = route.url
    .replace('/listings/:id', `/listings/${productId}`)
    .replace('/bids/:id', `/bids/${bidId}`)
    .replace('/accounts/:id', `/accounts/${accountId}`)
    .replace('/certificates/:fileId', `/certificates/${certificateId}`)
    .replace('/counters/:id', `/counters/${counterId}`)
    .replace('/platform/:id', '/platform/orders');
  const bodies: Record<string, unknown> = {
    '/operator/listings/:id/decline': { note: 'Please add a lab report.' },
    '/operator/bids/:id/status': { Status: 'Pending' },
    '/operator/accounts/:id/suspend': { reason: 'Licence expired' },
    '/operator/outbox/requeue': {},
    '/operator/listings/:id/certificates/:fileId': { shared_with_buyers: true },
    '/operator/accounts/:id/licence': { licence_number: 'LIC-1', licence_expires_on: '2099-12-31' },
    '/operator/counters/:id/withdraw': { reason: 'Below the floor price' },
    '/operator/bids/:id/decline': { reason: 'More than the listing has left' },
    '/operator/platform/:id/promote': { release: rid('r-next') },
    '/operator/platform/:id/canary': { release: rid('r-next'), percent: 10 },
  };
  return { url, body: bodies[route.url] };
}

describe('the operator API authorization matrix', () => {
  it('covers every operator route', () => {
    assert.equal(OPERATOR_ROUTES.length, 26);
  });

  for (const route of OPERATOR_ROUTES) {
    it(`${route.method} ${route.url}: 401 without a token, 403 for every other role, nothing written`, async () => {
      const { url, body } = validCall(route);
      const before = await tableCounts(ctx.db);
      const anonymous = await request(ctx.app, route.method, url, null, body);
      assert.equal(anonymous.statusCode, 401, anonymous.body);
      assert.deepEqual(errorOf(anonymous), { error: 'User not authenticated' });

      const refusals: Array<[string, string]> = [
        ['buyer', 'Only an Admin may use the operator console'],
        ['seller', 'Only an Admin may use the operator console'],
        ['both', 'Only an Admin may use the operator console'],
        ['unconfirmedAdmin', 'Account not confirmed'],
        [
          'suspendedAdmin',
          'Your account is suspended: you can still update your profile. Please contact the Leafbid operator team.',
        ],
        ['noContact', 'No contact for this user'],
      ];
      for (const [who, error] of refusals) {
        const res = await request(ctx.app, route.method, url, users[who]!.token, body);
        assert.equal(res.statusCode, 403, `${who}: ${res.body}`);
        assert.deepEqual(errorOf(res), { error }, who);
      }
      // Refused before its input is read: a bad body is still a 403, not a 400.
      if (route.method !== 'GET') {
        const bad = await ctx.app.inject({
          method: route.method,
          url,
          headers: {
            authorization: `Bearer ${users.buyer!.token}`,
            'content-type': 'application/json',
          },
          payload: '{"note":',
        });
        assert.equal(bad.statusCode, 403, bad.body);
      }
      assert.deepEqual(await tableCounts(ctx.db), before);
      const bidRow = await ctx.db.select().from(schema.tasks).where(eq(schema.tasks.id, bidId));
      assert.equal(bidRow[0]?.status, 'Not Started', 'no refused call moved the bid');
    });
  }

  it('the Admin gets each call’s own answer', async () => {
    for (const route of OPERATOR_ROUTES) {
      const { url, body } = validCall(route);
      const res = await request(ctx.app, route.method, url, users.admin!.token, body);
      // Publish and decline share the one pending listing: whichever runs second finds it reviewed.
      // Declining the bid withdraws its open counter-offer, so a later relay or withdraw finds it gone.
      const expected =
        route.url === '/operator/listings/:id/decline' ||
        route.url.startsWith('/operator/counters/')
          ? [200, 409]
          : [200];
      assert.ok(
        expected.includes(res.statusCode),
        `${route.method} ${url}: ${res.statusCode} ${res.body}`,
      );
    }
  });
});
