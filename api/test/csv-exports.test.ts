import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { formatBidDescription } from '@leafbid/domain';
import { eq } from 'drizzle-orm';
import { newId } from '../src/db/ids.js';
import * as schema from '../src/db/schema.js';
import { createProduct, createUser, mediaCookieOf, request, type TestUser } from './helpers.js';
import { testSuite } from './suite.js';

/**
 * Issue 20: CSV downloads. UTF-8 with a BOM, one header row, CRLF, money as plain numbers, the
 * screens' filters, one's own rows only (the operator's: Admin only), a bearer token or the media
 * cookie, and more rows than one page of the export's query. The issue 20 tests read the machine
 * headers (`?headers=machine`: the file as it was); issue 35's, at the end, the reader's language.
 */
let productId: string;

const { ctx, admin, buyer, other, seller, ready } = testSuite({
  admin: { contactType: ['Admin'] },
  buyer: { contactType: ['Buyer'] },
  other: { contactType: ['Buyer'] },
  seller: { contactType: ['Seller'] },
});

before(async () => {
  await ready;
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
    const res = await request(ctx.app, 'GET', '/exports/bids.csv?headers=machine', buyer.token);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(
      String(res.headers['content-disposition']),
      /^attachment; filename="leafbid-bids-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Issue 41: a personal download no cache keeps.
    assert.equal(res.headers['cache-control'], 'no-store');
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
    const rows = rowsOf(
      (await request(ctx.app, 'GET', '/exports/bids.csv?headers=machine', other.token)).body,
    );
    assert.deepEqual(column(rows, 'quantity_g'), ['40']);
  });

  it('filters by status as Orders does', async () => {
    const pending = rowsOf(
      (
        await request(
          ctx.app,
          'GET',
          '/exports/bids.csv?headers=machine&status=Pending',
          buyer.token,
        )
      ).body,
    );
    assert.equal(pending.length, 1, 'the header only');
    const open = rowsOf(
      (
        await request(
          ctx.app,
          'GET',
          '/exports/bids.csv?headers=machine&status=Not%20Started',
          buyer.token,
        )
      ).body,
    );
    assert.equal(open.length, 3);
    const bad = await request(
      ctx.app,
      'GET',
      '/exports/bids.csv?headers=machine&status=Lost',
      buyer.token,
    );
    assert.equal(bad.statusCode, 400);
  });

  it('the media cookie opens it (a download link); nothing opens it without a credential', async () => {
    const { cookie } = await mediaCookieOf(ctx.app, buyer.token);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/exports/bids.csv?headers=machine',
      headers: { cookie },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(rowsOf(res.body).length, 3);
    assert.equal(
      (await request(ctx.app, 'GET', '/exports/bids.csv?headers=machine', null)).statusCode,
      401,
    );
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
    const rows = rowsOf(
      (await request(ctx.app, 'GET', '/exports/bids.csv?headers=machine', many.token)).body,
    );
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
    const res = await request(
      ctx.app,
      'GET',
      '/exports/listings.csv?headers=machine',
      seller.token,
    );
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
    const res = await request(ctx.app, 'GET', '/exports/listings.csv?headers=machine', buyer.token);
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
    const res = await request(
      ctx.app,
      'GET',
      '/operator/exports/bids.csv?headers=machine',
      admin.token,
    );
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
          `/operator/exports/bids.csv?headers=machine&status=Pending&productId=${productId}`,
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
      url: `/operator/exports/accounts.csv?headers=machine&q=${encodeURIComponent(other.email)}`,
      headers: { cookie },
    });
    assert.equal(res.statusCode, 200, res.body);
    const rows = rowsOf(res.body);
    assert.equal(rows.length, 2);
    assert.deepEqual(column(rows, 'email'), [other.email]);
    assert.deepEqual(column(rows, 'review_state'), ['verified']);
    const all = rowsOf(
      (await request(ctx.app, 'GET', '/operator/exports/accounts.csv?headers=machine', admin.token))
        .body,
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
          '/operator/exports/audit.csv?headers=machine&kind=account.suspended',
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
      (
        await request(
          ctx.app,
          'GET',
          '/operator/exports/audit.csv?headers=machine&actor=nobody',
          admin.token,
        )
      ).body,
    );
    assert.equal(none.length, 1);
  });
});

