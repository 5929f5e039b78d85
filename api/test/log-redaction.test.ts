import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../src/app.js';
import type { FastifyInstance } from 'fastify';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

/** Issue 6: tokens must not reach any log line (request logs included). */
let ctx: TestContext;
let app: FastifyInstance;
let user: TestUser;
const lines: string[] = [];

before(async () => {
  ctx = await createTestContext();
  user = await createUser(ctx.db);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    config: { ...ctx.config, logLevel: 'debug' },
    db: ctx.db,
    storage: ctx.storage,
    rateLimit: false,
    logStream: stream,
  });
  await app.ready();
});
after(async () => {
  await app.close();
  await ctx.close();
});

describe('log redaction', () => {
  it('no Authorization header value and no access_token appears in any log line', async () => {
    const tokenRes = await app.inject({
      method: 'POST',
      url: '/token',
      headers: { authorization: `Bearer ${user.token}` },
    });
    assert.equal(tokenRes.statusCode, 200);
    const accessToken = tokenRes.json().access_token as string;
    assert.ok(accessToken);

    // Request logs of an image URL (token in the query) and of bearer calls, good and bad.
    await app.inject({ method: 'GET', url: `/file/f_none?access_token=${accessToken}&x=1` });
    await app.inject({ method: 'GET', url: `/file/f_none?access_token=not-valid-${user.uid}` });
    await app.inject({
      method: 'GET',
      url: `/contact-by-email?email=${user.email}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    await app.inject({
      method: 'GET',
      url: '/products',
      headers: { authorization: 'Bearer garbage-secret-123' },
    });
    // Anyone logging headers or a message with a token in it.
    app.log.info({ headers: { Authorization: `Bearer ${user.token}` } }, 'headers');
    app.log.info({ req: { headers: { authorization: 'Basic c2VjcmV0OnB3' } } }, 'raw req');
    app.log.warn(`calling /file/x?access_token=${accessToken}`);
    app.log.error(new Error(`upstream said Bearer ${user.token}`));

    const text = lines.join('\n');
    assert.ok(lines.length >= 10, `captured ${lines.length} lines`);
    assert.ok(
      text.includes('/file/f_none?access_token=[REDACTED]&x=1'),
      'the request url is logged, redacted',
    );
    for (const secret of [
      user.token,
      user.token.split('.')[1]!,
      accessToken,
      accessToken.split('.')[1]!,
      `not-valid-${user.uid}`,
      'garbage-secret-123',
      'c2VjcmV0OnB3',
    ]) {
      assert.ok(!text.includes(secret), `a log line contains ${secret.slice(0, 24)}…`);
    }
  });
});
