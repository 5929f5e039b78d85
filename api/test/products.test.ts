import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  addProductFile,
  createProduct,
  createTestContext,
  createUser,
  mediaCookieOf,
  PNG_BYTES,
  request,
  type TestContext,
  type TestUser,
  errorOf,
} from './helpers.js';
import type { ProductRow } from '../src/db/schema.js';
import { mediaCookie, mediaCookieValue } from '../src/plugins/auth.js';

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;
let unconfirmed: TestUser;
let active: ProductRow;
let inactive: ProductRow;
let otherInactive: ProductRow;
const photoBytes = Buffer.concat([PNG_BYTES, Buffer.from('photo-1')]);
let photoId: string;

before(async () => {
  // The origins npm start passes for the marketplace remote (scripts/lib/stack.mjs corsOriginsFor).
  ctx = await createTestContext({ corsOrigins: ['http://localhost:3001'] });
  seller = await createUser(ctx.db, { contactType: ['Seller'] });
  buyer = await createUser(ctx.db, { contactType: ['Buyer'] });
  admin = await createUser(ctx.db, { contactType: ['Admin'] });
  unconfirmed = await createUser(ctx.db, { confirmed: false });
  const otherSeller = await createUser(ctx.db, { contactType: ['Seller'] });
  active = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    productName: 'Pink Kush',
    createdAt: new Date('2026-11-01T12:00:00Z'),
    thcMin: 22,
    thcMax: 26,
    totalTerpenesPercentage: 2.4,
  });
  inactive = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    productName: 'Seller Draft',
    productActive: false,
    requestPending: true,
    createdAt: new Date('2026-11-03T12:00:00Z'),
  });
  otherInactive = await createProduct(ctx.db, {
    ownerContactId: otherSeller.contact!.id,
    productName: 'Other Draft',
    productActive: false,
    createdAt: new Date('2026-11-02T12:00:00Z'),
  });
  await addProductFile(ctx, active.id, 'cover', PNG_BYTES);
  photoId = (await addProductFile(ctx, active.id, 'photo', photoBytes, 0)).id;
  await addProductFile(ctx, inactive.id, 'cover', PNG_BYTES);
});
after(async () => ctx.close());

