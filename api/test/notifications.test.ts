import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KINDS_BY_AUDIENCE,
  type NotificationKind,
} from '@leafbid/domain';
import * as schema from '../src/db/schema.js';
import { notify, type NotificationParams } from '../src/trade-desk/notify.js';
import {
  createProduct,
  errorOf,
  postMultipart,
  request,
  submissionBody,
  tableCounts,
  type TestUser,
} from './helpers.js';
import { testSuite } from './suite.js';

/**
 * Issue 20: the caller's notifications (GET /notifications, POST /notifications/read), its channel
 * per kind (GET/PUT /notification-settings), the email notify() queues for the 'email' channel, in
 * the recipient's language, and who is told of a new bid and of a listing awaiting review.
 */
const APP_URL = 'https://app.leafbid.example';

const {
  ctx,
  buyer,
  other,
  seller,
  both,
  admin,
  admin2,
  suspendedAdmin,
  unconfirmed,
  suspended,
  french,
  noContact,
  ready,
} = testSuite(
  {
    buyer: { firstName: 'Ada' },
    other: {},
    seller: { contactType: ['Seller'] },
    both: { contactType: ['Buyer', 'Seller'] },
    admin: { contactType: ['Admin'] },
    admin2: { contactType: ['Admin'] },
    suspendedAdmin: { contactType: ['Admin'] },
    unconfirmed: { confirmed: false },
    suspended: {},
    french: { contactType: ['Seller'] },
    noContact: { contact: false },
  },
  { appUrl: APP_URL },
);

before(async () => {
  await ready;
  for (const user of [suspendedAdmin, suspended]) {
    await ctx.db
      .update(schema.contacts)
      .set({ suspendedAt: new Date(), suspensionReason: 'Licence expired' })
      .where(eq(schema.contacts.id, user.contact!.id));
  }
  await ctx.db
    .update(schema.contacts)
    .set({ language: 'fr-CA' })
    .where(eq(schema.contacts.id, french.contact!.id));
});
beforeEach(async () => {
  await ctx.db.delete(schema.notifications);
  await ctx.db.delete(schema.outbox);
  await ctx.db.update(schema.contacts).set({ notificationSettings: {} });
});

/** Tells `user` of `kind` as a route would: in a transaction of its own. */
const tell = (
  user: TestUser,
  kind: NotificationKind = 'bid_approved',
  params: NotificationParams = { product_name: 'Pink Kush' },
  link: string | null = '/orders',
) => ctx.db.transaction((tx) => notify(tx, { contactId: user.contact!.id }, kind, params, link));

const emails = async () =>
  (
    await ctx.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.kind, 'email'))
      .orderBy(asc(schema.outbox.createdAt))
  ).map((row) => row.payload as { to: string; subject: string; text: string; language: string });

const notificationsOf = (user: TestUser) =>
  ctx.db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.contactId, user.contact!.id));

