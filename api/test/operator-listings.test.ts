import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import {
  addProductFile,
  createProduct,
  createUser,
  PNG_BYTES,
  postMultipart,
  mediaCookieOf,
  request,
  submissionBody,
  errorOf,
} from './helpers.js';
import { testSuite } from './suite.js';

/** Issue 11 / spec §4: the operator reviews listings awaiting publication — Publish or Decline. */

const { ctx, admin, seller, buyer } = testSuite({
  admin: { contactType: ['Admin'] },
  seller: { contactType: ['Seller'], firstName: 'Liam' },
  buyer: { contactType: ['Buyer'] },
});
beforeEach(async () => {
  await ctx.db.delete(schema.products);
});

const row = async (id: string) =>
  (await ctx.db.select().from(schema.products).where(eq(schema.products.id, id)))[0]!;

/** A seller's inactive product that asked for publication through the API. */
async function requested(name = 'Pink Kush') {
  const product = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    productName: name,
    productActive: false,
  });
  const res = await request(
    ctx.app,
    'POST',
    `/products/${product.id}/request-publish`,
    seller.token,
  );
  assert.equal(res.statusCode, 200, res.body);
  return product;
}

describe('a new submission reaches the review queue (issue 18)', () => {
  it('is listed as a new submission, with the spec §4 values; Publish or Decline takes it out', async () => {
    const res = await postMultipart(ctx.app, '/products', seller.token, submissionBody());
    assert.equal(res.statusCode, 201, res.body);
    const [created] = res.json().data;
    // Spec §4: inactive and not pending; the owner sees it awaits review.
    assert.equal(created.Product_Active, false);
    assert.equal(created.Request_pending, false);
    assert.equal(created.Awaiting_Review, true);

    let queue = (await request(ctx.app, 'GET', '/operator/listings', admin.token)).json();
    assert.equal(queue.total, 1);
    assert.equal(queue.data[0].product.id, created.id);
    assert.equal(queue.data[0].kind, 'new submission');
    assert.ok(Date.parse(queue.data[0].requested_at) > 0);

    // Declined with a note: out of the queue, the note for the seller, no longer awaiting.
    let answer = await request(
      ctx.app,
      'POST',
      `/operator/listings/${created.id}/decline`,
      admin.token,
      { note: 'The certificate is unreadable' },
    );
    assert.equal(answer.statusCode, 200, answer.body);
    queue = (await request(ctx.app, 'GET', '/operator/listings', admin.token)).json();
    assert.equal(queue.total, 0);
    assert.equal((await row(created.id)).awaitingReview, false);

    // Asked again: a publication request now; Publish takes it out and lists it.
    await request(ctx.app, 'POST', `/products/${created.id}/request-publish`, seller.token);
    queue = (await request(ctx.app, 'GET', '/operator/listings', admin.token)).json();
    assert.equal(queue.data[0].kind, 'publication request');
    answer = await request(
      ctx.app,
      'POST',
      `/operator/listings/${created.id}/publish`,
      admin.token,
    );
    assert.equal(answer.statusCode, 200, answer.body);
    const published = await row(created.id);
    assert.equal(published.productActive, true);
    assert.equal(published.awaitingReview, false);
    assert.equal(published.requestPending, false);
  });

  it('a buyer never sees that a listing awaits review', async () => {
    const res = await postMultipart(ctx.app, '/products', seller.token, submissionBody());
    const [created] = res.json().data;
    await request(ctx.app, 'POST', `/operator/listings/${created.id}/publish`, admin.token);
    const seen = await request(ctx.app, 'GET', `/products/${created.id}`, buyer.token);
    assert.equal(seen.statusCode, 200);
    assert.equal('Awaiting_Review' in seen.json().product, false);
  });
});

