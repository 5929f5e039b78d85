// Issue 41: Manufacturer_name often names the seller, and sellers stay anonymous to buyers: buyers
// read it only once the operator has cleared it (PUT /products/:id {Manufacturer_Shared} by an
// Admin, on record); the owner and the operator always read it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createProduct, request } from './helpers.js';
import { testSuite } from './suite.js';

const { ctx, admin, seller, buyer } = testSuite({
  admin: { contactType: ['Admin'] },
  seller: { contactType: ['Seller'] },
  buyer: { contactType: ['Buyer'] },
});

const read = async (id: string, token: string) =>
  (await request(ctx.app, 'GET', `/products/${id}`, token)).json().product;

describe('the manufacturer is the operator’s to show (issue 41)', () => {
  it('buyers read null until the operator clears it; a seller may not clear it', async () => {
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      manufacturerName: 'Liam’s Farm, Kelowna',
    });
    assert.equal((await read(p.id, buyer.token)).Manufacturer_name, null);
    const own = await read(p.id, seller.token);
    assert.equal(own.Manufacturer_name, 'Liam’s Farm, Kelowna');
    assert.equal(own.Manufacturer_Shared, false);
    const bySeller = await request(ctx.app, 'PUT', `/products/${p.id}`, seller.token, {
      Manufacturer_Shared: true,
    });
    assert.equal(bySeller.statusCode, 403, bySeller.body);
    assert.equal(
      bySeller.json().error,
      'Only the operator decides whether buyers see the manufacturer',
    );
    assert.equal((await read(p.id, buyer.token)).Manufacturer_name, null);
    const cleared = await request(ctx.app, 'PUT', `/products/${p.id}`, admin.token, {
      Manufacturer_Shared: true,
    });
    assert.equal(cleared.statusCode, 200, cleared.body);
    assert.equal((await read(p.id, buyer.token)).Manufacturer_name, 'Liam’s Farm, Kelowna');
    const audit = await request(
      ctx.app,
      'GET',
      `/operator/audit?kind=listing.edited&target=${p.id}`,
      admin.token,
    );
    assert.deepEqual(audit.json().data[0]?.after, { Manufacturer_Shared: true });
    const list = await request(ctx.app, 'GET', '/products', buyer.token);
    const card = (list.json().products as Array<Record<string, unknown>>).find((c) => c.id === p.id);
    if (card && 'Manufacturer_name' in card)
      assert.equal(card.Manufacturer_name, 'Liam’s Farm, Kelowna');
  });
});
