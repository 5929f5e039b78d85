// Issue 18: certificates visible to buyers once the operator has cleared them in the review (a
// certificate can name its producer: the operator decides). Only an Admin sets the flag; a buyer
// reads a certificate only when it is cleared and its product is published.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { addProductFile, createProduct, request, type TestUser } from './helpers.js';
import { testSuite } from './suite.js';

const CERT_BYTES = Buffer.from('%PDF-1.4 certificate of analysis');

const { ctx, seller, otherSeller, buyer, unconfirmed, admin } = testSuite({
  seller: { contactType: ['Seller'] },
  otherSeller: { contactType: ['Seller'] },
  buyer: { contactType: ['Buyer'] },
  unconfirmed: { contactType: ['Buyer'], confirmed: false },
  admin: { contactType: ['Admin'] },
});

let product: schema.ProductRow;
let certificate: schema.ProductFileRow;
let photo: schema.ProductFileRow;
beforeEach(async () => {
  product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
  certificate = await addProductFile(ctx, product.id, 'certificate', CERT_BYTES);
  photo = await addProductFile(ctx, product.id, 'photo', CERT_BYTES);
});

const share = (user: TestUser, shared: unknown, fileId = certificate.id, productId = product.id) =>
  request(ctx.app, 'PUT', `/operator/listings/${productId}/certificates/${fileId}`, user.token, {
    shared_with_buyers: shared,
  });
const sharedFlag = async (fileId = certificate.id) =>
  (await ctx.db.select().from(schema.productFiles).where(eq(schema.productFiles.id, fileId)))[0]
    ?.sharedWithBuyers;

describe('PUT /operator/listings/:id/certificates/:fileId (issue 18)', () => {
  it('a new certificate is not shared; the operator clears it and can withdraw it', async () => {
    assert.equal(await sharedFlag(), false);
    let res = await share(admin, true);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().file.id, certificate.id);
    assert.equal(res.json().file.shared_with_buyers, true);
    assert.equal(await sharedFlag(), true);
    res = await share(admin, false);
    assert.equal(res.json().file.shared_with_buyers, false);
    assert.equal(await sharedFlag(), false);
  });

  for (const [who, user] of [
    ['the seller who owns it', () => seller],
    ['another seller', () => otherSeller],
    ['a buyer', () => buyer],
  ] as const) {
    it(`${who} may not set it: 403, nothing changes`, async () => {
      const res = await share(user(), true);
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(typeof res.json().error, 'string');
      assert.equal(await sharedFlag(), false);
    });
  }

  it('a file that is not a certificate of that product is a 404; a bad body a 400', async () => {
    const other = await createProduct(ctx.db, { ownerContactId: otherSeller.contact!.id });
    assert.equal((await share(admin, true, photo.id)).statusCode, 404);
    assert.equal((await share(admin, true, certificate.id, other.id)).statusCode, 404);
    assert.equal((await share(admin, true, 'f_nope')).statusCode, 404);
    const bad = await share(admin, 'yes');
    assert.equal(bad.statusCode, 400);
    assert.equal(await sharedFlag(), false);
  });

  it('the review queue shows each certificate with its flag', async () => {
    await ctx.db
      .update(schema.products)
      .set({ requestPending: true, productActive: false, publishRequestedAt: new Date() })
      .where(eq(schema.products.id, product.id));
    await share(admin, true);
    const res = await request(ctx.app, 'GET', '/operator/listings', admin.token);
    assert.equal(res.statusCode, 200, res.body);
    const listing = (
      res.json().data as Array<{ product: { id: string }; files: Array<Record<string, unknown>> }>
    ).find((l) => l.product.id === product.id)!;
    const cert = listing.files.find((f) => f.id === certificate.id)!;
    assert.equal(cert.shared_with_buyers, true);
    assert.equal('shared_with_buyers' in listing.files.find((f) => f.id === photo.id)!, false);
  });
});

describe('GET /file/:id of a certificate, for buyers (issue 18)', () => {
  const get = (user: TestUser, fileId = certificate.id) =>
    request(ctx.app, 'GET', `/file/${fileId}`, user.token);

  it('not cleared: 404 to a buyer and to another seller; the owner and Admin still read it', async () => {
    assert.equal((await get(buyer)).statusCode, 404);
    assert.equal((await get(otherSeller)).statusCode, 404);
    assert.equal((await get(seller)).statusCode, 200);
    assert.equal((await get(admin)).statusCode, 200);
  });

  it('cleared and published: any confirmed buyer reads it, under a generic name', async () => {
    await ctx.db
      .update(schema.productFiles)
      .set({ fileName: 'AcmeFarms-COA.png' })
      .where(eq(schema.productFiles.id, certificate.id));
    await share(admin, true);
    for (const user of [buyer, otherSeller]) {
      const res = await get(user);
      assert.equal(res.statusCode, 200, res.body);
      assert.ok(res.rawPayload.equals(CERT_BYTES));
      assert.doesNotMatch(String(res.headers['content-disposition']), /AcmeFarms/);
    }
  });

  it('cleared but the product is not published: 404 to a buyer', async () => {
    await share(admin, true);
    await ctx.db
      .update(schema.products)
      .set({ productActive: false })
      .where(eq(schema.products.id, product.id));
    assert.equal((await get(buyer)).statusCode, 404);
    assert.equal((await get(seller)).statusCode, 200);
  });

  it('an unconfirmed account cannot read a cleared certificate (403)', async () => {
    await share(admin, true);
    const res = await get(unconfirmed);
    assert.equal(res.statusCode, 403, res.body);
  });

  it('signed out: 401', async () => {
    await share(admin, true);
    const res = await request(ctx.app, 'GET', `/file/${certificate.id}`, null);
    assert.equal(res.statusCode, 401);
  });
});

describe('GET /products/:id lists the cleared certificates (issue 18)', () => {
  it('a buyer sees only the cleared ones, as file URLs', async () => {
    const second = await addProductFile(ctx, product.id, 'certificate', CERT_BYTES, 1);
    let res = await request(ctx.app, 'GET', `/products/${product.id}`, buyer.token);
    assert.deepEqual(res.json().product.Shared_Certificates, []);
    await share(admin, true, second.id);
    res = await request(ctx.app, 'GET', `/products/${product.id}`, buyer.token);
    assert.deepEqual(res.json().product.Shared_Certificates, [
      { url: `/file/${second.id}`, content_Type: 'image/png' },
    ]);
  });
});
