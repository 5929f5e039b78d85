import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  createProduct,
  createTestContext,
  createUser,
  errorOf,
  JPEG_BYTES,
  mintIdToken,
  PDF_BYTES,
  PNG_BYTES,
  tableCounts,
  type TestContext,
  type TestUser,
} from './helpers.js';
import { ROUTES as ALL_ROUTES, routesOf, type RouteSpec } from './routes.js';

// A stream (GET /events) answers and stays open: its own tests cover it (live-events.test.ts).
const ROUTES = ALL_ROUTES.filter((route) => !route.stream);

/**
 * Issue 6: hostile bodies, queries, ids, headers and multipart bodies against every route, in
 * bounded time. Every answer is below 500, the process never throws, and a refused write changes
 * nothing: the row counts and the stored files are the same after a 4xx as before it.
 * FUZZ_RUNS (default 600) and FUZZ_SEED reproduce or deepen a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const PER_REQUEST_MS = 5000;

let ctx: TestContext;
const users: Record<string, TestUser> = {};
const ids: string[] = [];
/** The real ids the fuzzer may name (__id0__ …): products, contacts, a bid and its counter-offer. */
const ID_COUNT = 7;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

before(async () => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  ctx = await createTestContext({
    maxUploadBytes: 4096,
    maxVideoUploadBytes: 8192,
    maxStoredBytesPerContact: 16 * 1024,
  });
  users.buyer = await createUser(ctx.db);
  users.seller = await createUser(ctx.db, { contactType: ['Seller'] });
  users.admin = await createUser(ctx.db, { contactType: ['Admin'] });
  users.unconfirmed = await createUser(ctx.db, { confirmed: false });
  users.noContact = await createUser(ctx.db, { contact: false });
  const product = await createProduct(ctx.db, { ownerContactId: users.seller.contact!.id });
  const other = await createProduct(ctx.db, { productActive: false });
  ids.push(
    product.id,
    other.id,
    users.buyer.contact!.id,
    users.seller.contact!.id,
    users.unconfirmed.contact!.id,
  );
  // Issue 20: a bid on the seller's listing and a counter-offer on it.
  const bid = await ctx.app.inject({
    method: 'POST',
    url: '/tasks',
    headers: { authorization: `Bearer ${users.buyer.token}` },
    payload: { productId: product.id, quantity: 10, pricePerGram: 2 },
  });
  const taskId = (bid.json() as { data: { id: string } }).data.id;
  const counter = await ctx.app.inject({
    method: 'POST',
    url: `/listings/${product.id}/bids/${taskId}/counters`,
    headers: { authorization: `Bearer ${users.seller.token}` },
    payload: { quantity: 8, price_per_gram: 2.5 },
  });
  ids.push(taskId, (counter.json() as { data: { id: string } }).data.id);
  assert.equal(ids.length, ID_COUNT);
});
after(async () => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
  await ctx.close();
});

const HOSTILE = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '%00',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '../../../etc/passwd',
  '..%2F..%2Fetc',
  "' OR 1=1 --",
  '"; drop table contacts; --',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(400),
  'x'.repeat(5000),
  '🌿'.repeat(100),
  'p_',
  'c_',
  't_',
  'f_',
  'd_',
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 12 }),
);

const FIELD_NAMES = [
  'description',
  'productId',
  'quantity',
  'pricePerGram',
  'clientRequestId',
  'data',
  'First_Name',
  'Last_Name',
  'Company',
  'Email',
  'email',
  'Contact_Type',
  'note_content',
  'uid',
  'User_UID',
  'Product_Name',
  'Description',
  'Product_Category',
  'Categories',
  'Certification',
  'Harvest_Date',
  'Min_Request_G_Including_5_markup',
  'Grams_Available',
  'Request_pending',
  'id',
  'who_id',
  'access_token',
  // Issue 20: counter-offers.
  'price_per_gram',
  'note',
  'reason',
  // Issue 20: the notification calls' fields.
  'ids',
  'settings',
  'kind',
  'channel',
  '__proto__',
];