describe('GET /products', () => {
  it('a buyer sees active products only, as card fields without the owner (sellers stay anonymous)', async () => {
    const res = await request(ctx.app, 'GET', '/products', buyer.token);
    assert.equal(res.statusCode, 200);
    const { products, nextCursor, total } = res.json();
    assert.deepEqual(
      products.map((p: { Product_Name: string }) => p.Product_Name),
      ['Pink Kush'],
    );
    assert.equal(nextCursor, null);
    assert.equal(total, 1);
    const p = products[0];
    assert.equal('Contact_Name' in p, false);
    assert.equal(p.id, active.id);
    assert.equal(p.cover, `/product-image/${active.id}`);
    assert.equal(p.THC_Min, 22);
    assert.equal(p.Description, 'Dense indica buds');
    assert.equal(p.Created_Time, '2026-11-01T12:00:00.000Z');
    assert.deepEqual(p.Categories, ['Indica']);
    assert.equal(p.Product_Active, true);
    // The popup's fields come from GET /products/{id}, not with every card.
    for (const field of [
      'photos',
      'Image_1',
      'Total_Terpenes_Percentage',
      'Harvest_Date',
      'Lineage',
    ]) {
      assert.equal(field in p, false, field);
    }
  });

  it('GET /products/{id} has the whole product: photos, Image_n, terpenes, harvest date', async () => {
    const res = await request(ctx.app, 'GET', `/products/${active.id}`, buyer.token);
    const p = res.json().product;
    assert.deepEqual(p.photos, [`/file/${photoId}`]);
    assert.deepEqual(p.Image_1, {
      file_Id: photoId,
      download_Url: `/file/${photoId}`,
      content_Type: 'image/png',
    });
    assert.equal(p.Image_2, null);
    assert.equal(p.Total_Terpenes_Percentage, 2.4);
    assert.equal(p.Min_Request_G_Including_5_markup, 2);
    assert.equal(p.Harvest_Date, '2026-08-14');
    assert.equal(p.Record_Image, null);
    assert.equal('Contact_Name' in p, false);
  });

  it('the seller also sees its own inactive product, newest first; cards never name an owner', async () => {
    const res = await request(ctx.app, 'GET', '/products', seller.token);
    assert.equal(res.statusCode, 200);
    const { products } = res.json();
    assert.deepEqual(
      products.map((p: { Product_Name: string }) => p.Product_Name),
      ['Seller Draft', 'Pink Kush'],
    );
    assert.equal(products[0].Request_pending, true);
    assert.ok(products.every((p: object) => !('Contact_Name' in p)));
  });

  it('Admin sees every product; ?status=active narrows anyone to the active ones', async () => {
    let res = await request(ctx.app, 'GET', '/products', admin.token);
    assert.equal(res.statusCode, 200);
    const names = res.json().products.map((p: { Product_Name: string }) => p.Product_Name);
    assert.deepEqual(names, ['Seller Draft', 'Other Draft', 'Pink Kush']);
    for (const user of [admin, seller]) {
      res = await request(ctx.app, 'GET', '/products?status=active', user.token);
      assert.deepEqual(
        res.json().products.map((p: { Product_Name: string }) => p.Product_Name),
        ['Pink Kush'],
      );
    }
  });

  it("?owner=me answers only the caller's own products, inactive ones included (My Listings)", async () => {
    let res = await request(ctx.app, 'GET', '/products?owner=me', seller.token);
    assert.equal(res.statusCode, 200);
    const own = res.json().products;
    assert.deepEqual(
      own.map((p: { Product_Name: string }) => p.Product_Name),
      ['Seller Draft', 'Pink Kush'],
    );
    assert.equal(own[0].Product_Active, false);
    assert.equal(own[0].Request_pending, true);
    assert.equal(own[0].cover, `/product-image/${inactive.id}`);
    assert.deepEqual(own[0].Contact_Name, { id: seller.contact!.id });
    res = await request(ctx.app, 'GET', '/products?owner=me', buyer.token);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().products, []);
    res = await request(ctx.app, 'GET', '/products?owner=me', admin.token);
    assert.deepEqual(res.json().products, []);
  });

  it('400 naming the field for any other owner value', async () => {
    const res = await request(ctx.app, 'GET', '/products?owner=someone', buyer.token);
    assert.equal(res.statusCode, 400);
    assert.match(res.json().error, /owner/);
  });

  it('401 without token; 403 for an unconfirmed account or a user without contact', async () => {
    let res = await request(ctx.app, 'GET', '/products', null);
    assert.equal(res.statusCode, 401);
    assert.deepEqual(errorOf(res), { error: 'User not authenticated' });
    res = await request(ctx.app, 'GET', '/products', unconfirmed.token);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(errorOf(res), { error: 'Account not confirmed' });
    const stranger = await createUser(ctx.db, { contact: false });
    res = await request(ctx.app, 'GET', '/products', stranger.token);
    assert.equal(res.statusCode, 403);
  });
});

describe('GET /products/:id', () => {
  it('returns an active product to any confirmed user', async () => {
    const res = await request(ctx.app, 'GET', `/products/${active.id}`, buyer.token);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().product.Product_Name, 'Pink Kush');
    assert.equal('Contact_Name' in res.json().product, false);
  });

  it('an inactive product exists only for its owner and Admin', async () => {
    let res = await request(ctx.app, 'GET', `/products/${inactive.id}`, buyer.token);
    assert.equal(res.statusCode, 404);
    assert.deepEqual(errorOf(res), { error: 'Failed to fetch product' });
    res = await request(ctx.app, 'GET', `/products/${inactive.id}`, seller.token);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().product.Contact_Name, { id: seller.contact!.id });
    res = await request(ctx.app, 'GET', `/products/${otherInactive.id}`, admin.token);
    assert.equal(res.statusCode, 200);
    res = await request(ctx.app, 'GET', `/products/${otherInactive.id}`, seller.token);
    assert.equal(res.statusCode, 404);
  });

  it('404 unknown, 401 without token, 403 unconfirmed, 400 on an over-long id', async () => {
    assert.equal(
      (await request(ctx.app, 'GET', '/products/p_missing', buyer.token)).statusCode,
      404,
    );
    assert.equal((await request(ctx.app, 'GET', `/products/${active.id}`, null)).statusCode, 401);
    assert.equal(
      (await request(ctx.app, 'GET', `/products/${active.id}`, unconfirmed.token)).statusCode,
      403,
    );
    const res = await request(ctx.app, 'GET', `/products/${'x'.repeat(65)}`, buyer.token);
    assert.equal(res.statusCode, 400);
    assert.match(res.json().error, /^id: /);
  });
});

