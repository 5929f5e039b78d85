import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createProduct,
  createUser,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  postMultipart,
  mediaCookieOf,
  request,
  type TestUser,
  errorOf,
  LICENCE_PARTS,
} from './helpers.js';
import { testSuite } from './suite.js';

/**
 * Issue 11: the operator's account review — contacts with their licence and permit documents,
 * Verify, Suspend with a reason (spec §6: a suspended account keeps only its profile and the
 * confirmation calls), Reinstate; newly confirmed accounts wait for review.
 */

const SUSPENDED =
  'Your account is suspended: you can still update your profile. Please contact the Leafbid operator team.';

const { ctx, admin } = testSuite({ admin: { contactType: ['Admin'] } });

/** A new buyer that uploads both documents and confirms its account (spec §2 Confirm account). */
async function confirmedNewcomer(firstName: string): Promise<TestUser> {
  const user = await createUser(ctx.db, { confirmed: false, firstName });
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
  const confirm = await request(
    ctx.app,
    'PUT',
    `/contacts/${user.contact!.id}/confirm-account`,
    user.token,
  );
  assert.equal(confirm.statusCode, 200, confirm.body);
  return user;
}

const accounts = async (query = '') => {
  const res = await request(ctx.app, 'GET', `/operator/accounts${query}`, admin.token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

describe('GET /operator/accounts', () => {
  it('a newly confirmed account awaits review, first, with its licence and permit documents', async () => {
    const user = await confirmedNewcomer('Nora');
    const { data, counts } = await accounts('?state=awaiting-review');
    assert.equal(data[0].id, user.contact!.id);
    assert.equal(data[0].Review_State, 'awaiting-review');
    assert.equal(data[0].Account_Confirmed, true);
    assert.ok(Date.parse(data[0].Confirmed_Time) > 0);
    assert.equal(data[0].Verified_Time, null);
    assert.deepEqual(
      data[0].documents
        .map((d: { kind: string; file_name: string }) => [d.kind, d.file_name])
        .sort(),
      [
        ['cannabis_license', 'licence.pdf'],
        ['cra_permit', 'permit.png'],
      ],
    );
    assert.ok(counts['awaiting-review'] >= 1);
    // The Admin downloads a document through the file/token mechanism.
    const licence = data[0].documents.find((d: { kind: string }) => d.kind === 'cannabis_license');
    assert.match(licence.url, /^\/file\/d_/);
    const { cookie } = await mediaCookieOf(ctx.app, admin.token);
    const file = await ctx.app.inject({ method: 'GET', url: licence.url, headers: { cookie } });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
  });

  it('filters by state and searches name, email and company; pages with a cursor', async () => {
    const waiting = await createUser(ctx.db, { confirmed: false, firstName: 'Zelda' });
    const byState = await accounts('?state=awaiting-documents');
    assert.ok(byState.data.some((a: { id: string }) => a.id === waiting.contact!.id));
    assert.ok(
      byState.data.every((a: { Review_State: string }) => a.Review_State === 'awaiting-documents'),
    );
    const found = await accounts('?q=zeLDa');
    assert.deepEqual(
      found.data.map((a: { id: string }) => a.id),
      [waiting.contact!.id],
    );
    const wildcard = await accounts('?q=%25');
    assert.deepEqual(wildcard.data, [], "'%' is searched as text, not as a wildcard");
    const first = await accounts('?limit=1');
    assert.equal(first.data.length, 1);
    const next = await accounts(`?limit=1&cursor=${first.nextCursor}`);
    assert.notEqual(next.data[0].id, first.data[0].id);
    const bad = await request(ctx.app, 'GET', '/operator/accounts?state=banned', admin.token);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().field, 'state');
  });
});

describe('POST /operator/accounts/:id/verify', () => {
  it('verifies a confirmed account once; an unconfirmed one is a 409', async () => {
    const user = await confirmedNewcomer('Vera');
    const res = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${user.contact!.id}/verify`,
      admin.token,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.Review_State, 'verified');
    assert.equal(res.json().data.Account_Verified, true);
    const first = res.json().data.Verified_Time;
    const again = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${user.contact!.id}/verify`,
      admin.token,
    );
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().data.Verified_Time, first, 'the first verification stands');
    const profile = await request(
      ctx.app,
      'GET',
      `/contact-by-email?email=${user.email}`,
      user.token,
    );
    assert.equal(profile.json().data.Account_Verified, true);

    const unconfirmed = await createUser(ctx.db, { confirmed: false });
    const refused = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${unconfirmed.contact!.id}/verify`,
      admin.token,
    );
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(errorOf(refused), {
      error: 'This account has not confirmed its licence documents yet.',
    });
    const unknown = await request(ctx.app, 'POST', '/operator/accounts/c_nope/verify', admin.token);
    assert.equal(unknown.statusCode, 404);
  });
});

describe('suspend and reinstate', () => {
  it('a suspended account keeps only its profile and the confirmation calls; reinstated, it is back', async () => {
    const user = await createUser(ctx.db, { contactType: ['Buyer', 'Seller'] });
    const product = await createProduct(ctx.db);
    const bid = await request(ctx.app, 'POST', '/tasks', user.token, {
      productId: product.id,
      quantity: 1,
      pricePerGram: 2,
    });
    assert.equal(bid.statusCode, 201, bid.body);
    const bidId = bid.json().data.id as string;
    const suspend = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${user.contact!.id}/suspend`,
      admin.token,
      {
        reason: ' Licence expired ',
      },
    );
    assert.equal(suspend.statusCode, 200, suspend.body);
    assert.equal(suspend.json().data.Review_State, 'suspended');
    assert.equal(suspend.json().data.Suspension_Reason, 'Licence expired');

    const refused: Array<[string, string, unknown?]> = [
      ['GET', '/products'],
      ['GET', `/products/${product.id}`],
      ['GET', `/tasks?who_id=${user.contact!.id}`],
      ['POST', '/tasks', { productId: product.id, quantity: 1, pricePerGram: 2 }],
      // Bids read the caller's contact in the handler's own query: refused there just the same.
      ['PUT', `/tasks/${bidId}`, { quantity: 2, pricePerGram: 2 }],
      ['DELETE', `/tasks/${bidId}`],
      ['POST', '/support-requests', { description: 'Why?' }],
      ['POST', '/products', { Product_Name: 'X' }],
      ['POST', '/token'],
      ['GET', `/product-image/${product.id}`],
      ['GET', '/events'],
    ];
    for (const [method, url, body] of refused) {
      const res = await request(ctx.app, method as 'GET', url, user.token, body);
      assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
      assert.deepEqual(errorOf(res), { error: SUSPENDED }, `${method} ${url}`);
    }
    const profile = await request(
      ctx.app,
      'GET',
      `/contact-by-email?email=${user.email}`,
      user.token,
    );
    assert.equal(profile.statusCode, 200);
    assert.equal(profile.json().data.Account_Suspended, true);
    assert.equal(profile.json().data.Suspension_Reason, 'Licence expired');
    const save = await request(ctx.app, 'PUT', '/contacts', user.token, {
      data: [{ First_Name: 'Still', Last_Name: 'Here' }],
    });
    assert.equal(save.statusCode, 200);
    const confirm = await request(
      ctx.app,
      'PUT',
      `/contacts/${user.contact!.id}/confirm-account`,
      user.token,
    );
    assert.notEqual(confirm.statusCode, 403, 'the confirmation calls remain');

    const twice = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${user.contact!.id}/suspend`,
      admin.token,
      {
        reason: 'Again',
      },
    );
    assert.equal(twice.statusCode, 409);

    const reinstate = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${user.contact!.id}/reinstate`,
      admin.token,
    );
    assert.equal(reinstate.statusCode, 200);
    assert.equal(reinstate.json().data.Account_Suspended, false);
    assert.equal(reinstate.json().data.Suspension_Reason, null);
    assert.equal((await request(ctx.app, 'GET', '/products', user.token)).statusCode, 200);
    const notSuspended = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${user.contact!.id}/reinstate`,
      admin.token,
    );
    assert.equal(notSuspended.statusCode, 409);
  });

  it('needs a reason (400 naming it); an Admin cannot suspend itself', async () => {
    const user = await createUser(ctx.db);
    for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(1001) }]) {
      const res = await request(
        ctx.app,
        'POST',
        `/operator/accounts/${user.contact!.id}/suspend`,
        admin.token,
        body,
      );
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().field, 'reason');
    }
    const self = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${admin.contact!.id}/suspend`,
      admin.token,
      {
        reason: 'Oops',
      },
    );
    assert.equal(self.statusCode, 403);
    assert.deepEqual(errorOf(self), { error: 'You cannot suspend your own account.' });
    const suspended = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${user.contact!.id}/verify`,
      admin.token,
    );
    assert.equal(suspended.statusCode, 200);
  });

  it('a suspended account is not verified until reinstated', async () => {
    const user = await confirmedNewcomer('Sam');
    await request(ctx.app, 'POST', `/operator/accounts/${user.contact!.id}/suspend`, admin.token, {
      reason: 'Documents look forged',
    });
    const res = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${user.contact!.id}/verify`,
      admin.token,
    );
    assert.equal(res.statusCode, 409);
    assert.deepEqual(errorOf(res), {
      error: 'This account is suspended: reinstate it before verifying it.',
    });
  });
});