describe("'Cancel Request' takes a listing out of the review queue (issue 35)", () => {
  const queueIds = async (): Promise<string[]> => {
    const queue = (await request(ctx.app, 'GET', '/operator/listings', admin.token)).json();
    assert.equal(queue.total, queue.data.length);
    return queue.data.map((l: { product: { id: string } }) => l.product.id);
  };
  const submitted = async (): Promise<string> => {
    const res = await postMultipart(ctx.app, '/products', seller.token, submissionBody());
    assert.equal(res.statusCode, 201, res.body);
    const id: string = res.json().data[0].id;
    assert.deepEqual(await queueIds(), [id]);
    return id;
  };

  for (const [how, cancel] of [
    [
      'PUT {Request_pending:false} on the new submission',
      (id: string) =>
        request(ctx.app, 'PUT', `/products/${id}`, seller.token, { Request_pending: false }),
    ],
    [
      'Request Publish, then PUT {Request_pending:false}',
      async (id: string) => {
        const asked = await request(
          ctx.app,
          'POST',
          `/products/${id}/request-publish`,
          seller.token,
        );
        assert.equal(asked.statusCode, 200, asked.body);
        return request(ctx.app, 'PUT', `/products/${id}`, seller.token, { Request_pending: false });
      },
    ],
    [
      'PUT /products/{id}/archive',
      (id: string) => request(ctx.app, 'PUT', `/products/${id}/archive`, seller.token),
    ],
  ] as const) {
    it(`a new submission cancelled by ${how} leaves the queue, and Publish then says so`, async () => {
      const id = await submitted();
      const res = await cancel(id);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().product.Request_pending, false);
      assert.equal(res.json().product.Awaiting_Review, false);
      assert.deepEqual(await queueIds(), []);
      const stored = await row(id);
      assert.equal(stored.awaitingReview, false);
      assert.equal(stored.requestPending, false);
      assert.equal(stored.productActive, false);
      // The operator's console still showing it: Publish is refused, nothing published.
      const publish = await request(
        ctx.app,
        'POST',
        `/operator/listings/${id}/publish`,
        admin.token,
      );
      assert.equal(publish.statusCode, 409);
      assert.equal((await row(id)).productActive, false);
      // Asked again, it is back in the queue as a publication request.
      await request(ctx.app, 'POST', `/products/${id}/request-publish`, seller.token);
      const queue = (await request(ctx.app, 'GET', '/operator/listings', admin.token)).json();
      assert.deepEqual(
        queue.data.map((l: { product: { id: string }; kind: string }) => [l.product.id, l.kind]),
        [[id, 'publication request']],
      );
    });
  }

  it("another seller's Cancel Request is refused and leaves the queue as it was", async () => {
    const id = await submitted();
    const other = await createUser(ctx.db, { contactType: ['Seller'] });
    const res = await request(ctx.app, 'PUT', `/products/${id}`, other.token, {
      Request_pending: false,
    });
    assert.ok(res.statusCode === 403 || res.statusCode === 404, res.body);
    assert.deepEqual(await queueIds(), [id]);
  });
});

describe('GET /operator/listings', () => {
  it('lists what awaits review, oldest request first, with the whole product, its owner and files', async () => {
    const first = await requested('First Kush');
    const second = await requested('Second Haze');
    await createProduct(ctx.db, { ownerContactId: seller.contact!.id, productName: 'Live one' });
    await createProduct(ctx.db, { productActive: false, productName: 'Not requested' });
    await addProductFile(ctx, first.id, 'cover', PNG_BYTES);
    await addProductFile(ctx, first.id, 'photo', PNG_BYTES);
    const certificate = await addProductFile(ctx, first.id, 'certificate', PNG_BYTES);

    const res = await request(ctx.app, 'GET', '/operator/listings', admin.token);
    assert.equal(res.statusCode, 200);
    const { data, total } = res.json();
    assert.equal(total, 2);
    assert.deepEqual(
      data.map((l: { product: { Product_Name: string } }) => l.product.Product_Name),
      ['First Kush', 'Second Haze'],
    );
    const [listing] = data;
    assert.equal(listing.product.id, first.id);
    assert.equal(listing.product.Request_pending, true);
    assert.equal(listing.product.Description, 'Dense indica buds');
    assert.deepEqual(listing.product.Contact_Name, { id: seller.contact!.id });
    assert.equal(listing.owner.id, seller.contact!.id);
    assert.equal(listing.owner.Email, seller.email);
    assert.match(listing.owner.Full_Name, /^Liam /);
    assert.ok(Date.parse(listing.requested_at) > 0);
    assert.deepEqual(listing.files.map((f: { kind: string }) => f.kind).sort(), [
      'certificate',
      'cover',
      'photo',
    ]);
    const cert = listing.files.find((f: { kind: string }) => f.kind === 'certificate');
    assert.deepEqual(cert, {
      id: certificate.id,
      kind: 'certificate',
      file_name: 'certificate.png',
      content_type: 'image/png',
      size: PNG_BYTES.length,
      url: `/file/${certificate.id}`,
      created_at: cert.created_at,
      // Issue 18: not shared with buyers until the operator clears it.
      shared_with_buyers: false,
    });
    // The Admin downloads a certificate through the file/token mechanism.
    const { cookie } = await mediaCookieOf(ctx.app, admin.token);
    const file = await ctx.app.inject({ method: 'GET', url: cert.url, headers: { cookie } });
    assert.equal(file.statusCode, 200);
    assert.match(String(file.headers['content-disposition']), /certificate\.png/);
    assert.equal(second.id, data[1].product.id);
  });
});