describe('GET /notifications', () => {
  it('answers the caller’s own notifications, newest first, with the unread count', async () => {
    const empty = await request(ctx.app, 'GET', '/notifications', buyer.token);
    assert.equal(empty.statusCode, 200);
    assert.deepEqual(empty.json(), { data: [], unread: 0, nextCursor: null });

    await tell(buyer, 'bid_approved', { product_name: 'First' });
    await tell(buyer, 'bid_completed', { product_name: 'Second' });
    await tell(other, 'bid_approved', { product_name: 'Not yours' });

    const res = await request(ctx.app, 'GET', '/notifications', buyer.token);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.unread, 2);
    assert.equal(body.nextCursor, null);
    assert.deepEqual(
      body.data.map((n: { kind: string; params: object }) => [n.kind, n.params]),
      [
        ['bid_completed', { product_name: 'Second' }],
        ['bid_approved', { product_name: 'First' }],
      ],
    );
    const [newest] = body.data;
    assert.deepEqual(Object.keys(newest).sort(), [
      'created_at',
      'id',
      'kind',
      'link',
      'params',
      'read',
    ]);
    assert.match(newest.id, /^nt_/);
    assert.equal(newest.link, '/orders');
    assert.equal(newest.read, false);
    assert.ok(Date.parse(newest.created_at) > Date.now() - 60_000);
  });

  it('pages with a keyset cursor: every notification once, in order', async () => {
    for (let i = 0; i < 5; i += 1) await tell(buyer, 'bid_approved', { product_name: `P${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/notifications?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await request(ctx.app, 'GET', url, buyer.token);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.unread, 5);
      seen.push(
        ...body.data.map((n: { params: { product_name: string } }) => n.params.product_name),
      );
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    assert.equal(pages, 3);
    assert.deepEqual(seen, ['P4', 'P3', 'P2', 'P1', 'P0']);
  });

  it('a bad limit or cursor is a 400 naming it', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=x', 'limit'],
      ['cursor=garbage', 'cursor'],
    ]) {
      const res = await request(ctx.app, 'GET', `/notifications?${query}`, buyer.token);
      assert.equal(res.statusCode, 400, query);
      assert.equal(errorOf(res).field, field, query);
    }
  });

  it('an unconfirmed or suspended account reads its own; a user without contact gets 403', async () => {
    await tell(unconfirmed, 'account_verified', {}, '/dashboard');
    await tell(suspended, 'account_suspended', { reason: 'Licence expired' }, '/settings');
    for (const user of [unconfirmed, suspended]) {
      const res = await request(ctx.app, 'GET', '/notifications', user.token);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().unread, 1);
    }
    const res = await request(ctx.app, 'GET', '/notifications', noContact.token);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(errorOf(res), { error: 'No contact for this user' });
    assert.equal((await request(ctx.app, 'GET', '/notifications', null)).statusCode, 401);
  });
});

describe('POST /notifications/read', () => {
  it('marks the named ones read; another user’s ids are ignored, untouched', async () => {
    const [mine] = await tell(buyer);
    await tell(buyer);
    const [theirs] = await tell(other);
    const res = await request(ctx.app, 'POST', '/notifications/read', buyer.token, {
      ids: [mine!.id, theirs!.id, 'nt_unknown'],
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { unread: 1 });
    const [stored] = await ctx.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.id, theirs!.id));
    assert.equal(stored!.readAt, null, 'the other user’s notification stays unread');
    const list = (await request(ctx.app, 'GET', '/notifications', buyer.token)).json();
    assert.equal(list.data.find((n: { id: string }) => n.id === mine!.id).read, true);
  });

  it('without ids marks all of the caller’s read, and only the caller’s', async () => {
    await tell(buyer);
    await tell(buyer);
    await tell(other);
    for (const body of [{}, undefined]) {
      const res = await request(ctx.app, 'POST', '/notifications/read', buyer.token, body);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { unread: 0 });
    }
    const theirs = await notificationsOf(other);
    assert.equal(theirs[0]!.readAt, null);
    assert.equal((await request(ctx.app, 'GET', '/notifications', other.token)).json().unread, 1);
  });

  it('bad ids are a 400, nothing marked', async () => {
    await tell(buyer);
    for (const ids of [
      'x',
      [''],
      [1],
      Array.from({ length: 101 }, (_, i) => `nt_${i}`),
      ['a\u0000'],
    ]) {
      const res = await request(ctx.app, 'POST', '/notifications/read', buyer.token, { ids });
      assert.equal(res.statusCode, 400, JSON.stringify(ids));
      assert.match(errorOf(res).field ?? '', /^ids/);
    }
    assert.equal((await notificationsOf(buyer))[0]!.readAt, null);
  });
});

describe('GET and PUT /notification-settings', () => {
  const kindsOf = async (user: TestUser) => {
    const res = await request(ctx.app, 'GET', '/notification-settings', user.token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as Array<{ kind: string; channel: string }>;
  };

  it('lists the kinds of the caller’s roles, each by email unless chosen otherwise', async () => {
    const { account, buyer: buyerKinds, seller: sellerKinds } = NOTIFICATION_KINDS_BY_AUDIENCE;
    assert.deepEqual(account, ['account_verified', 'account_suspended', 'account_reinstated']);
    // Issue 35: Admins are also told of an account awaiting verification and of a bid to move.
    const adminKinds = [
      'listing_review',
      'counter_to_relay',
      'account_to_verify',
      'bid_to_move',
      // Issue 37: a canary release rolled back automatically.
      'release_rolled_back',
    ];
    const cases: Array<[TestUser, string[]]> = [
      [buyer, [...buyerKinds, ...account]],
      [seller, [...sellerKinds, ...account]],
      [both, [...buyerKinds, ...sellerKinds, ...account]],
      [admin, [...account, ...adminKinds]],
      [unconfirmed, [...buyerKinds, ...account]],
      [suspended, [...buyerKinds, ...account]],
    ];
    for (const [user, kinds] of cases) {
      const data = await kindsOf(user);
      assert.deepEqual(
        data.map((s) => s.kind),
        kinds,
      );
      assert.ok(data.every((s) => s.channel === 'email'));
    }
  });

  it('PUT sets the channels named, keeps the others, and answers the whole list', async () => {
    const res = await request(ctx.app, 'PUT', '/notification-settings', buyer.token, {
      settings: [
        { kind: 'bid_approved', channel: 'in_app' },
        { kind: 'account_suspended', channel: 'in_app' },
      ],
    });
    assert.equal(res.statusCode, 200, res.body);
    const channels = Object.fromEntries(
      (res.json().data as Array<{ kind: string; channel: string }>).map((s) => [s.kind, s.channel]),
    );
    assert.deepEqual(
      channels,
      Object.fromEntries(
        [...NOTIFICATION_KINDS_BY_AUDIENCE.buyer, ...NOTIFICATION_KINDS_BY_AUDIENCE.account].map(
          (kind) => [
            kind,
            kind === 'bid_approved' || kind === 'account_suspended' ? 'in_app' : 'email',
          ],
        ),
      ),
    );
    // A second save of another kind keeps the first.
    await request(ctx.app, 'PUT', '/notification-settings', buyer.token, {
      settings: [
        { kind: 'bid_approved', channel: 'email' },
        { kind: 'bid_completed', channel: 'in_app' },
      ],
    });
    const again = Object.fromEntries((await kindsOf(buyer)).map((s) => [s.kind, s.channel]));
    assert.equal(again.bid_approved, 'email');
    assert.equal(again.bid_completed, 'in_app');
    assert.equal(again.account_suspended, 'in_app');
    // Someone else's settings are their own.
    assert.ok((await kindsOf(other)).every((s) => s.channel === 'email'));
  });

  it('a kind not of the caller’s account, an unknown kind, a bad channel or a repeat: 400, nothing saved', async () => {
    const refusals: Array<[unknown, string, string?]> = [
      [
        {
          settings: [
            { kind: 'bid_approved', channel: 'in_app' },
            { kind: 'listing_review', channel: 'in_app' },
          ],
        },
        'settings.1.kind',
        'settings.1.kind: listing_review is not a notification of your account',
      ],
      [{ settings: [{ kind: 'bid_received', channel: 'in_app' }] }, 'settings.0.kind'],
      [{ settings: [{ kind: 'nope', channel: 'in_app' }] }, 'settings.0.kind'],
      [{ settings: [{ kind: 'bid_approved', channel: 'sms' }] }, 'settings.0.channel'],
      [
        {
          settings: [
            { kind: 'bid_approved', channel: 'in_app' },
            { kind: 'bid_approved', channel: 'email' },
          ],
        },
        'settings.1.kind',
        'settings.1.kind: bid_approved is given more than once',
      ],
      [{ settings: [] }, 'settings'],
      [{}, 'settings'],
    ];
    for (const [body, field, error] of refusals) {
      const res = await request(ctx.app, 'PUT', '/notification-settings', buyer.token, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      const answer = errorOf(res);
      assert.equal(answer.field, field, JSON.stringify(body));
      if (error) assert.equal(answer.error, error);
    }
    assert.ok((await kindsOf(buyer)).every((s) => s.channel === 'email'));
  });

  it('a suspended account may still choose; a user without contact may not', async () => {
    const res = await request(ctx.app, 'PUT', '/notification-settings', suspended.token, {
      settings: [{ kind: 'account_reinstated', channel: 'in_app' }],
    });
    assert.equal(res.statusCode, 200, res.body);
    const refused = await request(ctx.app, 'PUT', '/notification-settings', noContact.token, {
      settings: [{ kind: 'account_reinstated', channel: 'in_app' }],
    });
    assert.equal(refused.statusCode, 403);
  });
});

describe('notify(): the email', () => {
  it('queues one email row when the kind’s channel is email (the default), in en-CA', async () => {
    const [row] = await tell(
      buyer,
      'bid_approved',
      { product_name: 'Pink Kush', quantity: 1200, reference: '#Ab3xY9qL' },
      '/orders?tab=approved&bid=t_Ab3xY9qLzz',
    );
    assert.ok(row);
    assert.deepEqual(await emails(), [
      {
        to: buyer.email,
        subject: 'Your bid on Pink Kush was approved',
        text:
          'The Leafbid team approved your bid #Ab3xY9qL for 1 200 g of Pink Kush.\n\n' +
          `Open Leafbid: ${APP_URL}/orders?tab=approved&bid=t_Ab3xY9qLzz\n\n` +
          `Choose which notifications reach you by email in Settings: ${APP_URL}/settings\n`,
        language: 'en-CA',
      },
    ]);
    const [queued] = await ctx.db.select().from(schema.outbox);
    assert.equal(queued!.status, 'queued');
  });

  it('in-app only: the notification, and no email', async () => {
    await request(ctx.app, 'PUT', '/notification-settings', buyer.token, {
      settings: [{ kind: 'bid_approved', channel: 'in_app' }],
    });
    const rows = await tell(buyer, 'bid_approved');
    assert.equal(rows.length, 1);
    assert.deepEqual(await emails(), []);
    // Another kind still goes by email.
    await tell(buyer, 'bid_completed');
    assert.equal((await emails()).length, 1);
  });

  it('in the recipient’s language: fr-CA for a French contact, numbers formatted in French', async () => {
    await tell(
      french,
      'bid_received',
      { product_name: 'Pink Kush', quantity: 1500, price_per_gram: 2.5 },
      '/listings',
    );
    const [email] = await emails();
    assert.equal(email!.language, 'fr-CA');
    assert.equal(email!.to, french.email);
    assert.equal(email!.subject, 'Une nouvelle offre sur Pink Kush');
    assert.equal(
      email!.text,
      'Un acheteur offre d’acheter 1\u00a0500 g à 2,50\u00a0$ le gramme de Pink Kush.\n\n' +
        `Ouvrir Leafbid\u00a0: ${APP_URL}/listings\n\n` +
        `Choisissez dans Paramètres les notifications que vous recevez par courriel\u00a0: ${APP_URL}/settings\n`,
    );
  });

  it('every kind has its subject and text in both languages', async () => {
    const kinds = NOTIFICATION_KINDS;
    for (const user of [buyer, french]) {
      for (const kind of kinds) {
        await tell(user, kind, {
          product_name: 'Pink Kush',
          quantity: 10,
          price_per_gram: 1,
          note: 'N',
          reason: 'R',
          answer: 'accepted',
          reference: '#Ab3xY9qL',
          account_name: 'Ada Moreau',
          company: 'Moreau Farms',
        });
      }
    }
    const sent = await emails();
    assert.equal(sent.length, kinds.length * 2);
    for (const email of sent) {
      assert.ok(email.subject.length > 5 && !email.subject.includes('domain.'), email.subject);
      assert.ok(!email.text.includes('domain.') && !email.text.includes('{'), email.text);
      const lines = email.text.trim().split('\n\n');
      assert.equal(lines.length, 3, email.text);
    }
    assert.equal(
      new Set(sent.map((e) => e.subject)).size,
      kinds.length * 2,
      'subjects differ by kind and language',
    );
  });

  it('Admins: one row each, suspended Admins left out', async () => {
    await ctx.db.transaction((tx) =>
      notify(tx, { admins: true }, 'listing_review', { product_name: 'X' }, '/operator'),
    );
    const told = await ctx.db.select().from(schema.notifications);
    assert.deepEqual(
      told.map((n) => n.contactId).sort(),
      [admin.contact!.id, admin2.contact!.id].sort(),
    );
    assert.deepEqual((await emails()).map((e) => e.to).sort(), [admin.email, admin2.email].sort());
  });

  it('a rolled-back change tells nobody', async () => {
    await assert.rejects(
      ctx.db.transaction(async (tx) => {
        await notify(tx, { contactId: buyer.contact!.id }, 'bid_approved', {}, '/orders');
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    const counts = await tableCounts(ctx.db);
    assert.equal(counts.notifications, 0);
    assert.equal(counts.outbox, 0);
  });
});

/** Spies on the live hub: the events published while `run` runs. */
async function published(run: () => Promise<void>) {
  const hub = ctx.app.liveEvents;
  const events: Array<{ type: string; data: unknown; audience: unknown }> = [];
  const original = hub.publish.bind(hub);
  hub.publish = ((type, data, audience) => {
    events.push({ type, data, audience });
    original(type, data, audience);
  }) as typeof hub.publish;
  try {
    await run();
  } finally {
    hub.publish = original;
  }
  return events;
}

describe('who is told', () => {
  it('a new bid: the listing’s seller (bid_received), with nothing that names the buyer', async () => {
    const product = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productName: 'Bubba Kush',
    });
    let res!: Awaited<ReturnType<typeof request>>;
    const events = await published(async () => {
      res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
        productId: product.id,
        quantity: 1200,
        pricePerGram: 2.5,
      });
    });
    assert.equal(res.statusCode, 201, res.body);
    const told = await notificationsOf(seller);
    assert.equal(told.length, 1);
    assert.equal(told[0]!.kind, 'bid_received');
    assert.deepEqual(told[0]!.params, {
      product_name: 'Bubba Kush',
      quantity: 1200,
      price_per_gram: 2.5,
    });
    // Issue 35: it opens that listing.
    assert.equal(told[0]!.link, `/listings?product=${product.id}`);
    assert.deepEqual(await notificationsOf(buyer), [], 'the buyer is not told of its own bid');

    const list = (await request(ctx.app, 'GET', '/notifications', seller.token)).json();
    const email = (await emails()).find((e) => e.to === seller.email);
    assert.ok(email);
    assert.equal(email.subject, 'A new bid on Bubba Kush');
    assert.match(email.text, /1 200 g at \$2\.50 per gram/);
    assert.ok(email.text.includes(`${APP_URL}/listings?product=${product.id}`), email.text);
    // Nothing the seller gets names the buyer: id, email, name.
    const live = events.filter(
      (e) =>
        e.type === 'notification:created' &&
        (e.audience as { contactId: string }).contactId === seller.contact!.id,
    );
    assert.equal(live.length, 1);
    assert.deepEqual(live[0]!.audience, { contactId: seller.contact!.id });
    for (const text of [JSON.stringify(list), JSON.stringify(email), JSON.stringify(live)]) {
      for (const secret of [
        buyer.contact!.id,
        buyer.email,
        buyer.uid,
        'Ada',
        buyer.contact!.lastName,
      ]) {
        assert.ok(!text.includes(secret), `${secret} in ${text}`);
      }
    }
  });

  it('a repeated bid (its clientRequestId) tells the seller once', async () => {
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const body = {
      productId: product.id,
      quantity: 100,
      pricePerGram: 2.5,
      clientRequestId: 'temp_n1',
    };
    assert.equal((await request(ctx.app, 'POST', '/tasks', buyer.token, body)).statusCode, 201);
    assert.equal((await request(ctx.app, 'POST', '/tasks', buyer.token, body)).statusCode, 200);
    assert.equal((await notificationsOf(seller)).length, 1);
    assert.equal((await notificationsOf(admin)).length, 1);
    assert.deepEqual((await emails()).map((e) => e.to).sort(), [
      ...[seller.email, admin.email, admin2.email].sort(),
    ]);
  });

  it('a seller who chose in-app only gets the notification, no email; a listing without owner tells nobody', async () => {
    await request(ctx.app, 'PUT', '/notification-settings', seller.token, {
      settings: [{ kind: 'bid_received', channel: 'in_app' }],
    });
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const orphan = await createProduct(ctx.db, { ownerContactId: null });
    for (const p of [product, orphan]) {
      const res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
        productId: p.id,
        quantity: 100,
        pricePerGram: 2.5,
      });
      assert.equal(res.statusCode, 201, res.body);
    }
    assert.equal((await notificationsOf(seller)).length, 1);
    assert.equal(
      (
        await ctx.db
          .select()
          .from(schema.notifications)
          .where(eq(schema.notifications.kind, 'bid_received'))
      ).length,
      1,
    );
    assert.deepEqual(
      (await emails()).filter((e) => e.to === seller.email),
      [],
    );
  });

  it('a refused bid tells nobody', async () => {
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: product.id,
      quantity: 999_999,
      pricePerGram: 2.5,
    });
    assert.equal(res.statusCode, 400);
    assert.equal((await tableCounts(ctx.db)).notifications, 0);
  });

  it('a submission and a publication request: every active Admin (listing_review), once', async () => {
    let res!: Awaited<ReturnType<typeof request>>;
    const events = await published(async () => {
      res = await postMultipart(ctx.app, '/products', seller.token, submissionBody());
    });
    assert.equal(res.statusCode, 201, res.body);
    const productId = res.json().data[0].id as string;
    const admins = [admin.contact!.id, admin2.contact!.id].sort();
    const reviews = () =>
      ctx.db
        .select()
        .from(schema.notifications)
        .where(eq(schema.notifications.kind, 'listing_review'));
    const first = await reviews();
    assert.deepEqual(first.map((n) => n.contactId).sort(), admins);
    assert.deepEqual(first[0]!.params, { product_name: 'Northern Lights' });
    // Issue 35: it opens that listing in the console's review queue.
    assert.equal(first[0]!.link, `/operator?listing=${productId}`);
    assert.deepEqual(
      events
        .filter((e) => e.type === 'notification:created')
        .map((e) => (e.audience as { contactId: string }).contactId)
        .sort(),
      admins,
    );
    assert.deepEqual(
      (await emails()).map((e) => [e.to, e.subject]).sort(),
      [admin.email, admin2.email]
        .sort()
        .map((to) => [to, 'A listing awaits review: Northern Lights']),
    );

    // Declined, then asked again: pending again, the Admins told again; a repeat tells no one.
    await ctx.db
      .update(schema.products)
      .set({ awaitingReview: false, requestPending: false, reviewNote: 'Add a lab report.' })
      .where(eq(schema.products.id, productId));
    for (let i = 0; i < 2; i += 1) {
      const asked = await request(
        ctx.app,
        'POST',
        `/products/${productId}/request-publish`,
        seller.token,
      );
      assert.equal(asked.statusCode, 200, asked.body);
    }
    assert.equal((await reviews()).length, 4);
    const [stored] = await ctx.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.id, productId));
    assert.equal(stored!.requestPending, true);
    assert.equal(stored!.reviewNote, null);
  });

  it('a publication request refused (not the owner) tells nobody', async () => {
    const product = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const res = await request(
      ctx.app,
      'POST',
      `/products/${product.id}/request-publish`,
      both.token,
    );
    // Another seller's inactive listing is not found: it is not theirs to see.
    assert.equal(res.statusCode, 404);
    assert.equal(
      (
        await ctx.db
          .select()
          .from(schema.notifications)
          .where(and(eq(schema.notifications.kind, 'listing_review')))
      ).length,
      0,
    );
  });
});

describe('the notification routes’ authorization', () => {
  const ROUTES = [
    { method: 'GET', url: '/notifications' },
    { method: 'POST', url: '/notifications/read', body: {} },
    { method: 'GET', url: '/notification-settings' },
    {
      method: 'PUT',
      url: '/notification-settings',
      body: { settings: [{ kind: 'account_verified', channel: 'email' }] },
    },
  ] as const;

  for (const route of ROUTES) {
    it(`${route.method} ${route.url}: 401 without a token, 403 without a contact, every role its own answer`, async () => {
      const body = 'body' in route ? route.body : undefined;
      const before = await tableCounts(ctx.db);
      const anonymous = await request(ctx.app, route.method, route.url, null, body);
      assert.equal(anonymous.statusCode, 401);
      assert.deepEqual(errorOf(anonymous), { error: 'User not authenticated' });
      const bad = await request(ctx.app, route.method, route.url, 'Bearer not-a-token', body);
      assert.equal(bad.statusCode, 401);
      const none = await request(ctx.app, route.method, route.url, noContact.token, body);
      assert.equal(none.statusCode, 403);
      assert.deepEqual(errorOf(none), { error: 'No contact for this user' });
      assert.deepEqual(await tableCounts(ctx.db), before);
      for (const user of [buyer, seller, both, admin, unconfirmed, suspended, french]) {
        const res = await request(ctx.app, route.method, route.url, user.token, body);
        assert.equal(res.statusCode, 200, `${user.email}: ${res.body}`);
      }
    });
  }
});
