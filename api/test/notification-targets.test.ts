import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { NotificationKind } from '@leafbid/domain';
import * as schema from '../src/db/schema.js';
import {
  createProduct,
  createUser,
  LICENCE_PARTS,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  postMultipart,
  request,
  type TestUser,
} from './helpers.js';
import { testSuite } from './suite.js';

/**
 * Issue 35: Admins are told (bell and, by choice, email) when a company awaits verification and
 * when a new bid needs moving; a buyer's bid notifications carry the bid's grams and reference; and
 * every notification opens the item it tells of (its link).
 */
const APP_URL = 'https://app.leafbid.example';

const { ctx, buyer, seller, admin, frenchAdmin, suspendedAdmin, ready } = testSuite(
  {
    buyer: { firstName: 'Ada' },
    seller: { contactType: ['Seller'] },
    admin: { contactType: ['Admin'] },
    frenchAdmin: { contactType: ['Admin'] },
    suspendedAdmin: { contactType: ['Admin'] },
  },
  { appUrl: APP_URL },
);

before(async () => {
  await ready;
  await ctx.db
    .update(schema.contacts)
    .set({ language: 'fr-CA' })
    .where(eq(schema.contacts.id, frenchAdmin.contact!.id));
  await ctx.db
    .update(schema.contacts)
    .set({ suspendedAt: new Date(), suspensionReason: 'Left the team' })
    .where(eq(schema.contacts.id, suspendedAdmin.contact!.id));
});
beforeEach(async () => {
  await ctx.db.delete(schema.notifications);
  await ctx.db.delete(schema.outbox);
  await ctx.db.update(schema.contacts).set({ notificationSettings: {} });
});

const notificationsOf = (user: TestUser, kind: NotificationKind) =>
  ctx.db
    .select()
    .from(schema.notifications)
    .where(
      and(
        eq(schema.notifications.contactId, user.contact!.id),
        eq(schema.notifications.kind, kind),
      ),
    );

type Email = { to: string; subject: string; text: string; language: string };
const emailsTo = async (user: TestUser): Promise<Email[]> =>
  (await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.kind, 'email')))
    .map((row) => row.payload as Email)
    .filter((email) => email.to === user.email);

/** The reference the buyer's Orders shows for a bid ('#' and 8 characters of its id). */
const referenceOf = (taskId: string) => `#${taskId.replace(/^t_/, '').slice(0, 8)}`;

const inAppOnly = (user: TestUser, kind: NotificationKind) =>
  request(ctx.app, 'PUT', '/notification-settings', user.token, {
    settings: [{ kind, channel: 'in_app' }],
  });

/** A company joins: uploads its licence and permit, then confirms its account. */
async function confirmAccount(user: TestUser) {
  const upload = await postMultipart(
    ctx.app,
    `/contacts/${user.contact!.id}/attachments`,
    user.token,
    multipartBody([
      { name: 'cannabis_license', filename: 'licence.pdf', data: PDF_BYTES },
      ...LICENCE_PARTS,
      { name: 'cra_permit', filename: 'permit.png', data: PNG_BYTES },
    ]),
  );
  assert.equal(upload.statusCode, 201, upload.body);
  return request(ctx.app, 'PUT', `/contacts/${user.contact!.id}/confirm-account`, user.token);
}

async function placeBid(quantity = 1200, pricePerGram = 2.5, productName = 'Bubba Kush') {
  const product = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    productName,
    gramsAvailable: 5000,
  });
  const res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
    productId: product.id,
    quantity,
    pricePerGram,
  });
  assert.equal(res.statusCode, 201, res.body);
  return { product, taskId: res.json().data.id as string };
}

const move = (taskId: string, Status: string) =>
  request(ctx.app, 'PUT', `/operator/bids/${taskId}/status`, admin.token, { Status });