describe('POST /token and images', () => {
  it('POST /token returns a 15-minute access token and sets it as the HttpOnly media cookie that authorises image and file GETs', async () => {
    const res = await request(ctx.app, 'POST', '/token', buyer.token, '', {
      'content-type': 'application/json',
    });
    assert.equal(res.statusCode, 200);
    const { access_token, expires_in } = res.json();
    assert.equal(expires_in, 900);
    assert.equal(typeof access_token, 'string');
    const [, payload] = access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    assert.equal(claims.sub, buyer.uid);
    assert.equal(claims.exp - claims.iat, 900);
    // Issue 18: the same token as a cookie scoped to the API, never readable by scripts; over
    // plain HTTP (npm start) without Secure.
    assert.equal(
      res.headers['set-cookie'],
      `leafbid_media=${access_token}; Max-Age=900; Path=/; HttpOnly; SameSite=Strict`,
    );
    const cookie = `leafbid_media=${access_token}`;

    const image = await ctx.app.inject({
      method: 'GET',
      url: `/product-image/${active.id}`,
      headers: { cookie: `other=1; ${cookie}` },
    });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.equal(image.headers['cache-control'], 'private, max-age=3600');
    assert.equal(image.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.ok(image.rawPayload.equals(PNG_BYTES));

    const photo = await ctx.app.inject({
      method: 'GET',
      url: `/file/${photoId}`,
      headers: { cookie },
    });
    assert.equal(photo.statusCode, 200);
    assert.ok(photo.rawPayload.equals(photoBytes));
  });

  it('an image or file URL with ?access_token= is refused (401): no token travels in a URL', async () => {
    const { accessToken } = await mediaCookieOf(ctx.app, buyer.token);
    for (const url of [`/product-image/${active.id}`, `/file/${photoId}`, '/record-image/r_x']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${url}?access_token=${accessToken}`,
      });
      assert.equal(res.statusCode, 401, url);
      assert.deepEqual(errorOf(res), { error: 'User not authenticated' });
    }
  });

  it('the media cookie authorises no other call: JSON reads and every POST, PUT and DELETE answer 401 with it alone', async () => {
    const { cookie } = await mediaCookieOf(ctx.app, seller.token);
    const withCookie = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: { cookie, 'content-type': 'application/json' },
        ...(payload ? { payload } : {}),
      });
    const tries = [
      await withCookie('GET', '/products'),
      await withCookie('GET', `/products/${active.id}`),
      await withCookie('POST', '/token'),
      await withCookie('POST', '/tasks', { Product_Name: active.id, Quantity: 1000, Price: 5 }),
      await withCookie('PUT', `/products/${active.id}`, { Product_Name: 'Hijacked' }),
      await withCookie('DELETE', `/products/${active.id}`),
      await withCookie('POST', '/support-requests', { Subject: 'x', Description: 'y' }),
    ];
    for (const res of tries) assert.equal(res.statusCode, 401, res.body);
    // Nothing changed: the product still stands under its name.
    const still = await request(ctx.app, 'GET', `/products/${active.id}`, seller.token);
    assert.equal(still.statusCode, 200);
    assert.equal(still.json().product.Product_Name, 'Pink Kush');
  });

  it('GET /token tells whether the browser sent a valid media cookie: 204, else 401 (issue 35)', async () => {
    const { cookie } = await mediaCookieOf(ctx.app, buyer.token);
    const probe = (headers: { cookie?: string }) =>
      ctx.app.inject({ method: 'GET', url: '/token', headers });
    const sent = await probe({ cookie });
    assert.equal(sent.statusCode, 204);
    assert.equal(sent.body, '');
    for (const headers of [{}, { cookie: 'leafbid_media=' }, { cookie: 'leafbid_media=garbage' }]) {
      const refused = await probe(headers);
      assert.equal(refused.statusCode, 401, JSON.stringify(headers));
      assert.deepEqual(errorOf(refused), { error: 'User not authenticated' });
    }
  });

  it('DELETE /token clears the media cookie (sign-out)', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/token' });
    assert.equal(res.statusCode, 204);
    assert.equal(
      res.headers['set-cookie'],
      'leafbid_media=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
    );
  });

  it('the media cookie is Secure over HTTPS and in production', () => {
    assert.equal(
      mediaCookie('t', true),
      'leafbid_media=t; Max-Age=900; Path=/; HttpOnly; SameSite=Strict; Secure',
    );
    assert.equal(mediaCookieValue('a=1; leafbid_media=tok ; b=2'), 'tok');
    assert.equal(mediaCookieValue('leafbid_media_x=1'), null);
    assert.equal(mediaCookieValue(undefined), null);
  });

  it('CORS lets the app origins send the cookie (credentials) and no other origin', async () => {
    const { cookie } = await mediaCookieOf(ctx.app, buyer.token);
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: `/product-image/${active.id}`,
      headers: { cookie, origin: 'http://localhost:3001' },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3001');
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true');
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/product-image/${active.id}`,
      headers: { cookie, origin: 'https://evil.example' },
    });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });

  it('POST /token: 401 without or with a bad token; works for a user without contact', async () => {
    assert.equal((await request(ctx.app, 'POST', '/token', null)).statusCode, 401);
    assert.equal((await request(ctx.app, 'POST', '/token', 'garbage')).statusCode, 401);
    const stranger = await createUser(ctx.db, { contact: false });
    const res = await request(ctx.app, 'POST', '/token', stranger.token);
    assert.equal(res.statusCode, 200);
  });

  it('an access token is not an ID token, and a forged one is refused', async () => {
    const { access_token } = (await request(ctx.app, 'POST', '/token', buyer.token)).json();
    let res = await request(ctx.app, 'GET', '/products', access_token);
    assert.equal(res.statusCode, 401);
    const [h, p] = access_token.split('.');
    res = await ctx.app.inject({
      method: 'GET',
      url: `/product-image/${active.id}`,
      headers: { cookie: `leafbid_media=${h}.${p}.forged` },
    });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(errorOf(res), { error: 'User not authenticated' });
    res = await ctx.app.inject({ method: 'GET', url: `/product-image/${active.id}` });
    assert.equal(res.statusCode, 401);
  });

  it('GET /product-image with a bearer ID token; visibility follows the product', async () => {
    let res = await request(ctx.app, 'GET', `/product-image/${active.id}`, buyer.token);
    assert.equal(res.statusCode, 200);
    res = await request(ctx.app, 'GET', `/product-image/${inactive.id}`, buyer.token);
    assert.equal(res.statusCode, 404);
    res = await request(ctx.app, 'GET', `/product-image/${inactive.id}`, seller.token);
    assert.equal(res.statusCode, 200);
    res = await request(ctx.app, 'GET', `/product-image/${otherInactive.id}`, admin.token);
    assert.equal(res.statusCode, 404);
    assert.deepEqual(errorOf(res), { error: 'This product has no cover image' });
    res = await request(ctx.app, 'GET', `/product-image/${active.id}`, unconfirmed.token);
    assert.equal(res.statusCode, 403);
    res = await request(ctx.app, 'GET', `/product-image/${'x'.repeat(65)}`, buyer.token);
    assert.equal(res.statusCode, 400);
    assert.match(res.json().error, /^productId: /);
  });

  it('GET /file/:fileId: product photos to confirmed users; unknown 404; unconfirmed 403', async () => {
    let res = await request(ctx.app, 'GET', `/file/${photoId}`, admin.token);
    assert.equal(res.statusCode, 200);
    res = await request(ctx.app, 'GET', '/file/f_missing', buyer.token);
    assert.equal(res.statusCode, 404);
    assert.deepEqual(errorOf(res), { error: 'File not found' });
    res = await request(ctx.app, 'GET', `/file/${photoId}`, unconfirmed.token);
    assert.equal(res.statusCode, 403);
    res = await request(ctx.app, 'GET', `/file/${photoId}`, null);
    assert.equal(res.statusCode, 401);
  });
});

describe('GET /health and cross-cutting', () => {
  it('health answers without auth', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok', database: 'ok' });
  });

  it('CORS allows the configured origins with credentials, not others', async () => {
    let res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/products',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    assert.equal(res.statusCode, 204);
    assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:3001');
    assert.equal(res.headers['access-control-allow-credentials'], 'true');
    res = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'http://evil.test' },
    });
    assert.equal(res.headers['access-control-allow-origin'], undefined);
  });

  it('unknown routes answer 404 {error}', async () => {
    const res = await request(ctx.app, 'GET', '/nope', buyer.token);
    assert.equal(res.statusCode, 404);
    assert.deepEqual(errorOf(res), { error: 'Not found' });
  });
});
