import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { createMailer } from '../src/outbox/mailer.js';
import { enqueueOutbox } from '../src/outbox/outbox-repository.js';
import { createOutboxRelay, type RelayOptions } from '../src/outbox/relay.js';
import { freshDatabase } from './helpers.js';

/**
 * Issue 20: the relay delivers `email` rows over SMTP (nodemailer) to a real SMTP server, with the
 * webhooks' retries, backoff and death; without a mail server (SMTP_URL unset) it leaves them
 * queued, as it leaves a webhook kind without its URL.
 */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

let database: Database;
let drop: () => Promise<void>;
let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];
/** The SMTP reply code the server gives the next message (250 = accepted). */
let refuseWith: number | null = null;

before(async () => {
  ({ database, drop } = await freshDatabase());
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No DNS lookup of the client's address (slow or absent where the tests run).
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (refuseWith) {
          const error = new Error('mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = refuseWith;
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
after(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await drop();
});
beforeEach(async () => {
  await database.db.delete(schema.outbox);
  received.length = 0;
  refuseWith = null;
});

const row = async (id: string) =>
  (await database.db.select().from(schema.outbox).where(eq(schema.outbox.id, id)))[0]!;

const EMAIL = {
  to: 'seller@leafbid.test',
  subject: 'A new bid on Pink Kush',
  text: 'A buyer bids for 1 200 g at $2.50 per gram on Pink Kush.\n\nOpen Leafbid: http://localhost:3000/listings\n',
  language: 'en-CA',
};

function relay(url: string | null, overrides: Partial<RelayOptions> = {}) {
  const mailer = url
    ? createMailer({ smtpUrl: url, from: 'Leafbid <no-reply@leafbid.test>', timeoutMs: 2000 })
    : undefined;
  return createOutboxRelay({
    db: database.db,
    urls: {},
    maxAttempts: 3,
    pollMs: 50,
    baseBackoffMs: 1000,
    mailer,
    ...overrides,
  });
}

/** A port nothing listens on (a server started and closed). */
async function closedPort(): Promise<number> {
  const probe = new SMTPServer({ logger: false });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.server.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('outbox relay: email rows', () => {
  it('sends an email row to the SMTP server and marks it delivered', async () => {
    const queued = await enqueueOutbox(database.db, 'email', EMAIL);
    const result = await relay(smtpUrl).runOnce();
    assert.deepEqual(result, { delivered: 1, retried: 0, dead: 0 });
    assert.equal(received.length, 1);
    const [mail] = received;
    assert.equal(mail!.from, 'no-reply@leafbid.test');
    assert.deepEqual(mail!.to, ['seller@leafbid.test']);
    assert.match(mail!.raw, /^Subject: A new bid on Pink Kush$/m);
    assert.match(mail!.raw, /^From: Leafbid <no-reply@leafbid\.test>$/m);
    assert.match(mail!.raw, /^Content-Language: en-CA$/m);
    assert.match(mail!.raw, new RegExp(`^Message-ID: <${queued.id}@outbox\\.leafbid>$`, 'mi'));
    assert.match(mail!.raw, /Open Leafbid: http:\/\/localhost:3000\/listings/);
    const stored = await row(queued.id);
    assert.equal(stored.status, 'delivered');
    assert.ok(stored.deliveredAt);
    assert.equal(stored.lastError, null);
    // Delivered once: the next poll sends nothing.
    assert.deepEqual(await relay(smtpUrl).runOnce(), { delivered: 0, retried: 0, dead: 0 });
  });

  it('the mail server down: the row stays queued with its error and a backoff, then is sent', async () => {
    const queued = await enqueueOutbox(database.db, 'email', EMAIL);
    let clock = Date.now();
    const now = () => new Date(clock);
    const down = `smtp://127.0.0.1:${await closedPort()}`;
    assert.deepEqual(await relay(down, { now }).runOnce(), { delivered: 0, retried: 1, dead: 0 });
    const failed = await row(queued.id);
    assert.equal(failed.status, 'queued');
    assert.equal(failed.attempts, 1);
    assert.match(failed.lastError ?? '', /ECONNREFUSED|connect/i);
    assert.ok(failed.nextAttemptAt.getTime() >= clock + 1000, 'retried after the backoff');
    // Not before its time…
    assert.deepEqual(await relay(smtpUrl, { now }).runOnce(), {
      delivered: 0,
      retried: 0,
      dead: 0,
    });
    // …then, the server back, it is sent.
    clock += 1500;
    assert.deepEqual(await relay(smtpUrl, { now }).runOnce(), {
      delivered: 1,
      retried: 0,
      dead: 0,
    });
    assert.equal(received.length, 1);
    assert.equal((await row(queued.id)).status, 'delivered');
  });

  it('a refused message is retried, and dead after the last attempt', async () => {
    const queued = await enqueueOutbox(database.db, 'email', EMAIL);
    refuseWith = 550;
    let clock = Date.now();
    const now = () => new Date(clock);
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) {
      outcomes.push(await relay(smtpUrl, { now }).runOnce());
      clock += 60_000;
    }
    assert.deepEqual(outcomes, [
      { delivered: 0, retried: 1, dead: 0 },
      { delivered: 0, retried: 1, dead: 0 },
      { delivered: 0, retried: 0, dead: 1 },
    ]);
    const dead = await row(queued.id);
    assert.equal(dead.status, 'dead');
    assert.match(dead.lastError ?? '', /550/);
  });

  it('a row that is not an email payload fails with its reason', async () => {
    const queued = await enqueueOutbox(database.db, 'email', { to: 'x@leafbid.test' });
    assert.deepEqual(await relay(smtpUrl).runOnce(), { delivered: 0, retried: 1, dead: 0 });
    assert.match((await row(queued.id)).lastError ?? '', /not an email payload/);
    assert.equal(received.length, 0);
  });

  it('without a mail server (SMTP_URL unset) email rows wait, queued, never attempted; webhooks still go', async () => {
    const email = await enqueueOutbox(database.db, 'email', EMAIL);
    const hooks: string[] = [];
    const webhook = await enqueueOutbox(database.db, 'support_request', { n: 1 });
    const result = await relay(null, {
      urls: { support_request: 'http://hooks.test/support' },
      fetch: (async (url: string) => {
        hooks.push(url);
        return new Response('{}', { status: 200 });
      }) as unknown as typeof fetch,
    }).runOnce();
    assert.deepEqual(result, { delivered: 1, retried: 0, dead: 0 });
    assert.deepEqual(hooks, ['http://hooks.test/support']);
    assert.equal((await row(webhook.id)).status, 'delivered');
    const waiting = await row(email.id);
    assert.equal(waiting.status, 'queued');
    assert.equal(waiting.attempts, 0);
    assert.equal(received.length, 0);
  });
});
