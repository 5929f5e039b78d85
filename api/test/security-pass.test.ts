import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../src/json-body.js';
import {
  createProduct,
  createTestContext,
  createUser,
  errorBody,
  multipartBody,
  PNG_BYTES,
  postMultipart,
  request,
  storedFileCount,
  SUBMISSION,
  submissionBody,
  tableCounts,
  type TestContext,
  type TestUser,
} from './helpers.js';

/** Issue 18, "Security found in the same pass": each is a clear 4xx, never a 500, nothing written. */
let ctx: TestContext;
let seller: TestUser;
before(async () => {
  ctx = await createTestContext();
  seller = await createUser(ctx.db, { contactType: ['Seller'] });
});
after(async () => ctx.close());

/** "Nothing written": no row and no stored file changed across `action`. */
async function writesNothing(action: () => Promise<void>): Promise<void> {
  const rows = await tableCounts(ctx.db);
  const files = await storedFileCount(ctx.storage);
  await action();
  assert.deepEqual(await tableCounts(ctx.db), rows, 'no row written');
  assert.equal(await storedFileCount(ctx.storage), files, 'no file stored');
}

const json = { 'content-type': 'application/json' };

describe('JSON nested deeper than 32 levels', () => {
  const deepArray = '['.repeat(7000) + ']'.repeat(7000);
  const deepObject = '{"a":'.repeat(2800) + '1' + '}'.repeat(2800);
  const tooDeep = errorBody(`body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);

  it('7,000 levels of [[[…]]] (14 KB) → 400 before parsing, not a 500', async () => {
    await writesNothing(async () => {
      const res = await request(
        ctx.app,
        'POST',
        '/support-requests',
        seller.token,
        deepArray,
        json,
      );
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), tooDeep);
    });
  });

  it('{"a":{"a":…}} on a profile update → 400', async () => {
    const res = await request(ctx.app, 'PUT', '/contacts', seller.token, deepObject, json);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), tooDeep);
  });

  it('the product part of a submission → 400 naming the part, no file stored', async () => {
    await writesNothing(async () => {
      const res = await postMultipart(
        ctx.app,
        '/products',
        seller.token,
        submissionBody(deepArray),
      );
      assert.equal(res.statusCode, 400);
      assert.deepEqual(
        res.json(),
        errorBody(`product: JSON nested deeper than ${MAX_JSON_DEPTH} levels`),
      );
    });
  });

  it('brackets inside strings do not count (escaped quotes included)', async () => {
    const description = `a \\" ${'[{'.repeat(100)}`;
    const res = await request(
      ctx.app,
      'POST',
      '/support-requests',
      seller.token,
      `{"description":"${description}"}`,
      json,
    );
    assert.equal(res.statusCode, 201);
  });

  it('counts levels: 32 pass, 33 do not', () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    assert.equal(nestsDeeperThan(nested(32), 32), false);
    assert.equal(nestsDeeperThan(nested(33), 32), true);
    assert.equal(nestsDeeperThan(`[${'[],'.repeat(10_000)}[]]`, 32), false, 'wide is fine');
    assert.equal(nestsDeeperThan('{"a":"[[[[[[[[","b":{"c":[1]}}', 3), false);
  });
});

describe('multipart fields named after Object.prototype members', () => {
  const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
  const routes = [
    {
      label: 'POST /contacts/:id/attachments',
      url: () => `/contacts/${seller.contact!.id}/attachments`,
      expected: 'cannabis_license or cra_permit',
      before: [],
    },
    {
      label: 'POST /products',
      url: () => '/products',
      expected: 'cover or photo or certificate',
      before: [{ name: 'product', data: JSON.stringify(SUBMISSION) }],
    },
    {
      label: 'POST /products/:id/attachments',
      url: async () => {
        const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
        return `/products/${product.id}/attachments`;
      },
      expected: 'cover or photo or file or certificate or record_image',
      before: [{ name: 'cover', filename: 'cover.png', data: PNG_BYTES }],
    },
  ];

  for (const route of routes) {
    for (const name of names) {
      it(`${route.label}, a file or text part named ${name}: 400 naming it, nothing stored`, async () => {
        const url = await route.url();
        for (const part of [
          { name, filename: 'a.png', data: PNG_BYTES },
          { name, data: 'x' },
        ]) {
          await writesNothing(async () => {
            const body = multipartBody([...route.before, part]);
            const res = await postMultipart(ctx.app, url, seller.token, body);
            assert.equal(res.statusCode, 400, res.body);
            assert.deepEqual(
              res.json(),
              errorBody(
                'filename' in part
                  ? `${name}: Unexpected field; expected ${route.expected}`
                  : `${name}: Unexpected field`,
                name,
              ),
            );
          });
        }
      });
    }
  }
});
