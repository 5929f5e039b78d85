import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { messageSources, translate, type MessageValues } from '@leafbid/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { useEnglishTexts } from '../src/error-text.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { newId } from '../src/db/ids.js';
import * as schema from '../src/db/schema.js';
import { LocalFolderStorage } from '../src/storage/local-folder-storage.js';
import { bytesOf } from '../src/storage/storage-port.js';

export const PROJECT_ID = 'demo-leafbid';

// Issue 19: the API's texts in en-CA, as buildApp sets them (also for tests that build no app).
useEnglishTexts();

/**
 * In emulator mode firebase-admin checks every ID token against the emulator's user record
 * (accounts:lookup) after verifying the claims. This stub answers that lookup, so the real
 * firebase-admin verification runs without a Firebase emulator. Uids starting with
 * 'disabled-' come back disabled; 'deleted-' ones are unknown.
 */
export async function startIdentityLookupStub(): Promise<{ host: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (!req.url?.includes('accounts:lookup')) {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { message: 'not stubbed' } }));
        return;
      }
      const { localId = [] } = JSON.parse(body || '{}') as { localId?: string[] };
      const users = localId
        .filter((uid) => !uid.startsWith('deleted-'))
        .map((uid) => ({ localId: uid, disabled: uid.startsWith('disabled-') }));
      res.end(
        JSON.stringify(
          users.length ? { kind: 'identitytoolkit#GetAccountInfoResponse', users } : {},
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned Firebase-Auth-emulator-style ID token, as the emulator itself issues them. */
export function mintIdToken(
  uid: string,
  email: string | null,
  overrides: Record<string, unknown> = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: uid,
    user_id: uid,
    ...(email ? { email, email_verified: false } : {}),
    iat: now - 10,
    exp: now + 3600,
    auth_time: now - 10,
    firebase: { sign_in_provider: 'password', identities: email ? { email: [email] } : {} },
    ...overrides,
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}

/** The PostgreSQL server the suite runs on a second time (`npm test` with TEST_DATABASE_URL). */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** A fresh database per test file: in-memory PGlite, or a new database on TEST_DATABASE_URL. */
export async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const config = loadConfig({ NODE_ENV: 'test' });
  const adminUrl = testDatabaseUrl;
  if (!adminUrl) {
    const database = openDatabase({});
    await database.migrate(config.migrationsFolder);
    return { database, drop: () => database.close() };
  }
  const name = `leafbid_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString() });
  await database.migrate(config.migrationsFolder);
  return {
    database,
    async drop() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  storage: LocalFolderStorage;
  config: Config;
  close(): Promise<void>;
}

export async function createTestContext(
  overrides: Partial<Config> = {},
  options: { rateLimit?: boolean } = {},
): Promise<TestContext> {
  const stub = await startIdentityLookupStub();
  const { database, drop } = await freshDatabase();
  const filesDir = await mkdtemp(path.join(tmpdir(), 'leafbid-files-'));
  // Issue 37: a release registry of the test's own, never the repository's .data/releases.
  const releasesDir = await mkdtemp(path.join(tmpdir(), 'leafbid-releases-'));
  const storage = new LocalFolderStorage(filesDir);
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    logLevel: 'silent',
    firebaseAuthEmulatorHost: stub.host,
    filesDir,
    automationUrls: {},
    seedDemo: false,
    // Tests write products straight into the database: count every time unless a test says otherwise.
    catalogueCountTtlMs: 0,
    cataloguePageTtlMs: 0,
    releasesDir,
    releasesStorage: undefined,
    ...overrides,
  };
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    rateLimit: options.rateLimit ?? false,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    storage,
    config,
    async close() {
      await app.close();
      await drop();
      await stub.close();
      await rm(filesDir, { recursive: true, force: true });
      await rm(releasesDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  uid: string;
  email: string;
  contact: schema.ContactRow | null;
  token: string;
}

let userCounter = 0;

/** A signed-in user and (unless `contact: false`) its contact row. */
export async function createUser(
  db: Db,
  options: {
    contactType?: string[];
    confirmed?: boolean;
    /**
     * Issue 18: bids and listings wait for the operator's verification. A confirmed test contact
     * is verified unless a test says `verified: false` (the account awaiting the operator's review).
     */
    verified?: boolean;
    contact?: boolean;
    linked?: boolean;
    firstName?: string;
    /** The token's email_verified (default false, as a fresh sign-up). */
    emailVerified?: boolean;
  } = {},
): Promise<TestUser> {
  userCounter += 1;
  const uid = `user-${userCounter}-${randomBytes(3).toString('hex')}`;
  const email = `${uid}@leafbid.test`;
  const token = mintIdToken(uid, email, { email_verified: options.emailVerified ?? false });
  if (options.contact === false) return { uid, email, contact: null, token };
  const [contact] = await db
    .insert(schema.contacts)
    .values({
      id: newId('c'),
      firstName: options.firstName ?? 'Test',
      lastName: `User${userCounter}`,
      email,
      userUid: options.linked === false ? null : uid,
      contactType: options.contactType ?? ['Buyer'],
      accountConfirmed: options.confirmed ?? true,
      verifiedAt: (options.verified ?? options.confirmed ?? true) ? new Date() : null,
    })
    .returning();
  return { uid, email, contact: contact!, token };
}

/** Issue 18: the operator verifies a contact (as POST /operator/accounts/:id/verify does). */
export async function verifyContact(db: Db, contactId: string): Promise<void> {
  await db
    .update(schema.contacts)
    .set({ verifiedAt: new Date() })
    .where(eq(schema.contacts.id, contactId));
}

export async function createProduct(
  db: Db,
  values: Partial<typeof schema.products.$inferInsert> = {},
): Promise<schema.ProductRow> {
  const [row] = await db
    .insert(schema.products)
    .values({
      id: newId('p'),
      productName: 'Pink Kush',
      description: 'Dense indica buds',
      categories: ['Indica'],
      certification: ['GACP'],
      minRequestPrice: 2,
      gramsAvailable: 1000,
      upcomingQty3Months: 500,
      productActive: true,
      harvestDate: '2026-08-14',
      ...values,
    })
    .returning();
  return row!;
}

export async function addProductFile(
  ctx: Pick<TestContext, 'db' | 'storage'>,
  productId: string,
  kind: 'cover' | 'photo' | 'certificate',
  bytes: Buffer,
  position = 0,
): Promise<schema.ProductFileRow> {
  const id = newId('f');
  await ctx.storage.put(`products/${id}`, bytesOf(bytes), 'image/png');
  const [row] = await ctx.db
    .insert(schema.productFiles)
    .values({
      id,
      productId,
      kind,
      position,
      storageKey: `products/${id}`,
      contentType: 'image/png',
      fileName: `${kind}.png`,
      size: bytes.length,
    })
    .returning();
  return row!;
}

/** Row counts of every table: "no partial write" means this does not change. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = {
    contacts: schema.contacts,
    products: schema.products,
    product_files: schema.productFiles,
    tasks: schema.tasks,
    notes: schema.notes,
    contact_documents: schema.contactDocuments,
    contact_agreements: schema.contactAgreements,
    outbox: schema.outbox,
    // Issue 20: the trade desk's tables.
    counter_offers: schema.counterOffers,
    audit_records: schema.auditRecords,
    notifications: schema.notifications,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

export function request(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  token: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** A tiny valid 1x1 PNG and a PDF header, for uploads and round trips. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
  'latin1',
);
/** SOI, a JFIF APP0 and a baseline frame header for 1 × 1 px: what the API reads of a JPEG. */
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11,
  0x00, 0xff, 0xd9,
]);

/** A multipart/form-data body built by hand (no extra dependency). */
export function multipartBody(
  parts: Array<{ name: string; filename?: string; contentType?: string; data: Buffer | string }>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----leafbid${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a multipart body built by `multipartBody` (its boundary header included). */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  token: string | null,
  body: { payload: Buffer; headers: Record<string, string> },
): Promise<LightMyRequestResponse> {
  return request(app, 'POST', url, token, body.payload, body.headers);
}

/**
 * The expected error body: '<field>: <message>' also carries {field}; an unprefixed text is
 * either a spec text with its field (pass `field`) or a plain {error}.
 */
export function errorBody(error: string, field?: string): { error: string; field?: string } {
  if (field !== undefined) return { error, field };
  const m = /^([A-Za-z_][\w.]*): /.exec(error);
  return m ? { error, field: m[1]! } : { error };
}

/**
 * Issue 19: the {error, field?} of an error answer, once its code is checked. Every error body is
 * {error, code, params?, field?} and nothing else; `code` is a message of the domain catalogue,
 * and that message in en-CA with `params` reads as `error` — or as what follows '<field>: ' in
 * an input error. Tests compare the result with the text they expect, as before codes.
 */
export function errorOf(answer: LightMyRequestResponse | object): {
  error: string;
  field?: string;
} {
  const body = (
    'json' in answer && typeof answer.json === 'function' ? answer.json() : answer
  ) as Record<string, unknown>;
  const { error, code, params, field, ...rest } = body;
  assert.deepEqual(
    rest,
    {},
    `an error body holds only error, code, params, field: ${JSON.stringify(body)}`,
  );
  assert.equal(typeof error, 'string', 'error is a text');
  assert.equal(typeof code, 'string', `error '${String(error)}' has a code`);
  assert.match(code as string, /^domain(\.[a-zA-Z][a-zA-Z0-9]*)+$/, 'code is a message id');
  if (params !== undefined) {
    assert.ok(
      params && typeof params === 'object' && !Array.isArray(params),
      'params is an object',
    );
  }
  const source = messageSources().get(code as string);
  assert.ok(source !== undefined, `code ${String(code)} is a message of the catalogue`);
  const text = translate(code as string, source, params as MessageValues | undefined);
  // The prefix is the field the body names (a client's field name may hold ': ' itself), or for
  // a text prefixed by something else, what precedes the first ': '.
  const prefixedBy = (prefix: unknown) =>
    typeof prefix === 'string' && error === `${prefix}: ${text}`;
  assert.ok(
    error === text || prefixedBy(field) || prefixedBy(/^([^:]+): /.exec(error as string)?.[1]),
    `${String(code)} ${JSON.stringify(params ?? {})} reads '${text}', the error '${String(error)}'`,
  );
  return field === undefined
    ? { error: error as string }
    : { error: error as string, field: field as string };
}

/** An MP4 (`ftyp isom`), a QuickTime movie (`ftyp qt  `) and a WebM (EBML, DocType "webm"). */
export const MP4_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1'),
]);
export const MOV_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x14]),
  Buffer.from('ftypqt  \0\0\0\0qt  ', 'latin1'),
]);
export const WEBM_BYTES = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81,
  0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04,
]);

/** How many files the storage folder holds ("no partial write" includes files). */
export async function storedFileCount(storage: LocalFolderStorage): Promise<number> {
  const entries = await readdir(storage.root, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((e) => e.isFile()).length;
}

/** The product fields of a complete spec §5 submission (POST /products, `product` part). */
export const SUBMISSION = {
  Product_Name: 'Northern Lights',
  Description: 'Classic indica, slow cured.',
  Product_Category: ['Cannabis flowers (mix sizes)', 'Cannabis trimmings'],
  Categories: ['Indica'],
  Harvest_Date: '2026-09-30',
  Manufacturer_name: 'Fraser Valley Craft',
  Lineage: 'Afghani x Thai',
  Aromas: 'Pine, earth',
  Highest_Terpenes: ['Myrcene', 'Limonene'],
  Total_Terpenes_Percentage: 2.15,
  Certification: ['GACP', 'GMP1'],
  Min_QTY_Request: 500,
  Min_Request_G_Including_5_markup: 2.2,
  Grams_Available_When_submitted: 10000,
  Upcoming_QTY_3_Months: 5000,
  THC_Min: 19,
  THC_Max: 23,
  CBD_Min: 0,
  CBD_Max: 1,
};

type Part = Parameters<typeof multipartBody>[0][number];

/** The default files of a submission: a cover, two photos and a certificate. */
export const SUBMISSION_FILES: Part[] = [
  { name: 'cover', filename: 'cover.png', data: PNG_BYTES },
  { name: 'photo', filename: 'bud-1.jpg', data: JPEG_BYTES },
  { name: 'photo', filename: 'bud-2.png', data: Buffer.concat([PNG_BYTES, Buffer.from('two')]) },
  { name: 'certificate', filename: 'coa.pdf', data: PDF_BYTES },
];

/** A POST /products body: the `product` part (JSON of `product`, or raw text) first, then files. */
export function submissionBody(
  product: Record<string, unknown> | string = SUBMISSION,
  files: Part[] = SUBMISSION_FILES,
) {
  return multipartBody([
    { name: 'product', data: typeof product === 'string' ? product : JSON.stringify(product) },
    ...files,
  ]);
}

/**
 * The media cookie POST /token sets (issue 18) as a `Cookie` header value (`leafbid_media=…`), with
 * the Set-Cookie line it came from.
 */
export async function mediaCookieOf(
  app: FastifyInstance,
  idToken: string,
): Promise<{ cookie: string; setCookie: string; accessToken: string }> {
  const res = await request(app, 'POST', '/token', idToken);
  if (res.statusCode !== 200) throw new Error(`POST /token answered ${res.statusCode}`);
  const header = res.headers['set-cookie'];
  const setCookie = (Array.isArray(header) ? header[0] : header) ?? '';
  return {
    cookie: setCookie.split(';')[0]!,
    setCookie,
    accessToken: res.json().access_token as string,
  };
}

/** Issue 20: the cannabis licence's details, sent with its file (a far expiry). */
export const LICENCE_PARTS: Part[] = [
  { name: 'licence_number', data: 'LCL-2024-0001' },
  { name: 'licence_expires_on', data: '2099-12-31' },
];

/**
 * A signed-in user with no contact yet (createUser `contact: false`, with `options`) and its
 * POST /contacts/create of `body(user)`: the sign-up the onboarding tests start from.
 */
export async function signUpNew(
  ctx: Pick<TestContext, 'app' | 'db'>,
  body: (user: TestUser) => object,
  options: Omit<NonNullable<Parameters<typeof createUser>[1]>, 'contact'> = {},
): Promise<{ user: TestUser; res: LightMyRequestResponse }> {
  const user = await createUser(ctx.db, { ...options, contact: false });
  const res = await request(ctx.app, 'POST', '/contacts/create', user.token, body(user));
  return { user, res };
}
