import { readdirSync, readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from './helpers.js';
import { ROUTES, routesOf } from './routes.js';

/** Issue 17: the route tests read the app's own routes; and the OpenAPI document describes them. */
let ctx: TestContext;
before(async () => (ctx = await createTestContext()));
after(async () => ctx.close());

describe('every route', () => {
  it('the app registers exactly the routes test/routes.ts describes', () => {
    const registered = routesOf(ctx.app).map((route) => `${route.method} ${route.url}`);
    const described = ROUTES.map((route) => `${route.method} ${route.url}`);
    assert.deepEqual([...registered].sort(), [...described].sort());
  });

  it('a route without a line in test/routes.ts is named, not skipped', () => {
    const app = {
      routeList: [...ctx.app.routeList, { method: 'POST', url: '/new-thing/:thingId' }],
    };
    assert.throws(
      () => routesOf(app as unknown as typeof ctx.app),
      /routes with no line in test\/routes\.ts: POST \/new-thing\/:thingId/,
    );
  });
});

/**
 * Issue 36: the folder tree is the URL tree. A URL's route file is src/routes/ then its segments,
 * `:id` as `_id`, then `index.ts`; a URL that names a file (`bids.csv`, `openapi.json`) is that
 * file, `.ts` added. Nothing else lives in src/routes/ (helpers are elsewhere).
 */
const ROUTES_DIR = new URL('../src/routes/', import.meta.url);
function routeFile(url: string): string {
  const segments = url
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, '_'));
  const last = segments.at(-1) ?? '';
  return last.includes('.') ? `${segments.join('/')}.ts` : [...segments, 'index.ts'].join('/');
}

describe('the folder tree is the URL tree', () => {
  const urls = () => [...new Set(routesOf(ctx.app).map((route) => route.url))];
  const served = () =>
    new Set(ctx.app.routeList.filter((r) => r.method !== 'OPTIONS').map((r) => r.url));

  it('maps a URL to its file', () => {
    assert.equal(routeFile('/tasks'), 'tasks/index.ts');
    assert.equal(routeFile('/listings/:productId/bids'), 'listings/_productId/bids/index.ts');
    assert.equal(routeFile('/operator/exports/bids.csv'), 'operator/exports/bids.csv.ts');
  });

  it('every route is served by the file at its URL, which names it', () => {
    for (const url of served()) {
      const file = routeFile(url);
      let text: string;
      try {
        text = readFileSync(new URL(file, ROUTES_DIR), 'utf8');
      } catch {
        assert.fail(`${url}: no src/routes/${file}`);
      }
      assert.ok(text.includes(url), `src/routes/${file} does not name ${url}`);
    }
    assert.ok(urls().length >= 50);
  });

  it('every file in src/routes/ is the route file of a URL the app serves', () => {
    const files = readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.split('\\').join('/'));
    const expected = new Set([...served()].map(routeFile));
    assert.deepEqual(
      files.filter((file) => !expected.has(file)),
      [],
    );
  });
});

