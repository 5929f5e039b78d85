import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import {
  createProduct,
  createUser,
  errorOf,
  multipartBody,
  PDF_BYTES,
  postMultipart,
  request,
  submissionBody,
  tableCounts,
  type TestUser,
} from './helpers.js';
import { testSuite } from './suite.js';

/**
 * Issue 20: the cannabis licence's number and expiry come with its file at Confirm account; the
 * owner and the operator see them; the operator corrects them (on record); from the day after
 * the expiry (America/Toronto) the account may not bid or list until a renewed licence is
 * uploaded.
 */
let productId: string;

const EXPIRED =
  'Your cannabis licence expired on 2020-01-31. Upload your renewed licence in Settings to bid and list again.';

const { ctx, admin, trader, ready } = testSuite({
  admin: { contactType: ['Admin'] },
  trader: { contactType: ['Buyer', 'Seller'] },
});

before(async () => {
  await ready;
  productId = (await createProduct(ctx.db)).id;
});

const upload = (user: TestUser, parts: Parameters<typeof multipartBody>[0]) =>
  postMultipart(
    ctx.app,
    `/contacts/${user.contact!.id}/attachments`,
    user.token,
    multipartBody(parts),
  );
const licenceFile = { name: 'cannabis_license', filename: 'licence.pdf', data: PDF_BYTES };

describe('licence details at Confirm account', () => {
  it('stores the number (trimmed) and expiry with the licence and answers them', async () => {
    const res = await upload(trader, [
      licenceFile,
      { name: 'licence_number', data: '  LCL-12345  ' },
      { name: 'licence_expires_on', data: '2099-06-30' },
      { name: 'cra_permit', filename: 'cra.pdf', data: PDF_BYTES },
    ]);
    assert.equal(res.statusCode, 201, res.body);
    const data = res.json().data as Array<Record<string, unknown>>;
    const licence = data.find((d) => d.kind === 'cannabis_license');
    assert.equal(licence?.Licence_Number, 'LCL-12345');
    assert.equal(licence?.Licence_Expires_On, '2099-06-30');
    assert.equal(data.find((d) => d.kind === 'cra_permit')?.Licence_Number, null);
    const account = await request(
      ctx.app,
      'GET',
      `/operator/accounts?q=${trader.email}`,
      admin.token,
    );
    assert.equal(account.json().data[0].Licence_Number, 'LCL-12345');
    assert.equal(account.json().data[0].Licence_Expires_On, '2099-06-30');
    // The owner reads them in its own profile (Settings, the renewal screen).
    const own = await request(
      ctx.app,
      'GET',
      `/contact-by-email?email=${encodeURIComponent(trader.email)}`,
      trader.token,
    );
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().data.Licence_Number, 'LCL-12345');
    assert.equal(own.json().data.Licence_Expires_On, '2099-06-30');
  });

  const refusals: Array<[string, Parameters<typeof multipartBody>[0], string, string]> = [
    [
      'no number',
      [licenceFile, { name: 'licence_expires_on', data: '2099-01-01' }],
      'licence_number',
      'is required with the cannabis licence (1 to 64 characters)',
    ],
    [
      'a blank number',
      [
        licenceFile,
        { name: 'licence_number', data: '   ' },
        { name: 'licence_expires_on', data: '2099-01-01' },
      ],
      'licence_number',
      'is required with the cannabis licence (1 to 64 characters)',
    ],
    [
      'a number of 65 characters',
      [
        licenceFile,
        { name: 'licence_number', data: 'L'.repeat(65) },
        { name: 'licence_expires_on', data: '2099-01-01' },
      ],
      'licence_number',
      'is required with the cannabis licence (1 to 64 characters)',
    ],
    [
      'no expiry',
      [licenceFile, { name: 'licence_number', data: 'L-1' }],
      'licence_expires_on',
      'is required with the cannabis licence (a date, YYYY-MM-DD)',
    ],
    [
      'an impossible date',
      [
        licenceFile,
        { name: 'licence_number', data: 'L-1' },
        { name: 'licence_expires_on', data: '2099-02-30' },
      ],
      'licence_expires_on',
      'must be a real date, YYYY-MM-DD',
    ],
    [
      'another format',
      [
        licenceFile,
        { name: 'licence_number', data: 'L-1' },
        { name: 'licence_expires_on', data: '30/06/2099' },
      ],
      'licence_expires_on',
      'must be a real date, YYYY-MM-DD',
    ],
    [
      'a date already past',
      [
        licenceFile,
        { name: 'licence_number', data: 'L-1' },
        { name: 'licence_expires_on', data: '2020-01-01' },
      ],
      'licence_expires_on',
      'is already past: upload a licence that is still valid',
    ],
    [
      'details without the licence',
      [
        { name: 'cra_permit', filename: 'cra.pdf', data: PDF_BYTES },
        { name: 'licence_number', data: 'L-1' },
      ],
      'licence_number',
      'goes with a cannabis_license file',
    ],
  ];
  for (const [what, parts, field, text] of refusals) {
    it(`${what}: 400 with the field, nothing stored`, async () => {
      const before = await tableCounts(ctx.db);
      const res = await upload(trader, parts);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(errorOf(res), { error: `${field}: ${text}`, field });
      assert.deepEqual(await tableCounts(ctx.db), before);
    });
  }
});

