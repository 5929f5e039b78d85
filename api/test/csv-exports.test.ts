import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatBidDescription } from '@leafbid/domain';
import { newId } from '../src/db/ids.js';
import * as schema from '../src/db/schema.js';
import {
  createProduct,
  createTestContext,
  createUser,
  mediaCookieOf,
  request,
  type TestContext,
  type TestUser,
} from './helpers.js';

/**
 * Issue 20: CSV downloads. UTF-8 with a BOM, one header row, CRLF, money as plain numbers, the
 * screens' filters, one's own rows only (the operator's: Admin only), a bearer token or the media
 * cookie, and more rows than one page of the export's query.
 */
let ctx: TestContext;
let admin: TestUser;
let buyer: TestUser;
let other: TestUser;
let seller: TestUser;
let productId: string;

before(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx.db, { contactType: ['Admin'] });
  buyer = await createUser(ctx.db, { contactType: ['Buyer'] });
  other = await createUser(ctx.db, { contactType: ['Buyer'] });
  seller = await createUser(ctx.db, { contactType: ['Seller'] });
  const product = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    productName: 'Kush, "Pink"',
    minRequestPrice: 2,
  });
  productId = product.id;
  for (const [user, quantity, pricePerGram] of [
    [buyer, 100, 2.5],
    [buyer, 250, 1.2],
    [other, 40, 1.5],
  ] as const) {
    const res = await request(ctx.app, 'POST', '/tasks', user.token, {
      productId,
      quantity,
      pricePerGram,
    });
    assert.equal(res.statusCode, 201, res.body);
  }
});
after(async () => ctx.close());

/** The rows of a CSV answer (no cell of these tests holds a line break), header first. */
function rowsOf(body: string): string[][] {
  assert.ok(body.startsWith('\uFEFF'), 'a BOM first');
  assert.ok(body.endsWith('\r\n'), 'CRLF line ends');
  return body
    .slice(1)
    .split('\r\n')
    .slice(0, -1)
    .map((line) =>
      line
        .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
        .slice(0, -1)
        .map(unquote),
    );
}
const unquote = (cell: string) => {
  const value = cell.endsWith(',') ? cell.slice(0, -1) : cell;
  return value.startsWith('"') ? value.slice(1, -1).replace(/""/g, '"') : value;
};
const column = (rows: string[][], name: string) => {
  const index = rows[0]!.indexOf(name);
  assert.ok(index >= 0, `column ${name}`);
  return rows.slice(1).map((r) => r[index]);
};

