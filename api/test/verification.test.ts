import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { before, describe, it } from 'node:test';
import { VERIFICATION_MESSAGES } from '@leafbid/domain';
import * as schema from '../src/db/schema.js';
import { loadDemoFixtures } from '../src/seed/demo-fixtures.js';
import { seedDemoData } from '../src/seed/seed.js';
import {
  createProduct,
  createTestContext,
  createUser,
  mintIdToken,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  postMultipart,
  request,
  submissionBody,
  tableCounts,
  verifyContact,
  type TestUser,
  errorOf,
  LICENCE_PARTS,
} from './helpers.js';
import { testSuite } from './suite.js';

/**
 * Issue 18 (spec §6: eligibility is limited to licensed entities; the operator may refuse,
 * suspend or terminate access): a confirmed account browses, but bids and listings wait for the
 * operator's verification; a suspended seller's listings leave the marketplace and take no bids;
 * a suspended account uploads new documents, which the operator sees.
 */
let product: schema.ProductRow;

const SUSPENDED =
  'Your account is suspended: you can still update your profile. Please contact the Leafbid operator team.';

const { ctx, admin, seller, ready } = testSuite({
  admin: { contactType: ['Admin'] },
  seller: { contactType: ['Seller'] },
});

before(async () => {
  await ready;
  product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
});

const documents = () =>
  multipartBody([
    { name: 'cannabis_license', filename: 'licence.pdf', data: PDF_BYTES },
    ...LICENCE_PARTS,
    { name: 'cra_permit', filename: 'permit.png', data: PNG_BYTES },
  ]);

/** A new account that uploads both documents and confirms (spec §2 Confirm account), through the API. */
async function confirmedNewcomer(contactType: string[] = ['Buyer']): Promise<TestUser> {
  const user = await createUser(ctx.db, { confirmed: false, contactType });
  const upload = await postMultipart(
    ctx.app,
    `/contacts/${user.contact!.id}/attachments`,
    user.token,
    documents(),
  );
  assert.equal(upload.statusCode, 201, upload.body);
  const confirm = await request(
    ctx.app,
    'PUT',
    `/contacts/${user.contact!.id}/confirm-account`,
    user.token,
  );
  assert.equal(confirm.statusCode, 200, confirm.body);
  assert.equal(confirm.json().data.Account_Confirmed, true);
  assert.equal(confirm.json().data.Account_Verified, false);
  return user;
}

const bid = (user: TestUser, productId = product.id, quantity = 100) =>
  request(ctx.app, 'POST', '/tasks', user.token, { productId, quantity, pricePerGram: 3 });

const awaitingVerification = { error: VERIFICATION_MESSAGES.awaitingVerification };

