import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../src/app.js';
import { createTestContext, multipartBody, type TestContext, errorOf } from './helpers.js';
import { routesOf } from './routes.js';

/** Issue 6: identity is checked before the body or the query is validated, on every route. */
let ctx: TestContext;
before(async () => (ctx = await createTestContext()));
after(async () => ctx.close());

describe('401 before 400', () => {
  it('POST /tasks {} without a token is a 401, not a schema error', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/tasks', payload: {} });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(errorOf(res), { error: 'User not authenticated' });
  });

  it('every authenticated route answers 401 to bad input without (or with a bad) token', async () => {
    const checked: string[] = [];
    const routes = routesOf(ctx.app).filter((r) => r.auth !== 'none');
    for (const route of routes) {
      const url = `${route.url.replace(':id', '%00bad')}?who_id=&email=%00&access_token=`;
      for (const authorization of [undefined, 'Bearer not-a-token']) {
        const headers: Record<string, string> = authorization ? { authorization } : {};
        const body =
          route.body === 'multipart'
            ? { payload: 'garbage', headers: { ...headers, 'content-type': 'multipart/form-data' } }
            : route.method === 'GET' || route.method === 'DELETE'
              ? { headers }
              : {
                  payload: '{"quantity":"x"',
                  headers: { ...headers, 'content-type': 'application/json' },
                };
        const res = await ctx.app.inject({ method: route.method, url, ...body });
        assert.equal(
          res.statusCode,
          401,
          `${route.method} ${route.url} ${authorization ?? ''}: ${res.body}`,
        );
        assert.deepEqual(errorOf(res), { error: 'User not authenticated' });
      }
      checked.push(`${route.method} ${route.url}`);
    }
    assert.ok(checked.length >= 40, `only ${checked.length} routes checked`);
  });

  it('a multipart body is not read before identity: a valid upload without a token is a 401', async () => {
    const body = multipartBody([{ name: 'cover', filename: 'a.png', data: 'x' }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/products/p_x/attachments',
      ...body,
    });
    assert.equal(res.statusCode, 401);
  });

  const misplaced = [
    {
      name: 'as a preHandler',
      hook: 'preHandler',
      refusal: /GET \/late: authenticate belongs in onRequest/,
    },
    // Issue 36: the route's access level adds the check (src/api-routes.ts), once per level.
    {
      name: 'by the route itself',
      hook: 'onRequest',
      refusal: /GET \/late: authenticate comes from the route's access level/,
    },
  ] as const;
  for (const { name, hook, refusal } of misplaced) {
    it(`registering authenticate ${name} is refused at start`, async () => {
      const app = await buildApp({ config: ctx.config, db: ctx.db, storage: ctx.storage });
      try {
        await assert.rejects(
          (async () => {
            app.get('/late', { [hook]: app.authenticate }, async () => 'x');
            await app.ready();
          })(),
          refusal,
        );
      } finally {
        await app.close();
      }
    });
  }
});