describe('POST /operator/listings/:id/publish', () => {
  it('makes the product active with pending cleared, and a buyer sees it in the marketplace', async () => {
    const product = await requested();
    const res = await request(
      ctx.app,
      'POST',
      `/operator/listings/${product.id}/publish`,
      admin.token,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().product.Product_Active, true);
    assert.equal(res.json().product.Request_pending, false);
    const stored = await row(product.id);
    assert.equal(stored.productActive, true);
    assert.equal(stored.requestPending, false);
    const market = await request(ctx.app, 'GET', '/products?status=active', buyer.token);
    assert.deepEqual(
      market.json().products.map((p: { id: string }) => p.id),
      [product.id],
    );
    const queue = await request(ctx.app, 'GET', '/operator/listings', admin.token);
    assert.deepEqual(queue.json(), { data: [], total: 0 });
  });

  it('is a 409 once the listing no longer awaits review (the seller cancelled), 404 for an unknown one', async () => {
    const product = await requested();
    const cancel = await request(ctx.app, 'PUT', `/products/${product.id}`, seller.token, {
      Request_pending: false,
    });
    assert.equal(cancel.statusCode, 200);
    const res = await request(
      ctx.app,
      'POST',
      `/operator/listings/${product.id}/publish`,
      admin.token,
    );
    assert.equal(res.statusCode, 409);
    assert.deepEqual(errorOf(res), { error: 'This listing is no longer awaiting review.' });
    assert.equal((await row(product.id)).productActive, false);
    const unknown = await request(
      ctx.app,
      'POST',
      '/operator/listings/p_nope/publish',
      admin.token,
    );
    assert.equal(unknown.statusCode, 404);
  });
});

describe('POST /operator/listings/:id/decline', () => {
  it('makes it inactive with pending cleared and returns the note to the owner as Review_Note', async () => {
    const product = await requested();
    const note = 'The certificate is unreadable: please upload a clearer scan.';
    const res = await request(
      ctx.app,
      'POST',
      `/operator/listings/${product.id}/decline`,
      admin.token,
      {
        note: `  ${note}  `,
      },
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().product.Review_Note, note);
    const stored = await row(product.id);
    assert.equal(stored.productActive, false);
    assert.equal(stored.requestPending, false);

    const own = await request(ctx.app, 'GET', `/products/${product.id}`, seller.token);
    assert.equal(own.json().product.Review_Note, note);
    const listings = await request(ctx.app, 'GET', '/products?owner=me', seller.token);
    assert.equal(listings.json().products[0].Review_Note, note);
    // Nobody else learns of it: the buyer cannot even see the inactive product.
    const other = await request(ctx.app, 'GET', `/products/${product.id}`, buyer.token);
    assert.equal(other.statusCode, 404);
  });

  it('the note goes when the seller requests publication again, and when it is published', async () => {
    const product = await requested();
    await request(ctx.app, 'POST', `/operator/listings/${product.id}/decline`, admin.token, {
      note: 'Missing harvest date',
    });
    await request(ctx.app, 'POST', `/products/${product.id}/request-publish`, seller.token);
    assert.equal((await row(product.id)).reviewNote, null);
    assert.equal((await row(product.id)).requestPending, true);

    await request(ctx.app, 'POST', `/operator/listings/${product.id}/decline`, admin.token, {
      note: 'Still missing',
    });
    // The older PUT /products/:id/publish also clears it.
    const published = await request(ctx.app, 'PUT', `/products/${product.id}/publish`, admin.token);
    assert.equal(published.statusCode, 200);
    assert.equal(published.json().product.Review_Note, null);
    assert.equal((await row(product.id)).reviewNote, null);
  });

  it('needs a note (400 naming it), at most 2000 characters; nothing changes', async () => {
    const product = await requested();
    for (const [body, error] of [
      [{}, 'note: Write a note for the seller'],
      [{ note: '   ' }, 'note: Write a note for the seller'],
      [{ note: 'x'.repeat(2001) }, 'note: must be at most 2000 characters'],
      [{ note: 5 }, 'note: Write a note for the seller'],
    ] as const) {
      const res = await request(
        ctx.app,
        'POST',
        `/operator/listings/${product.id}/decline`,
        admin.token,
        body,
      );
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.deepEqual(errorOf(res), { error, field: 'note' });
    }
    const stored = await row(product.id);
    assert.equal(stored.requestPending, true);
    assert.equal(stored.reviewNote, null);
  });

  it('is a 409 for a listing that does not await review', async () => {
    const live = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const res = await request(
      ctx.app,
      'POST',
      `/operator/listings/${live.id}/decline`,
      admin.token,
      {
        note: 'No',
      },
    );
    assert.equal(res.statusCode, 409);
    assert.equal((await row(live.id)).productActive, true);
  });
});