describe('Admins: an account awaiting verification (account_to_verify)', () => {
  it('every active Admin is told once, the link opening that account in the console', async () => {
    const newcomer = await createUser(ctx.db, { confirmed: false, firstName: 'Rosalie' });
    await ctx.db
      .update(schema.contacts)
      .set({ company: 'Moreau Farms' })
      .where(eq(schema.contacts.id, newcomer.contact!.id));
    const confirmed = await confirmAccount(newcomer);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.json().data.Account_Confirmed, true);

    const name = `Rosalie ${newcomer.contact!.lastName}`;
    for (const who of [admin, frenchAdmin]) {
      const [told, ...more] = await notificationsOf(who, 'account_to_verify');
      assert.ok(told, 'the Admin is told');
      assert.deepEqual(more, []);
      assert.deepEqual(told.params, { account_name: name, company: 'Moreau Farms' });
      assert.equal(told.link, `/operator/accounts?account=${newcomer.contact!.id}`);
    }
    assert.deepEqual(await notificationsOf(suspendedAdmin, 'account_to_verify'), []);
    assert.deepEqual(await notificationsOf(newcomer, 'account_to_verify'), []);

    // The bell lists it for the Admin.
    const bell = (await request(ctx.app, 'GET', '/notifications', admin.token)).json();
    assert.equal(bell.data[0].kind, 'account_to_verify');
    assert.equal(bell.data[0].link, `/operator/accounts?account=${newcomer.contact!.id}`);

    // By email (the default), in each Admin's language, linking to that account.
    const [english] = await emailsTo(admin);
    assert.equal(english!.subject, `An account awaits verification: ${name}`);
    assert.equal(
      english!.text,
      `${name} (Moreau Farms) confirmed its account with its licence documents. Check them and verify the account in the operator console.\n\n` +
        `Open Leafbid: ${APP_URL}/operator/accounts?account=${newcomer.contact!.id}\n\n` +
        `Choose which notifications reach you by email in Settings: ${APP_URL}/settings\n`,
    );
    const [french] = await emailsTo(frenchAdmin);
    assert.equal(french!.language, 'fr-CA');
    assert.equal(french!.subject, `Un compte attend la vérification\u00a0: ${name}`);

    // Confirming again tells no one again.
    const again = await request(
      ctx.app,
      'PUT',
      `/contacts/${newcomer.contact!.id}/confirm-account`,
      newcomer.token,
    );
    assert.equal(again.statusCode, 200, again.body);
    assert.equal((await notificationsOf(admin, 'account_to_verify')).length, 1);
    assert.equal((await emailsTo(admin)).length, 1);
  });

  it('an Admin who chose "In the app only" gets the notification and no email; a refused confirmation tells nobody', async () => {
    assert.equal((await inAppOnly(admin, 'account_to_verify')).statusCode, 200);
    const newcomer = await createUser(ctx.db, { confirmed: false });
    assert.equal((await confirmAccount(newcomer)).statusCode, 200);
    assert.equal((await notificationsOf(admin, 'account_to_verify')).length, 1);
    assert.deepEqual(await emailsTo(admin), []);
    assert.equal((await emailsTo(frenchAdmin)).length, 1);

    // Without its documents the confirmation is refused: nobody hears of it.
    const empty = await createUser(ctx.db, { confirmed: false });
    const refused = await request(
      ctx.app,
      'PUT',
      `/contacts/${empty.contact!.id}/confirm-account`,
      empty.token,
    );
    assert.equal(refused.statusCode, 400);
    assert.equal((await notificationsOf(admin, 'account_to_verify')).length, 1);
  });

  it('two confirmations at once tell the Admins once', async () => {
    const newcomer = await createUser(ctx.db, { confirmed: false });
    await confirmAccount(newcomer).then((res) => assert.equal(res.statusCode, 200));
    await ctx.db.delete(schema.notifications);
    await ctx.db
      .update(schema.contacts)
      .set({ accountConfirmed: false, confirmedAt: null })
      .where(eq(schema.contacts.id, newcomer.contact!.id));
    const url = `/contacts/${newcomer.contact!.id}/confirm-account`;
    const answers = await Promise.all([
      request(ctx.app, 'PUT', url, newcomer.token),
      request(ctx.app, 'PUT', url, newcomer.token),
    ]);
    assert.deepEqual(
      answers.map((a) => [a.statusCode, a.json().data.Account_Confirmed]),
      [
        [200, true],
        [200, true],
      ],
    );
    assert.equal((await notificationsOf(admin, 'account_to_verify')).length, 1);
  });
});

