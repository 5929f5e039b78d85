import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import {
  createProduct,
  createTestContext,
  createUser,
  mediaCookieOf,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  postMultipart,
  request,
  type TestContext,
  type TestUser,
  errorOf,
  LICENCE_PARTS,
} from './helpers.js';

/**
 * Issue 11, live updates: GET /events streams each signed-in contact its own events only — a buyer
 * its bid's new status, a seller its listing published or declined, Admins the operator events,
 * everyone a newly published product (without its owner). Heartbeats, Last-Event-ID replay or
 * resync, and a clean close on shutdown. Over a real socket: a stream never ends by itself.
 */
let ctx: TestContext;
let app: FastifyInstance;
let base: string;
const logLines: string[] = [];
let admin: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;

before(async () => {
  ctx = await createTestContext();
  app = await buildApp({
    config: { ...ctx.config, liveHeartbeatMs: 150, logLevel: 'info' },
    db: ctx.db,
    storage: ctx.storage,
    rateLimit: false,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await createUser(ctx.db, { contactType: ['Admin'] });
  buyer = await createUser(ctx.db, { contactType: ['Buyer'], firstName: 'Ada' });
  otherBuyer = await createUser(ctx.db, { contactType: ['Buyer'] });
  seller = await createUser(ctx.db, { contactType: ['Seller'] });
});
after(async () => {
  await app.close();
  await ctx.close();
});

interface Received {
  id: string | undefined;
  type: string;
  data: Record<string, unknown>;
}

/** An EventSource-like reader of GET /events: collects the events, waits for the ones asked for. */
class Stream {
  readonly events: Received[] = [];
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  ended = false;
  private request!: http.ClientRequest;
  private waiters: Array<() => void> = [];
  private buffer = '';

  static async open(user: TestUser, query = '', headers: Record<string, string> = {}) {
    const stream = new Stream();
    const { cookie } = await mediaCookieOf(app, user.token);
    await stream.connect(`/events${query ? `?${query.replace(/^&/, '')}` : ''}`, {
      cookie,
      ...headers,
    });
    return stream;
  }

  connect(path: string, headers: Record<string, string> = {}): Promise<void> {
    return new Promise((resolve, reject) => {
      this.request = http.get(`${base}${path}`, { headers }, (res) => {
        this.status = res.statusCode ?? 0;
        this.headers = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => this.feed(chunk));
        res.on('end', () => {
          if (this.status !== 200) this.body = this.buffer;
          this.ended = true;
          this.notify();
        });
        resolve();
      });
      this.request.on('error', (error) => (this.ended ? undefined : reject(error)));
    });
  }

  private feed(chunk: string) {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      if (fields.event) {
        this.events.push({
          id: fields.id,
          type: fields.event,
          data: JSON.parse(fields.data ?? '{}'),
        });
      }
    }
    this.notify();
  }

  /** A non-stream answer (401/403) is read as its body. */
  body = '';

  private notify() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves with the first event of `type` matching, waiting up to 3 s. */
  async next(
    type: string,
    match: (data: Record<string, unknown>) => boolean = () => true,
  ): Promise<Received> {
    const deadline = Date.now() + 3000;
    for (;;) {
      const found = this.events.find((e) => e.type === type && match(e.data));
      if (found) return found;
      if (this.ended) throw new Error(`stream ended before ${type}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no ${type} within 3 s; got ${this.events.map((e) => e.type).join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The types received besides ready and ping. */
  news(): string[] {
    return this.events.map((e) => e.type).filter((t) => t !== 'ready' && t !== 'ping');
  }

  async waitEnd(): Promise<void> {
    const deadline = Date.now() + 3000;
    while (!this.ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    assert.ok(this.ended, 'the stream ended');
  }

  close() {
    this.request.destroy();
  }
}

/** Lets a published event reach every stream (they run in this process, over loopback). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function bidOf(user: TestUser) {
  const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
  const res = await request(app, 'POST', '/tasks', user.token, {
    productId: product.id,
    quantity: 10,
    pricePerGram: 2,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: string };
}

async function pendingListing(name: string) {
  const product = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    productName: name,
    productActive: false,
  });
  await request(app, 'POST', `/products/${product.id}/request-publish`, seller.token);
  return product;
}

describe('GET /events', () => {
  it('opens a Server-Sent Events stream with ready, then heartbeats', async () => {
    const stream = await Stream.open(buyer);
    assert.equal(stream.status, 200);
    assert.match(String(stream.headers['content-type']), /^text\/event-stream/);
    assert.equal(stream.headers['cache-control'], 'no-cache, no-transform');
    const ready = await stream.next('ready');
    assert.deepEqual(ready.data, { heartbeatMs: 150 });
    assert.match(ready.id!, /^[0-9a-f]{8}\.\d+$/);
    await stream.next('ping');
    stream.close();
  });

  it('a buyer learns its bid moved (bid:updated with the task); nobody else does', async () => {
    const [mine, other, sellers] = await Promise.all([
      Stream.open(buyer),
      Stream.open(otherBuyer),
      Stream.open(seller),
    ]);
    await Promise.all([mine.next('ready'), other.next('ready'), sellers.next('ready')]);
    // The bid is placed with the streams open: the seller's bid_received notification is
    // published after the commit, and with PostgreSQL's hub it arrives through LISTEN later
    // than the answer. Waiting for it here keeps it from landing among the move's events.
    const b = await bidOf(buyer);
    await sellers.next('notification:created');
    const moved = await request(app, 'PUT', `/operator/bids/${b.id}/status`, admin.token, {
      Status: 'Pending',
    });
    assert.equal(moved.statusCode, 200);
    const event = await mine.next('bid:updated');
    const task = event.data.task as {
      id: string;
      Status: string;
      Who_Id: { id: string; name: string };
    };
    assert.equal(task.id, b.id);
    assert.equal(task.Status, 'Pending');
    assert.equal(task.Who_Id.id, buyer.contact!.id);
    assert.ok(event.id, 'events carry an id to resume from');
    await settle();
    assert.deepEqual(other.news(), []);
    assert.deepEqual(sellers.news(), ['notification:created'], 'only the new bid, not the move');
    for (const s of [mine, other, sellers]) s.close();
  });

  it('a published listing: its seller gets listing:published, everyone product:published without the owner', async () => {
    const product = await pendingListing('Live Rosin');
    const [sellers, buyers, admins] = await Promise.all([
      Stream.open(seller),
      Stream.open(buyer),
      Stream.open(admin),
    ]);
    await Promise.all([sellers.next('ready'), buyers.next('ready'), admins.next('ready')]);
    const res = await request(app, 'POST', `/operator/listings/${product.id}/publish`, admin.token);
    assert.equal(res.statusCode, 200);
    const own = await sellers.next('listing:published');
    assert.deepEqual((own.data.product as { Contact_Name: unknown }).Contact_Name, {
      id: seller.contact!.id,
    });
    const card = (await buyers.next('product:published')).data.product as Record<string, unknown>;
    assert.equal(card.id, product.id);
    assert.equal(card.Product_Active, true);
    assert.ok(!('Contact_Name' in card), 'buyers never learn the owner');
    assert.ok(!('Review_Note' in card));
    await admins.next('product:published');
    await settle();
    assert.deepEqual(buyers.news(), ['product:published']);
    for (const s of [sellers, buyers, admins]) s.close();
  });

  it('a declined listing reaches its seller only, with the Review_Note', async () => {
    const product = await pendingListing('Hash');
    const [sellers, buyers] = await Promise.all([Stream.open(seller), Stream.open(buyer)]);
    await Promise.all([sellers.next('ready'), buyers.next('ready')]);
    await request(app, 'POST', `/operator/listings/${product.id}/decline`, admin.token, {
      note: 'Blurry photos',
    });
    const declined = await sellers.next('listing:declined');
    assert.equal((declined.data.product as { Review_Note: string }).Review_Note, 'Blurry photos');
    await settle();
    assert.deepEqual(buyers.news(), []);
    sellers.close();
    buyers.close();
  });

  it('Admins get the operator events: a listing awaiting review, a new bid, a new confirmation', async () => {
    const [admins, buyers, sellers] = await Promise.all([
      Stream.open(admin),
      Stream.open(buyer),
      Stream.open(seller),
    ]);
    await Promise.all([admins.next('ready'), buyers.next('ready'), sellers.next('ready')]);
    const product = await pendingListing('Kief');
    const requested = await admins.next('operator:listing-requested');
    assert.deepEqual(requested.data, { product: { id: product.id, Product_Name: 'Kief' } });
    const b = await bidOf(buyer);
    const bid = await admins.next('operator:bid-created');
    assert.equal((bid.data.bid as { id: string }).id, b.id);
    const newcomer = await createUser(ctx.db, { confirmed: false, firstName: 'Nina' });
    await postMultipart(
      app,
      `/contacts/${newcomer.contact!.id}/attachments`,
      newcomer.token,
      multipartBody([
        { name: 'cannabis_license', filename: 'l.pdf', data: PDF_BYTES },
        ...LICENCE_PARTS,
        { name: 'cra_permit', filename: 'p.png', data: PNG_BYTES },
      ]),
    );
    await request(app, 'PUT', `/contacts/${newcomer.contact!.id}/confirm-account`, newcomer.token);
    const confirmed = await admins.next('operator:account-confirmed');
    assert.equal((confirmed.data.contact as { id: string }).id, newcomer.contact!.id);
    await settle();
    assert.deepEqual(buyers.news(), []);
    // Issue 20: the seller hears only of the bid on its listing, as a notification (bid_received).
    assert.deepEqual(sellers.news(), ['notification:created']);
    for (const s of [admins, buyers, sellers]) s.close();
  });

  it('a reconnect with Last-Event-ID (header or lastEventId) replays what was missed, own events only', async () => {
    const b = await bidOf(buyer);
    const first = await Stream.open(buyer);
    const ready = await first.next('ready');
    first.close();
    await request(app, 'PUT', `/operator/bids/${b.id}/status`, admin.token, { Status: 'Pending' });
    const other = await bidOf(otherBuyer);
    await request(app, 'PUT', `/operator/bids/${other.id}/status`, admin.token, {
      Status: 'Pending',
    });

    const again = await Stream.open(buyer, `&lastEventId=${ready.id}`);
    const replayed = await again.next('bid:updated');
    assert.equal((replayed.data.task as { id: string }).id, b.id);
    await again.next('ready');
    assert.deepEqual(again.news(), ['bid:updated'], 'the other buyer’s event is not replayed');
    again.close();

    const viaHeader = await Stream.open(buyer, '', { 'last-event-id': ready.id! });
    await viaHeader.next('bid:updated');
    viaHeader.close();
  });

  it('an id of an earlier process is answered with resync', async () => {
    const stream = await Stream.open(buyer, '&lastEventId=00000000.5');
    assert.deepEqual((await stream.next('resync')).data, { reason: 'restart' });
    await stream.next('ready');
    stream.close();
  });

  it('refuses without a valid token (401) and for an unconfirmed account (403)', async () => {
    const anonymous = new Stream();
    await anonymous.connect('/events');
    await anonymous.waitEnd();
    assert.equal(anonymous.status, 401);
    const bad = new Stream();
    await bad.connect('/events', { cookie: 'leafbid_media=not-a-token' });
    await bad.waitEnd();
    assert.equal(bad.status, 401);
    const unconfirmed = await createUser(ctx.db, { confirmed: false });
    const refused = await Stream.open(unconfirmed);
    await refused.waitEnd();
    assert.equal(refused.status, 403);
    assert.deepEqual(errorOf(JSON.parse(refused.body)), { error: 'Account not confirmed' });
  });

  it('issue 18: ?access_token= opens no stream (401, redacted in the log); the cookie never reaches a log line', async () => {
    const { cookie, accessToken: token } = await mediaCookieOf(app, buyer.token);
    const inUrl = new Stream();
    await inUrl.connect(`/events?access_token=${token}`);
    await inUrl.waitEnd();
    assert.equal(inUrl.status, 401);
    const stream = new Stream();
    await stream.connect('/events', { cookie });
    await stream.next('ready');
    assert.equal(stream.status, 200);
    stream.close();
    await settle();
    assert.ok(logLines.some((line) => line.includes('/events?access_token=[REDACTED]')));
    assert.ok(!logLines.some((line) => line.includes(token)));
  });

  it('suspending an account ends its open streams', async () => {
    const user = await createUser(ctx.db);
    const stream = await Stream.open(user);
    await stream.next('ready');
    const res = await request(
      app,
      'POST',
      `/operator/accounts/${user.contact!.id}/suspend`,
      admin.token,
      {
        reason: 'Unpaid fees',
      },
    );
    assert.equal(res.statusCode, 200);
    await stream.waitEnd();
  });

  it('shutdown ends every open stream and the server closes', async () => {
    const other = await buildApp({
      config: ctx.config,
      db: ctx.db,
      storage: ctx.storage,
      rateLimit: false,
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.server.address() as AddressInfo).port;
    const { cookie } = await mediaCookieOf(other, buyer.token);
    const stream = new Stream();
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`http://127.0.0.1:${port}/events`, { headers: { cookie } }, (res) => {
        res.on('data', () => resolve());
        res.on('end', () => {
          stream.ended = true;
        });
      });
      req.on('error', reject);
    });
    await other.close();
    await stream.waitEnd();
  });
});
