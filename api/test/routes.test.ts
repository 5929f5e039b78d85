import { readFileSync } from 'node:fs';
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
      (route) => `${route.method} ${route.url}`,
    );
    assert.deepEqual([...documented].sort(), [...expected].sort());
    // A body schema of the domain package reaches the document: POST /tasks's quantity.
    const bid = JSON.stringify(doc.paths['/tasks']?.post?.requestBody);
    assert.match(bid, /clientRequestId/);
  });
});
