// Issue 41: a published listing's edits to what buyers read — its name, description, cover,
// photos and certificates — go back through the operator's review; buyers read the live listing
// until the operator approves the new one; every step is on record. Stock and price apply at once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createProduct,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  postMultipart,
  request,
} from './helpers.js';
import { testSuite } from './suite.js';

const { ctx, admin, seller, buyer } = testSuite({
  admin: { contactType: ['Admin'] },
  seller: { contactType: ['Seller'] },
  buyer: { contactType: ['Buyer'] },
});

/** An answer's JSON, read loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

const asBuyer = async (id: string) => {
  const res = await request(ctx.app, 'GET', `/products/${id}`, buyer.token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().product;
};
const audit = async (kind: string, id: string) =>
  (await request(ctx.app, 'GET', `/operator/audit?kind=${kind}&target=${id}`, admin.token)).json()
    .data as Loose[];
const queueEntry = async (id: string) => {
  const res = await request(ctx.app, 'GET', '/operator/listings', admin.token);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as Loose[]).find((l) => l.product.id === id);
};

describe('a live listing’s edits wait for review (issue 41)', () => {
  it('a new name and description: buyers keep the live text, figures apply at once, on record', async () => {
    const p = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const edit = await request(ctx.app, 'PUT', `/products/${p.id}`, seller.token, {
      Product_Name: 'Call Liam at 604-555-0187',
      Description: 'Text me for a better price',
      Grams_Available_When_submitted: 3000,
      Min_Request_G_Including_5_markup: 3.5,
    });
    assert.equal(edit.statusCode, 200, edit.body);
    const own = edit.json().product;
    // The seller sees its listing live as it was, and its changes awaiting review.
    assert.equal(own.Product_Name, 'Pink Kush');
    assert.equal(own.Pending_Changes.Product_Name, 'Call Liam at 604-555-0187');
    assert.equal(own.Pending_Changes.Description, 'Text me for a better price');
    assert.equal(own.Grams_Available_When_submitted, 3000);
    // Buyers read the live listing; the figures changed at once.
    const seen = await asBuyer(p.id);
    assert.equal(seen.Product_Name, 'Pink Kush');
    assert.equal(seen.Description, 'Dense indica buds');
    assert.equal(seen.Pending_Changes, undefined);
    assert.equal(seen.Grams_Available_When_submitted, 3000);
    assert.equal(seen.Min_Request_G_Including_5_markup, 3.5);
    const list = await request(ctx.app, 'GET', '/products?q=Liam', buyer.token);
    assert.equal(list.json().products.length, 0);
    // On record, and in the operator's review queue as changes.
    const [submitted] = await audit('listing.changes_submitted', p.id);
    assert.equal(submitted?.actor.id, seller.contact!.id);
    assert.equal(submitted?.before.Product_Name, 'Pink Kush');
    assert.equal(submitted?.after.Product_Name, 'Call Liam at 604-555-0187');
    const entry = await queueEntry(p.id);
    assert.equal(entry?.kind, 'changes');
    assert.equal(entry?.product.Pending_Changes.Product_Name, 'Call Liam at 604-555-0187');
    // Declined: the live listing stays as it was, still live, the note for the seller.
    const declined = await request(
      ctx.app,
      'POST',
      `/operator/listings/${p.id}/decline`,
      admin.token,
      { note: 'No contact details in listings' },
    );
    assert.equal(declined.statusCode, 200, declined.body);
    assert.equal(declined.json().product.Product_Active, true);
    assert.equal(declined.json().product.Product_Name, 'Pink Kush');
    assert.equal(declined.json().product.Pending_Changes, null);
    assert.equal((await audit('listing.changes_declined', p.id)).length, 1);
    assert.equal((await asBuyer(p.id)).Product_Name, 'Pink Kush');
    assert.equal(await queueEntry(p.id), undefined);
  });

  it('approved changes become the live listing, on record', async () => {
    const p = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    await request(ctx.app, 'PUT', `/products/${p.id}`, seller.token, {
      Product_Name: 'Pink Kush Reserve',
    });
    assert.equal((await asBuyer(p.id)).Product_Name, 'Pink Kush');
    const approved = await request(
      ctx.app,
      'POST',
      `/operator/listings/${p.id}/publish`,
      admin.token,
    );
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json().product.Product_Name, 'Pink Kush Reserve');
    assert.equal(approved.json().product.Pending_Changes, null);
    assert.equal((await asBuyer(p.id)).Product_Name, 'Pink Kush Reserve');
    const [record] = await audit('listing.changes_approved', p.id);
    assert.equal(record?.before.Product_Name, 'Pink Kush');
    assert.equal(record?.after.Product_Name, 'Pink Kush Reserve');
  });

  it('a new cover, photo and certificate: hidden from buyers until approved', async () => {
    const p = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const res = await postMultipart(
      ctx.app,
      `/products/${p.id}/attachments`,
      seller.token,
      multipartBody([
        { name: 'cover', filename: 'new-cover.png', contentType: 'image/png', data: PNG_BYTES },
        { name: 'photo', filename: 'liam.png', contentType: 'image/png', data: PNG_BYTES },
        { name: 'certificate', filename: 'lab.pdf', contentType: 'application/pdf', data: PDF_BYTES },
      ]),
    );
    assert.equal(res.statusCode, 201, res.body);
    const photoId = (res.json().data as Array<{ kind: string; id: string }>).find(
      (f) => f.kind === 'photo',
    )!.id;
    const seen = await asBuyer(p.id);
    assert.equal(seen.cover, null);
    assert.deepEqual(seen.photos, []);
    // The file itself is not served to a buyer; its owner and the operator open it.
    assert.equal(
      (await request(ctx.app, 'GET', `/file/${photoId}`, buyer.token)).statusCode,
      404,
    );
    assert.equal((await request(ctx.app, 'GET', `/file/${photoId}`, seller.token)).statusCode, 200);
    const own = (await request(ctx.app, 'GET', `/products/${p.id}`, seller.token)).json().product;
    assert.equal(own.Pending_Changes.photos.length, 1);
    assert.equal(own.Pending_Changes.certificates[0].file_name, 'lab.pdf');
    assert.ok(own.Pending_Changes.cover);
    const [record] = await audit('listing.changes_submitted', p.id);
    assert.deepEqual(
      (record?.after.files as Array<{ kind: string }>).map((f) => f.kind).sort(),
      ['certificate', 'cover', 'photo'],
    );
    assert.equal((await queueEntry(p.id))?.kind, 'changes');
    const approved = await request(
      ctx.app,
      'POST',
      `/operator/listings/${p.id}/publish`,
      admin.token,
    );
    assert.equal(approved.statusCode, 200, approved.body);
    const live = await asBuyer(p.id);
    assert.equal(live.cover, `/product-image/${p.id}`);
    assert.deepEqual(live.photos, [`/file/${photoId}`]);
    assert.equal((await request(ctx.app, 'GET', `/file/${photoId}`, buyer.token)).statusCode, 200);
  });

  it('an unpublished listing and the operator’s own edits apply at once', async () => {
    const draft = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const own = await request(ctx.app, 'PUT', `/products/${draft.id}`, seller.token, {
      Product_Name: 'Draft name',
    });
    assert.equal(own.json().product.Product_Name, 'Draft name');
    assert.equal(own.json().product.Pending_Changes, null);
    const live = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const byOperator = await request(ctx.app, 'PUT', `/products/${live.id}`, admin.token, {
      Product_Name: 'Pink Kush (AAA)',
    });
    assert.equal(byOperator.json().product.Product_Name, 'Pink Kush (AAA)');
    assert.equal((await asBuyer(live.id)).Product_Name, 'Pink Kush (AAA)');
  });
});