describe('an expired licence', () => {
  let bidId: string;
  let listingId: string;

  before(async () => {
    const bid = await request(ctx.app, 'POST', '/tasks', trader.token, {
      productId,
      quantity: 100,
      pricePerGram: 2,
    });
    assert.equal(bid.statusCode, 201, bid.body);
    bidId = bid.json().data.id;
    listingId = (
      await createProduct(ctx.db, { ownerContactId: trader.contact!.id, productActive: false })
    ).id;
    // The licence on file ran out (as time passes: the upload refuses a past date).
    await ctx.db
      .update(schema.contactDocuments)
      .set({ licenceExpiresOn: '2020-01-31' })
      .where(eq(schema.contactDocuments.contactId, trader.contact!.id));
    // The operator verified the account with that licence on file (issue 41: the licence it saw
    // is the one in force until it reviews another).
    await ctx.db
      .update(schema.contacts)
      .set({ verifiedAt: new Date() })
      .where(eq(schema.contacts.id, trader.contact!.id));
  });

  const assertExpired = (res: { statusCode: number; body: string; json(): unknown }) => {
    assert.equal(res.statusCode, 403, res.body);
    assert.deepEqual(res.json(), {
      error: EXPIRED,
      code: 'domain.api.licenceExpired',
      params: { date: '2020-01-31' },
    });
  };

  it('blocks a bid, a bid edit, a submission and a publication request, with the text', async () => {
    assertExpired(
      await request(ctx.app, 'POST', '/tasks', trader.token, {
        productId,
        quantity: 50,
        pricePerGram: 2,
      }),
    );
    assertExpired(
      await request(ctx.app, 'PUT', `/tasks/${bidId}`, trader.token, {
        quantity: 60,
        pricePerGram: 2,
      }),
    );
    const submission = submissionBody();
    assertExpired(await postMultipart(ctx.app, '/products', trader.token, submission));
    assertExpired(
      await request(ctx.app, 'POST', `/products/${listingId}/request-publish`, trader.token),
    );
  });

  it('browsing and reading stay open', async () => {
    const tasks = await request(
      ctx.app,
      'GET',
      `/tasks?who_id=${trader.contact!.id}`,
      trader.token,
    );
    assert.equal(tasks.statusCode, 200);
    assert.equal((await request(ctx.app, 'GET', '/products', trader.token)).statusCode, 200);
  });

  it('a renewed licence lifts it only once the operator has reviewed it (issue 41)', async () => {
    const res = await upload(trader, [
      licenceFile,
      { name: 'licence_number', data: 'LCL-RENEWED' },
      { name: 'licence_expires_on', data: '2099-12-31' },
    ]);
    assert.equal(res.statusCode, 201, res.body);
    // The account's own upload does not restore trading: bids and listings wait for the review.
    const pending = {
      error:
        'Your cannabis licence expired on 2020-01-31. Your renewed licence awaits the operator’s review: you may bid and list again once it is approved.',
      code: 'domain.api.licenceRenewalPending',
      params: { date: '2020-01-31' },
    };
    const waiting = await request(ctx.app, 'POST', '/tasks', trader.token, {
      productId,
      quantity: 70,
      pricePerGram: 2,
    });
    assert.equal(waiting.statusCode, 403, waiting.body);
    assert.deepEqual(waiting.json(), pending);
    const publish = await request(
      ctx.app,
      'POST',
      `/products/${listingId}/request-publish`,
      trader.token,
    );
    assert.equal(publish.statusCode, 403, publish.body);
    assert.deepEqual(publish.json(), pending);
    // The owner reads the renewal it sent and that it awaits review.
    const own = await request(
      ctx.app,
      'GET',
      `/contact-by-email?email=${encodeURIComponent(trader.email)}`,
      trader.token,
    );
    assert.equal(own.json().data.Licence_Number, 'LCL-RENEWED');
    assert.equal(own.json().data.Licence_Review_Pending, true);
    // The operator finds the account back in review, with the renewal's details.
    const queue = await request(
      ctx.app,
      'GET',
      `/operator/accounts?state=awaiting-review&q=${trader.email}`,
      admin.token,
    );
    assert.equal(queue.statusCode, 200, queue.body);
    const [row] = queue.json().data;
    assert.equal(row?.id, trader.contact!.id);
    assert.equal(row.Review_State, 'awaiting-review');
    assert.equal(row.Licence_Review_Pending, true);
    assert.equal(row.Licence_Expires_On, '2099-12-31');
    const verifiedList = await request(
      ctx.app,
      'GET',
      `/operator/accounts?state=verified&q=${trader.email}`,
      admin.token,
    );
    assert.equal(verifiedList.json().data.length, 0);
    // The operator verifies it like the first licence: on record, and trading resumes.
    const verify = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${trader.contact!.id}/verify`,
      admin.token,
    );
    assert.equal(verify.statusCode, 200, verify.body);
    assert.equal(verify.json().data.Review_State, 'verified');
    assert.equal(verify.json().data.Licence_Review_Pending, false);
    const audit = await request(
      ctx.app,
      'GET',
      `/operator/audit?kind=account.verified&target=${trader.contact!.id}`,
      admin.token,
    );
    assert.equal(audit.json().data.length, 1);
    const bid = await request(ctx.app, 'POST', '/tasks', trader.token, {
      productId,
      quantity: 70,
      pricePerGram: 2,
    });
    assert.equal(bid.statusCode, 201, bid.body);
    const after = await request(
      ctx.app,
      'GET',
      `/contact-by-email?email=${encodeURIComponent(trader.email)}`,
      trader.token,
    );
    assert.equal(after.json().data.Licence_Review_Pending, false);
  });

  it('an account without licence details (older data) is not blocked', async () => {
    const older = await createUser(ctx.db, { contactType: ['Buyer'] });
    await upload(older, [{ name: 'cra_permit', filename: 'cra.pdf', data: PDF_BYTES }]);
    const bid = await request(ctx.app, 'POST', '/tasks', older.token, {
      productId,
      quantity: 70,
      pricePerGram: 2,
    });
    assert.equal(bid.statusCode, 201, bid.body);
  });
});

describe('the operator’s correction', () => {
  it('corrects the latest licence, on record with before and after; an expiry it sets counts', async () => {
    const url = `/operator/accounts/${trader.contact!.id}/licence`;
    const res = await request(ctx.app, 'PUT', url, admin.token, {
      licence_number: ' LCL-CORRECTED ',
      licence_expires_on: '2021-05-01',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.Licence_Number, 'LCL-CORRECTED');
    assert.equal(res.json().data.Licence_Expires_On, '2021-05-01');
    const audit = await request(
      ctx.app,
      'GET',
      `/operator/audit?kind=account.licence_corrected&target=${trader.contact!.id}`,
      admin.token,
    );
    const [record] = audit.json().data;
    assert.equal(record.before.Licence_Number, 'LCL-RENEWED');
    assert.equal(record.before.Licence_Expires_On, '2099-12-31');
    assert.equal(record.after.Licence_Number, 'LCL-CORRECTED');
    assert.equal(record.actor.id, admin.contact!.id);
    const bid = await request(ctx.app, 'POST', '/tasks', trader.token, {
      productId,
      quantity: 80,
      pricePerGram: 2,
    });
    assert.equal(bid.statusCode, 403);
    assert.equal(bid.json().params.date, '2021-05-01');
  });

  it('bad input → 400 with the field; no licence on file → 409; not an Admin → 403', async () => {
    const url = `/operator/accounts/${trader.contact!.id}/licence`;
    const bad = await request(ctx.app, 'PUT', url, admin.token, {
      licence_number: 'L-1',
      licence_expires_on: '2099-13-01',
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(errorOf(bad).field, 'licence_expires_on');
    const blank = await request(ctx.app, 'PUT', url, admin.token, {
      licence_number: '',
      licence_expires_on: '2099-01-01',
    });
    assert.equal(blank.statusCode, 400);
    assert.equal(errorOf(blank).field, 'licence_number');
    const none = await createUser(ctx.db, { contactType: ['Buyer'] });
    const missing = await request(
      ctx.app,
      'PUT',
      `/operator/accounts/${none.contact!.id}/licence`,
      admin.token,
      {
        licence_number: 'L-1',
        licence_expires_on: '2099-01-01',
      },
    );
    assert.equal(missing.statusCode, 409);
    const refused = await request(ctx.app, 'PUT', url, trader.token, {
      licence_number: 'L-1',
      licence_expires_on: '2099-01-01',
    });
    assert.equal(refused.statusCode, 403);
  });
});
