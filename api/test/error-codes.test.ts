import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { messageSources, OPERATOR_API_MESSAGES } from '@leafbid/domain';
import { bidValuesSchema, supportRequestBodySchema } from '@leafbid/domain/schemas';
import { z } from 'zod';
import Fastify from 'fastify';
import { apiText, domainText, issueCodedText } from '../src/error-text.js';
import { errorHandler } from '../src/plugins/error-handler.js';
import {
  createProduct,
  createTestContext,
  createUser,
  errorOf,
  multipartBody,
  PDF_BYTES,
  postMultipart,
  request,
  type TestContext,
  LICENCE_PARTS,
} from './helpers.js';
import { testSuite } from './suite.js';

/**
 * Issue 19: every error body is {error, code, params?, field?} — `error` the English text as
 * before, `code` its message id in @leafbid/domain's catalogue (domain.api.* for the API's own
 * texts, the rule's own id for a domain rule), `params` the text's arguments — so the browser can
 * show it in the user's language (docs/api.md "Errors").
 */
const { ctx } = testSuite({}, { maxUploadBytes: 1024, maxDocumentsPerContact: 1 });

const pdf = (bytes: number) =>
  Buffer.concat([PDF_BYTES, Buffer.alloc(bytes - PDF_BYTES.length, 0x20)]);