describe('GET /exports/bids.csv', () => {
  it('the buyer’s own bids: BOM, header, one row each, money plain, a download name', async () => {
    const res = await request(ctx.app, 'GET', '/exports/bids.csv', buyer.token);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(
      String(res.headers['content-disposition']),
      /^attachment; filename="leafbid-bids-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = rowsOf(res.body);
    assert.deepEqual(rows[0], [
      'id',
      'created_at',
      'modified_at',
      'status',
      'product_id',
      'product_name',
      'quantity_g',
      'price_per_gram',
      'total',
    ]);
    assert.equal(rows.length, 3, 'two bids, no one else’s');
    assert.deepEqual(column(rows, 'quantity_g'), ['250', '100']);
    assert.deepEqual(column(rows, 'price_per_gram'), ['1.2', '2.5']);
    assert.deepEqual(column(rows, 'total'), ['300', '250']);
    assert.deepEqual(column(rows, 'product_name'), ['Kush, "Pink"', 'Kush, "Pink"']);
  });

  it('another buyer gets only its own', async () => {
    const rows = rowsOf((await request(ctx.app, 'GET', '/exports/bids.csv', other.token)).body);
    assert.deepEqual(column(rows, 'quantity_g'), ['40']);
  });

  it('filters by status as Orders does', async () => {
    const pending = rowsOf(
      (await request(ctx.app, 'GET', '/exports/bids.csv?status=Pending', buyer.token)).body,
    );
    assert.equal(pending.length, 1, 'the header only');
    const open = rowsOf(
      (await request(ctx.app, 'GET', '/exports/bids.csv?status=Not%20Started', buyer.token)).body,
    );
    assert.equal(open.length, 3);
    const bad = await request(ctx.app, 'GET', '/exports/bids.csv?status=Lost', buyer.token);
    assert.equal(bad.statusCode, 400);
  });

  it('the media cookie opens it (a download link); nothing opens it without a credential', async () => {
    const { cookie } = await mediaCookieOf(ctx.app, buyer.token);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/exports/bids.csv',
      headers: { cookie },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(rowsOf(res.body).length, 3);
    assert.equal((await request(ctx.app, 'GET', '/exports/bids.csv', null)).statusCode, 401);
  });

  it('more rows than one page of the export’s query, each once', async () => {
    const many = await createUser(ctx.db, { contactType: ['Buyer'] });
    const base = Date.now() - 10_000_000;
    const values = Array.from({ length: 1200 }, (_, i) => ({
      id: newId('t'),
      subject: 'Purchase request: Kush',
      status: 'Not Started' as const,
      productId,
      productName: 'Kush',
      contactId: many.contact!.id,
      description: formatBidDescription({
        quantity: i + 1,
        pricePerGram: 1.5,
        total: (i + 1) * 1.5,
      }),
      // Some share a time: the keyset's id tiebreak keeps them apart.
      createdAt: new Date(base + Math.floor(i / 3) * 1000),
    }));
    for (let i = 0; i < values.length; i += 400)
      await ctx.db.insert(schema.tasks).values(values.slice(i, i + 400));
    const rows = rowsOf((await request(ctx.app, 'GET', '/exports/bids.csv', many.token)).body);
    assert.equal(rows.length, 1201);
    const ids = column(rows, 'id');
    assert.equal(new Set(ids).size, 1200);
    assert.deepEqual(
      column(rows, 'quantity_g')
        .map(Number)
        .sort((a, b) => a - b),
      values.map((_, i) => i + 1),
    );
  });
});

describe('GET /exports/listings.csv', () => {
  it('the seller’s own listings with their demand', async () => {
    await createProduct(ctx.db, { productName: 'Someone else’s' });
    await createProduct(ctx.db, { ownerContactId: seller.contact!.id, productName: '=Quiet' });
    const res = await request(ctx.app, 'GET', '/exports/listings.csv', seller.token);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-disposition']), /leafbid-listings-/);
    const rows = rowsOf(res.body);
    assert.equal(rows.length, 3);
    const byName = Object.fromEntries(
      rows.slice(1).map((r) => [r[rows[0]!.indexOf('product_name')], r]),
    );
    const cell = (name: string, col: string) => byName[name]![rows[0]!.indexOf(col)];
    // The bids of the 1200-row test are open bids on this listing too.
    assert.equal(cell('Kush, "Pink"', 'open_bids'), '1203');
    assert.equal(cell('Kush, "Pink"', 'best_price_per_gram'), '2.5');
    // 2.5 / 2 = 125% excellent; 1.2 / 2 = 60% low; 1.5 / 2 = 75% medium (×1201).
    assert.equal(cell('Kush, "Pink"', 'quality_excellent'), '1');
    assert.equal(cell('Kush, "Pink"', 'quality_low'), '1');
    assert.equal(cell('Kush, "Pink"', 'quality_medium'), '1201');
    // A formula is defused.
    assert.equal(cell("'=Quiet", 'open_bids'), '0');
    assert.equal(cell("'=Quiet", 'best_price_per_gram'), '');
  });

  it('a buyer account has no listings to export', async () => {
    const res = await request(ctx.app, 'GET', '/exports/listings.csv', buyer.token);
    assert.equal(res.statusCode, 403);
  });
});

describe('the operator’s exports', () => {
  it('Admin only', async () => {
    for (const url of ['bids', 'accounts', 'audit'].map((w) => `/operator/exports/${w}.csv`)) {
      for (const user of [buyer, seller]) {
        const res = await request(ctx.app, 'GET', url, user.token);
        assert.equal(res.statusCode, 403, url);
        assert.equal(res.json().error, 'Only an Admin may use the operator console');
      }
      assert.equal((await request(ctx.app, 'GET', url, null)).statusCode, 401);
    }
  });

  it('bids with both parties, every page, the board’s filters', async () => {
    const res = await request(ctx.app, 'GET', '/operator/exports/bids.csv', admin.token);
    assert.equal(res.statusCode, 200);
    const rows = rowsOf(res.body);
    assert.equal(rows.length, 1 + 1203);
    assert.ok(column(rows, 'buyer_email').includes(other.email));
    assert.ok(column(rows, 'seller_email').every((e) => e === seller.email));
    const filtered = rowsOf(
      (
        await request(
          ctx.app,
          'GET',
          `/operator/exports/bids.csv?status=Pending&productId=${productId}`,
          admin.token,
        )
      ).body,
    );
    assert.equal(filtered.length, 1);
  });

  it('accounts with the review state and the console’s filters; by media cookie', async () => {
    const { cookie } = await mediaCookieOf(ctx.app, admin.token);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/operator/exports/accounts.csv?q=${encodeURIComponent(other.email)}`,
      headers: { cookie },
    });
    assert.equal(res.statusCode, 200, res.body);
    const rows = rowsOf(res.body);
    assert.equal(rows.length, 2);
    assert.deepEqual(column(rows, 'email'), [other.email]);
    assert.deepEqual(column(rows, 'review_state'), ['verified']);
    const all = rowsOf(
      (await request(ctx.app, 'GET', '/operator/exports/accounts.csv', admin.token)).body,
    );
    assert.ok(all.length >= 6);
  });

  it('the audit trail with its filters', async () => {
    await request(ctx.app, 'POST', `/operator/accounts/${other.contact!.id}/suspend`, admin.token, {
      reason: 'Checks, "pending"',
    });
    const rows = rowsOf(
      (
        await request(
          ctx.app,
          'GET',
          '/operator/exports/audit.csv?kind=account.suspended',
          admin.token,
        )
      ).body,
    );
    assert.equal(rows.length, 2);
    assert.deepEqual(column(rows, 'reason'), ['Checks, "pending"']);
    assert.deepEqual(JSON.parse(column(rows, 'after')[0]!), {
      Account_Verified: true,
      Account_Suspended: true,
      Suspension_Reason: 'Checks, "pending"',
    });
    const none = rowsOf(
      (await request(ctx.app, 'GET', '/operator/exports/audit.csv?actor=nobody', admin.token)).body,
    );
    assert.equal(none.length, 1);
  });
});