const jsonLeaf = fc.oneof(
  hostileString,
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -1, 1, 0.015, 0.01, 1e308, -1e-7, 2 ** 53, 1500),
  fc.boolean(),
  fc.constant(null),
);
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    jsonLeaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A body: JSON text (valid, truncated, or with raw escapes such as lone surrogates). */
const jsonBody = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELD_NAMES), jsonValue, { maxKeys: 6 })
    .map((o) => JSON.stringify(o)),
  jsonValue.map((v) => JSON.stringify(v) ?? 'null'),
  fc.constantFrom(
    '',
    '{',
    '{"description":"\\ud800"}',
    '{"data":[{"First_Name":"\\udc00"}]}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '[]',
    'null',
    '"str"',
    '{"quantity":1e999}',
    '\u0000',
  ),
);

const FILE_FIELDS = [
  'product',
  'cover',
  'photo',
  'file',
  'certificate',
  'record_image',
  'cannabis_license',
  'cra_permit',
];
const fileData = fc.oneof(
  fc.constantFrom(PNG_BYTES, JPEG_BYTES, PDF_BYTES, Buffer.alloc(0), Buffer.from('GIF89a')),
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
  fc.integer({ min: 0, max: 6000 }).map((n) => Buffer.concat([PNG_BYTES, Buffer.alloc(n)])),
);
const multipartPart = fc.record({
  name: fc.oneof(fc.constantFrom(...FILE_FIELDS), hostileString),
  filename: fc.option(fc.oneof(fc.constantFrom('a.png', '../../x.pdf', 'a"b.png'), hostileString)),
  data: fileData,
});
/** A multipart body: well formed, truncated anywhere, without its end, or with a wrong boundary. */
const multipartBody = fc
  .record({
    parts: fc.array(multipartPart, { maxLength: 5 }),
    cut: fc.oneof(fc.constant(null), fc.nat()),
    ending: fc.constantFrom('--qq--\r\n', '', '--qq', 'garbage'),
    contentType: fc.constantFrom(
      'multipart/form-data; boundary=qq',
      'multipart/form-data; boundary=qq',
      'multipart/form-data; boundary=qq',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=other',
      'multipart/mixed; boundary=qq',
    ),
  })
  .map(({ parts, cut, ending, contentType }) => {
    const chunks: Buffer[] = [];
    for (const part of parts) {
      let head = `--qq\r\nContent-Disposition: form-data; name="${part.name}"`;
      if (part.filename !== null) head += `; filename="${part.filename}"`;
      chunks.push(Buffer.from(`${head}\r\n\r\n`), part.data, Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(ending));
    let payload = Buffer.concat(chunks);
    if (cut !== null) payload = payload.subarray(0, cut % (payload.length + 1));
    return { payload, contentType };
  });

const TOKENS = ['buyer', 'seller', 'admin', 'unconfirmed', 'noContact'] as const;
const token = fc.oneof(
  { arbitrary: fc.constantFrom<string | null>(...TOKENS.map((t) => t as string)), weight: 4 },
  { arbitrary: fc.constantFrom(null, 'garbage', 'expired', 'wrong-project'), weight: 1 },
);
function authorization(name: string | null): string | undefined {
  if (name === null) return undefined;
  const user = users[name];
  if (user) return `Bearer ${user.token}`;
  if (name === 'expired') {
    const u = users.buyer!;
    return `Bearer ${mintIdToken(u.uid, u.email, { exp: Math.floor(Date.now() / 1000) - 60 })}`;
  }
  if (name === 'wrong-project') {
    return `Bearer ${mintIdToken('x', 'x@x.test', { aud: 'other', iss: 'https://securetoken.google.com/other' })}`;
  }
  return `Bearer ${name}`;
}

const query = fc.dictionary(
  fc.oneof(fc.constantFrom('who_id', 'email', 'access_token', 'q', '__proto__'), hostileString),
  fc.oneof(
    hostileString,
    fc.nat({ max: ID_COUNT - 1 }).map((i) => `__id${i}__`),
  ),
  { maxKeys: 3 },
);

const requestArb = fc.record({
  route: fc.constantFrom(...ROUTES),
  id: fc.oneof(
    fc.nat({ max: ID_COUNT - 1 }).map((i) => `__id${i}__`),
    hostileString,
  ),
  token,
  query,
  json: jsonBody,
  multipart: multipartBody,
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=latin1',
    null,
  ),
  extraHeaders: fc.dictionary(
    fc.constantFrom('x-forwarded-for', 'accept', 'content-encoding', 'transfer-encoding', 'origin'),
    fc.oneof(
      hostileString.filter((s) => /^[\t\x20-\x7e]*$/.test(s)),
      fc.constant('gzip'),
    ),
    { maxKeys: 2 },
  ),
});

