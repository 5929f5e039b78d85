// Issue 41: an access token of POST /token (the media cookie) is revoked with its account: once
// the account is suspended after the token was issued, or gone, the token opens nothing (401).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { createUser, mediaCookieOf, request } from './helpers.js';
import { testSuite } from './suite.js';

const { ctx, admin } = testSuite({ admin: { contactType: ['Admin'] } });

const withCookie = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/token', headers: { cookie } });

describe('access tokens are revoked with their account (issue 41)', () => {
  it('a suspension revokes the tokens issued before it', async () => {
    const user = await createUser(ctx.db, { contactType: ['Buyer'] });
    const { cookie } = await mediaCookieOf(ctx.app, user.token);
    assert.equal((await withCookie(cookie)).statusCode, 204);
    const suspend = await request(
      ctx.app,
      'POST',
      `/operator/accounts/${user.contact!.id}/suspend`,
      admin.token,
      { reason: 'Licence under investigation' },
    );
    assert.equal(suspend.statusCode, 200, suspend.body);
    assert.equal((await withCookie(cookie)).statusCode, 401);
  });

  it('an account gone revokes its tokens', async () => {
    const user = await createUser(ctx.db, { contactType: ['Buyer'] });
    const { cookie } = await mediaCookieOf(ctx.app, user.token);
    assert.equal((await withCookie(cookie)).statusCode, 204);
    await ctx.db.delete(schema.contacts).where(eq(schema.contacts.id, user.contact!.id));
    assert.equal((await withCookie(cookie)).statusCode, 401);
  });
});