describe('error codes (issue 19)', () => {
  it('401: domain.api.notAuthenticated', async () => {
    const res = await request(ctx.app, 'GET', '/tasks?who_id=c_x', null);
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), {
      error: 'User not authenticated',
      code: 'domain.api.notAuthenticated',
    });
  });

  it('403: the refusal names its own text (domain.api.ownTasksOnly)', async () => {
    const user = await createUser(ctx.db);
    const res = await request(ctx.app, 'GET', '/tasks?who_id=c_someone_else', user.token);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json(), {
      error: 'You may only read your own tasks',
      code: 'domain.api.ownTasksOnly',
    });
  });

  it('404: an unknown route and a missing file', async () => {
    const route = await ctx.app.inject({ method: 'GET', url: '/no-such-route' });
    assert.equal(route.statusCode, 404);
    assert.deepEqual(route.json(), { error: 'Not found', code: 'domain.api.notFound' });
    const user = await createUser(ctx.db);
    const file = await request(ctx.app, 'GET', '/file/f_missing', user.token);
    assert.equal(file.statusCode, 404);
    assert.deepEqual(file.json(), { error: 'File not found', code: 'domain.api.fileNotFound' });
  });

  it('400: a URL the router cannot decode is answered by the framework, with its code', async () => {
    const user = await createUser(ctx.db);
    const res = await request(ctx.app, 'GET', '/products/%ED%A0%80', user.token);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { error: 'Bad Request', code: 'domain.api.badRequest' });
  });

  it('400: invalid JSON names the body', async () => {
    const user = await createUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/contacts',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: '{"data": [',
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      error: 'body: Invalid JSON',
      code: 'domain.api.invalidJson',
      field: 'body',
    });
  });

  it('400: a schema message of the catalogue is answered with its id, the field apart', async () => {
    const user = await createUser(ctx.db);
    const res = await request(ctx.app, 'PUT', `/contacts/${user.contact!.id}`, user.token, {
      data: [{ Language: 'de-DE' }],
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      error: 'data.0.Language: Language must be en-CA or fr-CA',
      code: 'domain.api.languageUnknown',
      field: 'data.0.Language',
    });
  });

  it('400: a generic schema message is domain.api.invalidInput with {message}', async () => {
    const user = await createUser(ctx.db);
    const res = await request(ctx.app, 'PUT', `/contacts/${user.contact!.id}`, user.token, {
      data: [{ Company: 5 }],
    });
    assert.equal(res.statusCode, 400);
    const body = res.json();
    assert.equal(body.code, 'domain.api.invalidInput');
    assert.equal(body.field, 'data.0.Company');
    assert.equal(typeof body.params.message, 'string');
    assert.equal(body.error, `data.0.Company: ${body.params.message}`);
    errorOf(res);
  });

  it('409 and 413 with params: the document quota and the upload size', async () => {
    const user = await createUser(ctx.db, { confirmed: false });
    const url = `/contacts/${user.contact!.id}/attachments`;
    const tooLarge = await postMultipart(
      ctx.app,
      url,
      user.token,
      multipartBody([
        { name: 'cannabis_license', filename: 'a.pdf', data: pdf(2048) },
        ...LICENCE_PARTS,
      ]),
    );
    assert.equal(tooLarge.statusCode, 413);
    assert.deepEqual(tooLarge.json(), {
      error: 'cannabis_license: File is larger than 1 KB',
      code: 'domain.api.fileLargerThan',
      params: { size: '1 KB' },
      field: 'cannabis_license',
    });

    const first = await postMultipart(
      ctx.app,
      url,
      user.token,
      multipartBody([
        { name: 'cannabis_license', filename: 'a.pdf', data: pdf(500) },
        ...LICENCE_PARTS,
      ]),
    );
    assert.equal(first.statusCode, 201, first.body);
    const second = await postMultipart(
      ctx.app,
      url,
      user.token,
      multipartBody([{ name: 'cra_permit', filename: 'b.pdf', data: pdf(500) }]),
    );
    assert.equal(second.statusCode, 409);
    assert.deepEqual(second.json(), {
      error: 'cra_permit: You can store at most 1 documents',
      code: 'domain.api.tooManyDocuments',
      params: { max: 1 },
      field: 'cra_permit',
    });
  });

  it('409: a domain rule is answered with its message id and arguments', async () => {
    const admin = await createUser(ctx.db, { contactType: ['Admin'] });
    const buyer = await createUser(ctx.db, { contactType: ['Buyer'] });
    const seller = await createUser(ctx.db, { contactType: ['Seller'] });
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const bid = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: product.id,
      quantity: 10,
      pricePerGram: 2.5,
    });
    assert.equal(bid.statusCode, 201, bid.body);
    const skip = await request(
      ctx.app,
      'PUT',
      `/operator/bids/${bid.json().data.id}/status`,
      admin.token,
      { Status: 'Approved' },
    );
    assert.equal(skip.statusCode, 409);
    const rule = domainText(OPERATOR_API_MESSAGES, 'bidOneStep', 'Not Started', 'Pending');
    assert.deepEqual(skip.json(), {
      error: 'A bid moves forward one step at a time: from Not Started only to Pending.',
      code: rule.code,
      ...(rule.params ? { params: rule.params } : {}),
      field: 'Status',
    });
    // Once OPERATOR_API_MESSAGES is a catalogue group, the code is its id and the params name
    // both steps; until then the text is answered as domain.api.plainText.
    if (rule.code !== 'domain.api.plainText') {
      assert.match(rule.code, /^domain\.[\w.]+\.bidOneStep$/);
      assert.deepEqual(Object.values(rule.params ?? {}).sort(), ['Not Started', 'Pending']);
    }
    errorOf(skip);
  });

  it('415: an unsupported content type', async () => {
    const user = await createUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/support-requests',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/xml' },
      payload: '<help/>',
    });
    assert.equal(res.statusCode, 415);
    assert.deepEqual(res.json(), {
      error: 'body: Unsupported content type',
      code: 'domain.api.unsupportedContentType',
    });
  });

  it('500: domain.api.internalError', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.get('/boom', async () => {
      throw new Error('database down');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), {
      error: 'Internal server error',
      code: 'domain.api.internalError',
    });
    await app.close();
  });
});

