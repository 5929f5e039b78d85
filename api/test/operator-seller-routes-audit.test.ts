// Issue 41: the operator's actions on listings through the seller routes — publish, rename,
// archive, replace the cover, delete — are on record like its console actions.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createProduct, multipartBody, PNG_BYTES, postMultipart, request } from './helpers.js';
import { testSuite } from './suite.js';

const { ctx, admin, seller } = testSuite({
  admin: { contactType: ['Admin'] },
  seller: { contactType: ['Seller'] },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const records = async (kind: string, id: string): Promise<Loose[]> =>
  (await request(ctx.app, 'GET', `/operator/audit?kind=${kind}&target=${id}`, admin.token)).json()
    .data;

describe('operator actions through the seller routes are audited (issue 41)', () => {
  it('publish, rename, archive, replace cover and delete on another owner’s listing', async () => {
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const publish = await request(ctx.app, 'PUT', `/products/${p.id}/publish`, admin.token);
    assert.equal(publish.statusCode, 200, publish.body);
    const [published] = await records('listing.published', p.id);
    assert.equal(published?.actor.id, admin.contact!.id);
    assert.equal(published?.before.Product_Active, false);
    assert.equal(published?.after.Product_Active, true);

    const rename = await request(ctx.app, 'PUT', `/products/${p.id}`, admin.token, {
      Product_Name: 'Pink Kush (AAA)',
      Grams_Available_When_submitted: 800,
    });
    assert.equal(rename.statusCode, 200, rename.body);
    const [edited] = await records('listing.edited', p.id);
    assert.deepEqual(edited?.before, {
      Product_Name: 'Pink Kush',
      Grams_Available_When_submitted: 1000,
    });
    assert.deepEqual(edited?.after, {
      Product_Name: 'Pink Kush (AAA)',
      Grams_Available_When_submitted: 800,
    });

    const cover = await postMultipart(
      ctx.app,
      `/products/${p.id}/attachments`,
      admin.token,
      multipartBody([{ name: 'cover', filename: 'c.png', contentType: 'image/png', data: PNG_BYTES }]),
    );
    assert.equal(cover.statusCode, 201, cover.body);
    const [files] = await records('listing.files_added', p.id);
    assert.equal(files?.after.added[0].kind, 'cover');
    assert.equal(files?.actor.id, admin.contact!.id);

    const archive = await request(ctx.app, 'PUT', `/products/${p.id}/archive`, admin.token);
    assert.equal(archive.statusCode, 200, archive.body);
    const [archived] = await records('listing.archived', p.id);
    assert.deepEqual(archived?.before, { Product_Active: true });
    assert.deepEqual(archived?.after, { Product_Active: false });

    const del = await request(ctx.app, 'DELETE', `/products/${p.id}`, admin.token);
    assert.equal(del.statusCode, 200, del.body);
    const [deleted] = await records('listing.deleted', p.id);
    assert.equal(deleted?.before.Product_Name, 'Pink Kush (AAA)');
    assert.equal(deleted?.after, null);
    assert.equal(deleted?.target.label, 'Pink Kush (AAA)');
  });

  it('a seller’s own actions on its listing are not the operator’s record', async () => {
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    await request(ctx.app, 'PUT', `/products/${p.id}`, seller.token, { Product_Name: 'Mine' });
    await request(ctx.app, 'PUT', `/products/${p.id}/archive`, seller.token);
    await request(ctx.app, 'DELETE', `/products/${p.id}`, seller.token);
    for (const kind of ['listing.edited', 'listing.archived', 'listing.deleted'])
      assert.equal((await records(kind, p.id)).length, 0, kind);
  });
});