describe('bids and listings wait for the operator verification (browsing does not)', () => {
  it('a confirmed, unverified buyer browses the marketplace and a product, but its bid is a 403 that writes nothing', async () => {
    const buyer = await confirmedNewcomer();
    const list = await request(ctx.app, 'GET', '/products?status=active', buyer.token);
    assert.equal(list.statusCode, 200, list.body);
    assert.ok(list.json().products.some((p: { id: string }) => p.id === product.id));
    const one = await request(ctx.app, 'GET', `/products/${product.id}`, buyer.token);
    assert.equal(one.statusCode, 200, one.body);

    const before = await tableCounts(ctx.db);
    const refused = await bid(buyer);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.deepEqual(errorOf(refused), awaitingVerification);
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('once the operator verifies the account, the same bid is placed', async () => {
    const buyer = await confirmedNewcomer();
    assert.equal((await bid(buyer)).statusCode, 403);
    const verify = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${buyer.contact!.id}/verify`,
      admin.token,
    );
    assert.equal(verify.statusCode, 200, verify.body);
    const me = await request(
      ctx.app,
      'GET',
      `/contact-by-email?email=${encodeURIComponent(buyer.email)}`,
      buyer.token,
    );
    assert.equal(me.json().data.Account_Verified, true);
    const placed = await bid(buyer);
    assert.equal(placed.statusCode, 201, placed.body);
  });

  it('changing a bid waits for verification too (PUT /tasks/:id is a 403 while unverified)', async () => {
    const buyer = await createUser(ctx.db);
    const placed = await bid(buyer);
    assert.equal(placed.statusCode, 201, placed.body);
    await ctx.db
      .update(schema.contacts)
      .set({ verifiedAt: null })
      .where(eq(schema.contacts.id, buyer.contact!.id));
    const edit = await request(ctx.app, 'PUT', `/tasks/${placed.json().data.id}`, buyer.token, {
      quantity: 200,
      pricePerGram: 3,
    });
    assert.equal(edit.statusCode, 403, edit.body);
    assert.deepEqual(errorOf(edit), awaitingVerification);
    await verifyContact(ctx.db, buyer.contact!.id);
    const again = await request(ctx.app, 'PUT', `/tasks/${placed.json().data.id}`, buyer.token, {
      quantity: 200,
      pricePerGram: 3,
    });
    assert.equal(again.statusCode, 200, again.body);
  });

  it('an unverified seller cannot submit a product (403, nothing stored) or request publication', async () => {
    const newSeller = await confirmedNewcomer(['Seller']);
    const before = await tableCounts(ctx.db);
    const submit = await postMultipart(ctx.app, '/products', newSeller.token, submissionBody());
    assert.equal(submit.statusCode, 403, submit.body);
    assert.deepEqual(errorOf(submit), awaitingVerification);
    assert.deepEqual(await tableCounts(ctx.db), before);

    const own = await createProduct(ctx.db, {
      ownerContactId: newSeller.contact!.id,
      productActive: false,
    });
    const publish = await request(
      ctx.app,
      'POST',
      `/products/${own.id}/request-publish`,
      newSeller.token,
    );
    assert.equal(publish.statusCode, 403, publish.body);
    assert.deepEqual(errorOf(publish), awaitingVerification);
    const [row] = await ctx.db.select().from(schema.products).where(eq(schema.products.id, own.id));
    assert.equal(row!.requestPending, false);

    await verifyContact(ctx.db, newSeller.contact!.id);
    const submitted = await postMultipart(ctx.app, '/products', newSeller.token, submissionBody());
    assert.equal(submitted.statusCode, 201, submitted.body);
  });
});

describe("a suspended seller's listings leave the marketplace and take no bids", () => {
  it('hidden from GET /products and GET /products/:id for others, refused bids with a clear 409; back on reinstatement', async () => {
    const other = await createUser(ctx.db, { contactType: ['Seller'] });
    const listing = await createProduct(ctx.db, {
      ownerContactId: other.contact!.id,
      productName: 'Suspended Haze',
    });
    const buyer = await createUser(ctx.db);
    const listed = async (token: string) => {
      const res = await request(ctx.app, 'GET', '/products?status=active&limit=100', token);
      assert.equal(res.statusCode, 200, res.body);
      return (res.json().products as Array<{ id: string }>).some((p) => p.id === listing.id);
    };
    assert.equal(await listed(buyer.token), true);

    const suspend = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${other.contact!.id}/suspend`,
      admin.token,
      { reason: 'Licence expired' },
    );
    assert.equal(suspend.statusCode, 200, suspend.body);

    assert.equal(await listed(buyer.token), false);
    const all = await request(ctx.app, 'GET', '/products?limit=100', buyer.token);
    assert.ok(!all.json().products.some((p: { id: string }) => p.id === listing.id));
    const one = await request(ctx.app, 'GET', `/products/${listing.id}`, buyer.token);
    assert.equal(one.statusCode, 404, one.body);
    const cover = await request(ctx.app, 'GET', `/product-image/${listing.id}`, buyer.token);
    assert.equal(cover.statusCode, 404, cover.body);

    const before = await tableCounts(ctx.db);
    const refused = await bid(buyer, listing.id);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual(errorOf(refused), {
      error: VERIFICATION_MESSAGES.sellerUnavailable,
      field: 'productId',
    });
    assert.deepEqual(await tableCounts(ctx.db), before);

    // The operator still sees it.
    const forAdmin = await request(ctx.app, 'GET', `/products/${listing.id}`, admin.token);
    assert.equal(forAdmin.statusCode, 200, forAdmin.body);

    const reinstate = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${other.contact!.id}/reinstate`,
      admin.token,
    );
    assert.equal(reinstate.statusCode, 200, reinstate.body);
    assert.equal(await listed(buyer.token), true);
    assert.equal((await bid(buyer, listing.id)).statusCode, 201);
  });

  it('the kept marketplace pages drop the listing at once when its seller is suspended', async () => {
    const kept = await createTestContext({
      cataloguePageTtlMs: 60_000,
      catalogueCountTtlMs: 60_000,
    });
    try {
      const keptAdmin = await createUser(kept.db, { contactType: ['Admin'] });
      const keptSeller = await createUser(kept.db, { contactType: ['Seller'] });
      const keptBuyer = await createUser(kept.db);
      const listing = await createProduct(kept.db, { ownerContactId: keptSeller.contact!.id });
      const page = () => request(kept.app, 'GET', '/products?status=active', keptBuyer.token);
      assert.equal((await page()).json().products.length, 1);
      const suspend = await request(
        kept.app,
        'POST',
        `/operator/accounts/${keptSeller.contact!.id}/suspend`,
        keptAdmin.token,
        { reason: 'Licence expired' },
      );
      assert.equal(suspend.statusCode, 200, suspend.body);
      const after = (await page()).json();
      assert.deepEqual(after.products, []);
      assert.equal(after.total, 0);
      assert.ok(listing.id);
    } finally {
      await kept.close();
    }
  });
});

describe('a suspended account uploads new documents; the operator sees them', () => {
  it('the upload is accepted from a suspended account while other calls stay refused', async () => {
    const suspended = await createUser(ctx.db, { contactType: ['Seller'] });
    const suspend = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${suspended.contact!.id}/suspend`,
      admin.token,
      { reason: 'Please upload a current licence' },
    );
    assert.equal(suspend.statusCode, 200, suspend.body);
    const suspendedAt = Date.parse(suspend.json().data.Suspended_Time);

    const browse = await request(ctx.app, 'GET', '/products', suspended.token);
    assert.equal(browse.statusCode, 403);
    assert.deepEqual(errorOf(browse), { error: SUSPENDED });

    const upload = await postMultipart(
      ctx.app,
      `/contacts/${suspended.contact!.id}/attachments`,
      suspended.token,
      multipartBody([
        { name: 'cannabis_license', filename: 'licence-2027.pdf', data: PDF_BYTES },
        ...LICENCE_PARTS,
      ]),
    );
    assert.equal(upload.statusCode, 201, upload.body);
    assert.deepEqual(
      upload.json().data.map((d: { kind: string; file_name: string }) => [d.kind, d.file_name]),
      [['cannabis_license', 'licence-2027.pdf']],
    );

    const review = await request(
      ctx.app,
      'GET',
      `/operator/accounts?state=suspended&q=${encodeURIComponent(suspended.email)}`,
      admin.token,
    );
    assert.equal(review.statusCode, 200, review.body);
    const [account] = review.json().data;
    assert.equal(account.id, suspended.contact!.id);
    const [newest] = account.documents;
    assert.equal(newest.file_name, 'licence-2027.pdf');
    assert.equal(newest.kind, 'cannabis_license');
    assert.ok(Date.parse(newest.created_at) >= suspendedAt, 'received after the suspension');
    const file = await request(ctx.app, 'GET', newest.url, admin.token);
    assert.equal(file.statusCode, 200);
    assert.ok(file.rawPayload.subarray(0, 5).equals(Buffer.from('%PDF-')));
  });

  it('a file that is no PDF, JPG or PNG is refused with a 4xx, nothing stored', async () => {
    const suspended = await createUser(ctx.db, { contactType: ['Buyer'] });
    await ctx.db
      .update(schema.contacts)
      .set({ suspendedAt: new Date(), suspensionReason: 'Licence expired' })
      .where(eq(schema.contacts.id, suspended.contact!.id));
    const before = await tableCounts(ctx.db);
    const upload = await postMultipart(
      ctx.app,
      `/contacts/${suspended.contact!.id}/attachments`,
      suspended.token,
      multipartBody([
        { name: 'cannabis_license', filename: 'licence.txt', data: 'not a licence' },
        ...LICENCE_PARTS,
      ]),
    );
    assert.ok(upload.statusCode >= 400 && upload.statusCode < 500, upload.body);
    assert.match(upload.json().error, /cannabis_license/);
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('the same per-contact quota as the first documents applies', async () => {
    const small = await createTestContext({ maxDocumentsPerContact: 3 });
    try {
      const user = await createUser(small.db);
      await small.db
        .update(schema.contacts)
        .set({ suspendedAt: new Date() })
        .where(eq(schema.contacts.id, user.contact!.id));
      const url = `/contacts/${user.contact!.id}/attachments`;
      assert.equal((await postMultipart(small.app, url, user.token, documents())).statusCode, 201);
      const one = () =>
        multipartBody([{ name: 'cra_permit', filename: 'permit.pdf', data: PDF_BYTES }]);
      assert.equal((await postMultipart(small.app, url, user.token, one())).statusCode, 201);
      const over = await postMultipart(small.app, url, user.token, one());
      assert.equal(over.statusCode, 409, over.body);
      assert.deepEqual(errorOf(over), {
        error: 'cra_permit: You can store at most 3 documents',
        field: 'cra_permit',
      });
    } finally {
      await small.close();
    }
  });
});

describe('demo accounts start verified', () => {
  it('the seeded buyer is verified and bids on a seeded listing', async () => {
    const demo = await createTestContext();
    try {
      await seedDemoData(demo.db, demo.storage);
      const { accounts } = await loadDemoFixtures();
      for (const account of accounts.filter((a) => a.accountConfirmed)) {
        const token = mintIdToken(account.uid, account.email);
        const me = await request(
          demo.app,
          'GET',
          `/contact-by-email?email=${encodeURIComponent(account.email)}`,
          token,
        );
        assert.equal(me.statusCode, 200, me.body);
        assert.equal(me.json().data.Account_Verified, true, account.email);
      }
      const buyer = accounts.find((a) => a.uid === 'demo-buyer')!;
      const token = mintIdToken(buyer.uid, buyer.email);
      const list = await request(demo.app, 'GET', '/products?status=active', token);
      const [first] = list.json().products as Array<{
        id: string;
        Min_QTY_Request: number | null;
        Min_Request_G_Including_5_markup: number | null;
      }>;
      const placed = await request(demo.app, 'POST', '/tasks', token, {
        productId: first!.id,
        quantity: Math.max(first!.Min_QTY_Request ?? 1, 1),
        pricePerGram: Math.max(first!.Min_Request_G_Including_5_markup ?? 1, 1),
      });
      assert.equal(placed.statusCode, 201, placed.body);
    } finally {
      await demo.close();
    }
  });
});