/** Every path parameter as `:id`, as the document's `{…}` are read (their names may differ). */
const anyParam = (url: string) => url.replace(/:[A-Za-z]+/g, ':id');

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3 document of every route but itself, generated from the zod schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json() as {
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
    };
    assert.match(doc.openapi, /^3\./);
    // Its version is the API package's, not a constant left behind.
    const apiPackage = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    assert.equal(doc.info.version, apiPackage.version);
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{[A-Za-z]+\}/g, ':id')}`,
      ),
    );
    const expected = ROUTES.filter((route) => route.url !== '/openapi.json').map(
      (route) => `${route.method} ${anyParam(route.url)}`,
    );
    assert.deepEqual([...documented].sort(), [...expected].sort());
    // Issue 41: the public routes need no credential, the others the bearer token.
    for (const [path, method] of [
      ['/health', 'get'],
      ['/token', 'delete'],
      ['/platform/remotes.json', 'get'],
      ['/platform/reports', 'post'],
    ] as const) {
      const op = doc.paths[path]?.[method] as { security?: unknown } | undefined;
      assert.deepEqual(op?.security, [], `${method} ${path}`);
    }
    const tasks = doc.paths['/tasks']?.post as { security?: unknown } | undefined;
    assert.equal(tasks?.security, undefined);
    assert.deepEqual((doc as { security?: unknown }).security, [{ bearer: [] }]);
    // A body schema of the domain package reaches the document: POST /tasks's quantity.
    const bid = JSON.stringify(doc.paths['/tasks']?.post?.requestBody);
    assert.match(bid, /clientRequestId/);
  });
});

/**
 * The routes whose success is not JSON, so they declare no 2xx response schema (issue 17): each
 * streams bytes or events. Their errors are JSON and documented like every other route's.
 */
const NOT_JSON: Record<string, string> = {
  'GET /product-image/:id': 'the cover image, streamed from storage',
  'GET /record-image/:id': 'the record image, streamed from storage',
  'GET /file/:id': 'a product file or licence document, streamed from storage',
  'GET /events': 'Server-Sent Events, written by hand after reply.hijack()',
  'DELETE /token': 'no body (204): it only clears the media cookie (issue 18)',
  'GET /token': 'no body (204): the media cookie was sent (issue 35)',
  // Issue 20: CSV downloads, streamed a page at a time.
  'GET /exports/bids.csv': 'a CSV file of the caller’s bids',
  'GET /exports/listings.csv': 'a CSV file of the caller’s listings with their demand',
  'GET /operator/exports/bids.csv': 'a CSV file of the bids board',
  'GET /operator/exports/accounts.csv': 'a CSV file of the accounts',
  'GET /operator/exports/audit.csv': 'a CSV file of the audit trail',
  // Issue 37: a host tab's health report.
  'POST /platform/reports': 'no body (204): the report is recorded',
};

interface Operation {
  responses?: Record<string, { content?: { 'application/json'?: { schema?: unknown } } }>;
}

describe('GET /openapi.json: the responses (issue 17)', () => {
  let paths: Record<string, Record<string, Operation>>;
  before(async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    paths = (res.json() as { paths: typeof paths }).paths;
  });

  /** The documented JSON schema of each status of a route (`{id}` path parameters as `:id`). */
  function responsesOf(method: string, url: string): Record<string, unknown> {
    const entry = Object.entries(paths).find(
      ([path]) => path.replace(/\{[A-Za-z]+\}/g, ':id') === anyParam(url),
    );
    const operation = entry?.[1][method.toLowerCase()];
    assert.ok(operation, `${method} ${url} is documented`);
    return Object.fromEntries(
      Object.entries(operation.responses ?? {}).map(([status, response]) => [
        status,
        response.content?.['application/json']?.schema,
      ]),
    );
  }

  it('every JSON route declares its 2xx answer; those that stream declare none', () => {
    // GET /openapi.json is hidden from the document it serves.
    const routes = routesOf(ctx.app).filter((route) => route.url !== '/openapi.json');
    const undeclared = routes
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !(key in NOT_JSON))
      .filter((key) => {
        const [method, url] = key.split(' ') as [string, string];
        return !Object.entries(responsesOf(method, url)).some(
          ([status, schema]) => /^2/.test(status) && schema !== undefined,
        );
      });
    assert.deepEqual(undeclared, [], 'JSON routes without a 2xx response schema');
    for (const key of Object.keys(NOT_JSON)) {
      const [method, url] = key.split(' ') as [string, string];
      const statuses = Object.keys(responsesOf(method, url));
      assert.deepEqual(
        statuses.filter((status) => /^2/.test(status)),
        [],
        `${key} streams (${NOT_JSON[key]}): no JSON 2xx`,
      );
    }
  });

  it('every route but /health documents its error body {error, field?} for 4xx', () => {
    for (const route of routesOf(ctx.app)) {
      if (route.url === '/openapi.json' || route.url === '/health') continue;
      const error = JSON.stringify(responsesOf(route.method, route.url)['4XX']);
      assert.match(error ?? '', /"error":\{"type":"string"\}/, `${route.method} ${route.url}`);
    }
  });

  it("GET /products' 200 documents the product fields, cards and whole products (owner=me)", () => {
    const page = JSON.stringify(responsesOf('GET', '/products')['200']);
    for (const field of [
      'Product_Name',
      'cover',
      'nextCursor',
      'total',
      'Image_1',
      'Review_Note',
    ]) {
      assert.match(page, new RegExp(`"${field}"`), field);
    }
    // The owner-only fields are documented, and optional.
    const product = JSON.stringify(responsesOf('GET', '/products/:id')['200']);
    assert.match(product, /"Contact_Name"/);
    assert.match(product, /"Record_Image"/);
    assert.doesNotMatch(product, /"required":\[[^\]]*"Contact_Name"/);
    assert.doesNotMatch(product, /"required":\[[^\]]*"Review_Note"/);
  });
});
