// Issue 41: a seller whose licence in force has expired keeps no live, biddable listings it
// cannot see: the marketplace treats it as suspended (its listings are not listed, take no bids);
// its own and the operator's lists keep them.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { newId } from '../src/db/ids.js';
import { createProduct, request } from './helpers.js';
import { testSuite } from './suite.js';

const { ctx, seller, buyer, admin, ready } = testSuite({
  seller: { contactType: ['Seller'] },
  buyer: { contactType: ['Buyer'] },
  admin: { contactType: ['Admin'] },
});

let listingId: string;

/** The licence on file when the operator verified the seller, expiring on `expiresOn`. */
async function licenceOnFile(contactId: string, expiresOn: string, createdAt: Date) {
  await ctx.db.insert(schema.contactDocuments).values({
    id: newId('d'),
    contactId,
    kind: 'cannabis_license',
    storageKey: 'documents/none',
    contentType: 'application/pdf',
    fileName: 'licence.pdf',
    size: 1,
    licenceNumber: 'LCL-1',
    licenceExpiresOn: expiresOn,
    createdAt,
  });
}

before(async () => {
  await ready;
  await licenceOnFile(seller.contact!.id, '2020-01-31', new Date(Date.now() - 60_000));
  await ctx.db
    .update(schema.contacts)
    .set({ verifiedAt: new Date() })
    .where(eq(schema.contacts.id, seller.contact!.id));
  listingId = (
    await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productName: 'Expired Seller Kush',
    })
  ).id;
});

describe('an expired seller’s listings leave the marketplace (issue 41)', () => {
  it('not listed, not readable, no bids for buyers', async () => {
    const list = await request(ctx.app, 'GET', '/products?q=Expired%20Seller', buyer.token);
    assert.equal(list.statusCode, 200, list.body);
    assert.equal(list.json().products.length, 0);
    const one = await request(ctx.app, 'GET', `/products/${listingId}`, buyer.token);
    assert.equal(one.statusCode, 404, one.body);
    const bid = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: listingId,
      quantity: 100,
      pricePerGram: 2,
    });
    assert.ok([404, 409].includes(bid.statusCode), bid.body);
    const own = await request(ctx.app, 'GET', `/products/${listingId}`, seller.token);
    assert.equal(own.statusCode, 200, own.body);
    const operator = await request(ctx.app, 'GET', `/products/${listingId}`, admin.token);
    assert.equal(operator.statusCode, 200, operator.body);
  });

  it('back once the operator verifies a renewed licence', async () => {
    await licenceOnFile(seller.contact!.id, '2099-12-31', new Date());
    // A renewal not yet reviewed changes nothing.
    assert.equal(
      (await request(ctx.app, 'GET', `/products/${listingId}`, buyer.token)).statusCode,
      404,
    );
    const verify = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${seller.contact!.id}/verify`,
      admin.token,
    );
    assert.equal(verify.statusCode, 200, verify.body);
    const one = await request(ctx.app, 'GET', `/products/${listingId}`, buyer.token);
    assert.equal(one.statusCode, 200, one.body);
    const list = await request(ctx.app, 'GET', '/products?q=Expired%20Seller', buyer.token);
    assert.equal(list.json().products.length, 1);
  });
});