describe('429 (issue 19)', () => {
  let limited: TestContext;
  before(async () => {
    limited = await createTestContext({ rateLimitPerMinute: 2 }, { rateLimit: true });
  });
  after(async () => limited.close());

  it('domain.api.rateLimited with {max, seconds}, the seconds those of Retry-After', async () => {
    const anonymous = { method: 'GET', url: '/products', remoteAddress: '10.9.9.9' } as const;
    await limited.app.inject(anonymous);
    await limited.app.inject(anonymous);
    const res = await limited.app.inject(anonymous);
    assert.equal(res.statusCode, 429);
    const seconds = Number(res.headers['retry-after']);
    assert.ok(seconds >= 1 && seconds <= 60, `Retry-After ${seconds}`);
    assert.deepEqual(res.json(), {
      error: `Too many requests: at most 2 per minute. Retry in ${seconds === 1 ? '1 second' : `${seconds} seconds`}.`,
      code: 'domain.api.rateLimited',
      params: { max: 2, seconds },
    });
  });
});

describe('coded texts', () => {
  it('a plural reads as before: 1 second, 2 seconds; 1 minute, 37 minutes', () => {
    assert.equal(
      apiText('rateLimited', 600, 1).text,
      'Too many requests: at most 600 per minute. Retry in 1 second.',
    );
    assert.equal(
      apiText('rateLimited', 600, 2).text,
      'Too many requests: at most 600 per minute. Retry in 2 seconds.',
    );
    assert.equal(
      apiText('supportRateLimited', 10, 1).text,
      'Too many support requests: at most 10 per hour. Retry in 1 minute.',
    );
    assert.equal(
      apiText('supportRateLimited', 10, 37).text,
      'Too many support requests: at most 10 per hour. Retry in 37 minutes.',
    );
  });

  it('a schema issue is answered by the message it names, never read back from its words (issue 36)', () => {
    const tooLong = supportRequestBodySchema.safeParse({ description: 'x'.repeat(5001) });
    assert.equal(tooLong.success, false);
    assert.deepEqual(issueCodedText(tooLong.error!.issues[0]!), {
      code: 'domain.supportRequest.tooLong',
      params: { max: 5000 },
      text: 'Please keep it under 5000 characters',
    });
    // The minimum order: the rule's descriptor, its value as the API formats grams.
    const below = bidValuesSchema(7672).safeParse({ quantity: 10, pricePerGram: 2 });
    assert.deepEqual(issueCodedText(below.error!.issues[0]!), {
      code: 'domain.minimumOrder.belowMinimum',
      params: { minimum: '7 672' },
      text: 'The minimum order for this product is 7 672 g',
    });
    // A check of zod's own, without a message of ours: its words, as domain.api.invalidInput.
    const plain = z.object({ n: z.number() }).safeParse({ n: 'x' });
    assert.deepEqual(issueCodedText(plain.error!.issues[0]!), {
      code: 'domain.api.invalidInput',
      params: { message: 'Invalid input: expected number, received string' },
      text: 'Invalid input: expected number, received string',
    });
  });

  it('every domain.api text is declared in the catalogue', () => {
    const ids = [...messageSources().keys()].filter((id) => id.startsWith('domain.api.'));
    assert.ok(ids.length >= 50, `${ids.length} texts`);
    assert.ok(ids.includes('domain.api.notAuthenticated'));
  });

  it('NODE_ENV=production: ICU plurals still render (the API compiles the sources itself)', async () => {
    // A process of its own, NODE_ENV=production before anything is imported.
    const script = [
      "process.env.NODE_ENV = 'production';",
      "const { apiText, useEnglishTexts } = await import('./src/error-text.ts');",
      'useEnglishTexts();',
      "console.log(JSON.stringify([apiText('rateLimited', 5, 1).text, apiText('atMostFiles', 4).text]));",
    ].join('\n');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: fileURLToPath(new URL('..', import.meta.url)) },
    );
    assert.deepEqual(JSON.parse(stdout.trim().split('\n').pop()!), [
      'Too many requests: at most 5 per minute. Retry in 1 second.',
      'At most 4 files',
    ]);
  });
});