describe('issue 35: headers and words in the reader’s language', () => {
  let french: TestUser;
  const csv = async (url: string, user: TestUser, headers: Record<string, string> = {}) => {
    const res = await request(ctx.app, 'GET', url, user.token, undefined, headers);
    assert.equal(res.statusCode, 200, res.body);
    return { res, rows: rowsOf(res.body) };
  };

  before(async () => {
    french = await createUser(ctx.db, { contactType: ['Buyer'] });
    await ctx.db
      .update(schema.contacts)
      .set({ language: 'fr-CA' })
      .where(eq(schema.contacts.id, french.contact!.id));
    const res = await request(ctx.app, 'POST', '/tasks', french.token, {
      productId,
      quantity: 1500,
      pricePerGram: 2.5,
    });
    assert.equal(res.statusCode, 201, res.body);
  });

  it('by default: labels in the contact’s Language, statuses in its words, numbers plain', async () => {
    const { res, rows } = await csv('/exports/bids.csv', french);
    assert.equal(res.headers['content-language'], 'fr-CA');
    assert.deepEqual(rows[0], [
      'ID',
      'Créée le',
      'Modifiée le',
      'Statut',
      'ID du produit',
      'Produit',
      'Quantité (g)',
      'Prix par gramme ($)',
      'Total ($)',
    ]);
    assert.deepEqual(column(rows, 'Statut'), ['Non commencée']);
    assert.deepEqual(column(rows, 'Quantité (g)'), ['1500']);
    assert.deepEqual(column(rows, 'Prix par gramme ($)'), ['2.5']);
    assert.deepEqual(column(rows, 'Total ($)'), ['3750']);
    assert.match(column(rows, 'Créée le')[0]!, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('?lang= says the language (the app’s links), over the contact’s and Accept-Language', async () => {
    const english = await csv('/exports/bids.csv?lang=en-CA', french, { 'accept-language': 'fr' });
    assert.equal(english.rows[0]![3], 'Status');
    assert.deepEqual(column(english.rows, 'Status'), ['Not Started']);
    assert.equal(english.res.headers['content-language'], 'en-CA');
    const frenchLink = await csv('/exports/bids.csv?lang=fr-CA', buyer);
    assert.deepEqual(column(frenchLink.rows, 'Quantité (g)'), ['250', '100']);
  });

  it('without a Language: Accept-Language, else en-CA', async () => {
    const byHeader = await csv('/exports/bids.csv', buyer, {
      'accept-language': 'de-DE, fr-CA;q=0.8, en;q=0.5',
    });
    assert.deepEqual(column(byHeader.rows, 'Statut'), ['Non commencée', 'Non commencée']);
    const plain = await csv('/exports/bids.csv', buyer);
    assert.equal(
      plain.rows[0]!.join(','),
      'ID,Created,Modified,Status,Product ID,Product,Quantity (g),Price per gram ($),Total ($)',
    );
  });

  it('?headers=machine: the snake_case names and stored values, whatever the language', async () => {
    const { res, rows } = await csv('/exports/bids.csv?headers=machine&lang=fr-CA', french);
    assert.equal(res.headers['content-language'], undefined);
    assert.equal(
      rows[0]!.join(','),
      'id,created_at,modified_at,status,product_id,product_name,quantity_g,price_per_gram,total',
    );
    assert.deepEqual(column(rows, 'status'), ['Not Started']);
  });

  it('refuses a language or a header style it does not know (400, nothing sent)', async () => {
    for (const query of ['lang=de', 'lang=fr', 'headers=xml', 'headers=']) {
      const res = await request(ctx.app, 'GET', `/exports/bids.csv?${query}`, french.token);
      assert.equal(res.statusCode, 400, query);
      assert.ok(res.json().error, query);
      assert.notEqual(res.headers['content-type'], 'text/csv; charset=utf-8', query);
    }
    const operator = await request(
      ctx.app,
      'GET',
      '/operator/exports/audit.csv?lang=xx',
      admin.token,
    );
    assert.equal(operator.statusCode, 400);
  });

  it('the listings: yes/no in French', async () => {
    const { rows } = await csv('/exports/listings.csv?lang=fr-CA', seller);
    const name = rows[0]!.indexOf('Produit');
    const active = rows[0]!.indexOf('Active');
    const pink = rows.find((r) => r[name] === 'Kush, "Pink"')!;
    assert.equal(pink[active], 'Oui');
    assert.deepEqual(
      [...new Set(column(rows, 'Publication demandée'))].every((v) => v === 'Oui' || v === 'Non'),
      true,
    );
  });

  it('the operator’s: review states, account types, audit actions in French', async () => {
    const accounts = await csv(
      `/operator/exports/accounts.csv?lang=fr-CA&q=${encodeURIComponent(buyer.email)}`,
      admin,
    );
    assert.deepEqual(column(accounts.rows, 'Courriel'), [buyer.email]);
    assert.deepEqual(column(accounts.rows, 'État de la révision'), ['Vérifié']);
    assert.deepEqual(column(accounts.rows, 'Type de compte'), ['Acheteur']);
    const audit = await csv('/operator/exports/audit.csv?lang=fr-CA&kind=account.suspended', admin);
    assert.deepEqual(column(audit.rows, 'Action'), ['Compte suspendu']);
    assert.deepEqual(column(audit.rows, 'Type de cible'), ['Compte']);
    const bids = await csv(
      `/operator/exports/bids.csv?lang=fr-CA&productId=${productId}&status=Not%20Started`,
      admin,
    );
    assert.ok(column(bids.rows, 'Courriel de l’acheteur').includes(french.email));
    assert.ok(column(bids.rows, 'Statut').every((s) => s === 'Non commencée'));
  });
});