type FuzzRequest = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

/** encodeURIComponent, but a lone surrogate goes out as the raw bytes of one (%ED%A0%80). */
function encodePathSegment(value: string): string {
  return value
    .split(/([\uD800-\uDFFF])/)
    .map((piece) => (/^[\uD800-\uDFFF]$/.test(piece) ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');
}

function toInject(r: FuzzRequest): InjectOptions {
  // __id0__ … __id6__ stand for the real products, contacts, bid and counter made in before().
  const live = (value: string) => value.replace(/__id(\d)__/g, (_, i: string) => ids[Number(i)]!);
  const url = r.route.url.replace(':id', encodePathSegment(live(r.id)).slice(0, 2000));
  const search = new URLSearchParams(
    Object.entries(r.query).map(([k, v]) => [k, live(v)] as [string, string]),
  ).toString();
  const headers: Record<string, string> = { ...r.extraHeaders };
  const auth = authorization(r.token);
  if (auth) headers.authorization = auth;
  let payload: string | Buffer | undefined;
  if (r.route.body === 'multipart') {
    payload = r.multipart.payload;
    headers['content-type'] = r.multipart.contentType;
  } else if (r.route.method !== 'GET') {
    payload = r.json;
    if (r.contentType) headers['content-type'] = r.contentType;
  }
  // inject computes content-length itself; a forged one would only test light-my-request.
  delete headers['transfer-encoding'];
  return { method: r.route.method, url: search ? `${url}?${search}` : url, headers, payload };
}

async function storedFiles(): Promise<number> {
  const entries = await readdir(ctx.storage.root, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((e) => e.isFile()).length;
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer in ${PER_REQUEST_MS} ms: ${what}`)),
        PER_REQUEST_MS,
      );
    }),
  ]);
}

const isWrite = (route: RouteSpec) => route.method !== 'GET';

describe('fuzz: hostile requests to every route', () => {
  it(`${RUNS} requests: no 5xx, no crash, no partial write`, async (t) => {
    const counts = { requests: 0, '2xx': 0, '4xx': 0, '5xx': 0, other: 0 };
    const perRoute = new Map<string, number>();
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(requestArb, async (r) => {
        const options = toInject(r);
        const label = `${options.method} ${String(options.url).slice(0, 120)}`;
        const before = isWrite(r.route)
          ? { rows: await tableCounts(ctx.db), files: await storedFiles() }
          : null;
        const res = await withTimeout(ctx.app.inject(options), label);
        counts.requests += 1;
        perRoute.set(
          `${r.route.method} ${r.route.url}`,
          (perRoute.get(`${r.route.method} ${r.route.url}`) ?? 0) + 1,
        );
        const status = res.statusCode;
        const bucket =
          status >= 500
            ? '5xx'
            : status >= 400
              ? '4xx'
              : status >= 200 && status < 300
                ? '2xx'
                : 'other';
        counts[bucket] += 1;
        assert.ok(status < 500, `${label} → ${status} ${res.body.slice(0, 300)}`);
        assert.deepEqual(uncaught, [], `uncaught error after ${label}`);
        if (status >= 400) {
          assert.ok(typeof res.json().error === 'string', `${label}: a 4xx has {error}`);
          // Issue 19: and names its text by a code whose message reads as the error.
          errorOf(res);
          if (before) {
            assert.deepEqual(
              await tableCounts(ctx.db),
              before.rows,
              `${label} → ${status} wrote rows`,
            );
            assert.equal(await storedFiles(), before.files, `${label} → ${status} left files`);
          }
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true, includeErrorInReport: true },
    );
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    assert.equal(health.statusCode, 200);
    assert.equal(perRoute.size, ROUTES.length, 'every route was reached');
    // …and every route is every route the app has: one added without a line in routes.ts fails here.
    assert.equal(routesOf(ctx.app).filter((route) => !route.stream).length, ROUTES.length);
    t.diagnostic(
      `fuzz (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${counts.requests} requests, ` +
        `${counts['2xx']} 2xx, ${counts['4xx']} 4xx, ${counts['5xx']} 5xx, ${counts.other} other, ` +
        `${Date.now() - started} ms`,
    );
  });
});