describe('Admins: a new bid to move (bid_to_move)', () => {
  it('every active Admin is told of the bid, its terms and reference, the link opening it in the console’s Bids', async () => {
    const { taskId } = await placeBid(1200, 2.5);
    for (const who of [admin, frenchAdmin]) {
      const [told, ...more] = await notificationsOf(who, 'bid_to_move');
      assert.ok(told);
      assert.deepEqual(more, []);
      assert.deepEqual(told.params, {
        product_name: 'Bubba Kush',
        quantity: 1200,
        price_per_gram: 2.5,
        reference: referenceOf(taskId),
      });
      assert.equal(told.link, `/operator/bids?bid=${taskId}`);
    }
    assert.deepEqual(await notificationsOf(suspendedAdmin, 'bid_to_move'), []);
    assert.deepEqual(await notificationsOf(buyer, 'bid_to_move'), []);

    const [english] = await emailsTo(admin);
    assert.equal(english!.subject, 'A new bid to move: Bubba Kush');
    assert.equal(
      english!.text,
      `A buyer bids for 1 200 g at $2.50 per gram on Bubba Kush (bid ${referenceOf(taskId)}). Move it in the operator console.\n\n` +
        `Open Leafbid: ${APP_URL}/operator/bids?bid=${taskId}\n\n` +
        `Choose which notifications reach you by email in Settings: ${APP_URL}/settings\n`,
    );
    const [french] = await emailsTo(frenchAdmin);
    assert.equal(french!.subject, 'Une nouvelle offre à faire avancer\u00a0: Bubba Kush');
    assert.match(french!.text, /1\u00a0200 g à 2,50\u00a0\$ le gramme/);
  });

  it('"In the app only": the notification without an email; a refused bid tells no Admin', async () => {
    assert.equal((await inAppOnly(admin, 'bid_to_move')).statusCode, 200);
    await placeBid(100, 2.5);
    assert.equal((await notificationsOf(admin, 'bid_to_move')).length, 1);
    assert.deepEqual(await emailsTo(admin), []);
    assert.equal((await emailsTo(frenchAdmin)).length, 1);

    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const refused = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: product.id,
      quantity: 999_999,
      pricePerGram: 2.5,
    });
    assert.equal(refused.statusCode, 400);
    assert.equal((await notificationsOf(admin, 'bid_to_move')).length, 1);
  });

  it('a repeated bid (its clientRequestId) tells the Admins once', async () => {
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const body = { productId: product.id, quantity: 100, pricePerGram: 2.5, clientRequestId: 'r1' };
    assert.equal((await request(ctx.app, 'POST', '/tasks', buyer.token, body)).statusCode, 201);
    assert.equal((await request(ctx.app, 'POST', '/tasks', buyer.token, body)).statusCode, 200);
    assert.equal((await notificationsOf(admin, 'bid_to_move')).length, 1);
    assert.equal((await emailsTo(admin)).length, 1);
  });
});

describe('a buyer’s bid notifications: grams, reference, and that bid on Orders', () => {
  it('approved and completed: the quantity and reference, opening the Approved tab with that bid', async () => {
    const { taskId } = await placeBid(1500, 3);
    for (const status of ['Pending', 'Approved', 'Completed']) {
      assert.equal((await move(taskId, status)).statusCode, 200);
    }
    for (const kind of ['bid_approved', 'bid_completed'] as const) {
      const [told] = await notificationsOf(buyer, kind);
      assert.deepEqual(told?.params, {
        product_name: 'Bubba Kush',
        quantity: 1500,
        reference: referenceOf(taskId),
      });
      assert.equal(told?.link, `/orders?tab=approved&bid=${taskId}`);
    }
    // The buyer's own list carries them as the API's record.
    const bell = (await request(ctx.app, 'GET', '/notifications', buyer.token)).json();
    assert.deepEqual(
      bell.data.map((n: { kind: string; link: string }) => [n.kind, n.link]),
      [
        ['bid_completed', `/orders?tab=approved&bid=${taskId}`],
        ['bid_approved', `/orders?tab=approved&bid=${taskId}`],
      ],
    );
    const approvedEmail = (await emailsTo(buyer)).find((e) => e.subject.includes('approved'));
    assert.equal(
      approvedEmail!.text.split('\n\n')[0],
      `The Leafbid team approved your bid ${referenceOf(taskId)} for 1 500 g of Bubba Kush.`,
    );
    assert.ok(
      approvedEmail!.text.includes(`${APP_URL}/orders?tab=approved&bid=${taskId}`),
      approvedEmail!.text,
    );
  });
});

describe('every notification opens its item', () => {
  it('listing published and declined: the seller’s listing; awaiting review: that listing in the queue', async () => {
    const published = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
      awaitingReview: true,
      requestPending: true,
    });
    const declined = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
      awaitingReview: true,
      requestPending: true,
    });
    const ok = await request(
      ctx.app,
      'POST',
      `/operator/listings/${published.id}/publish`,
      admin.token,
    );
    assert.equal(ok.statusCode, 200, ok.body);
    const no = await request(
      ctx.app,
      'POST',
      `/operator/listings/${declined.id}/decline`,
      admin.token,
      { note: 'Add a lab report.' },
    );
    assert.equal(no.statusCode, 200, no.body);
    assert.equal(
      (await notificationsOf(seller, 'listing_published'))[0]?.link,
      `/listings?product=${published.id}`,
    );
    assert.equal(
      (await notificationsOf(seller, 'listing_declined'))[0]?.link,
      `/listings?product=${declined.id}`,
    );

    const asked = await request(
      ctx.app,
      'POST',
      `/products/${declined.id}/request-publish`,
      seller.token,
    );
    assert.equal(asked.statusCode, 200, asked.body);
    assert.equal(
      (await notificationsOf(admin, 'listing_review'))[0]?.link,
      `/operator?listing=${declined.id}`,
    );
  });

  it('a new bid: the seller’s listing (bid_received)', async () => {
    const { product } = await placeBid(100, 2.5);
    assert.equal(
      (await notificationsOf(seller, 'bid_received'))[0]?.link,
      `/listings?product=${product.id}`,
    );
  });
});
