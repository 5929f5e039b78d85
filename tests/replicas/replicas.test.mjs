// Issue 21: three API replicas (the built api/dist/server.js) on one PostgreSQL behind HAProxy,
// with Redis for the rate limits and an S3-compatible server for the files — nothing that
// matters may live in one process. Each check talks to particular replicas directly where it
// matters which one answers (a stream on one, the write through another), and through the load
// balancer otherwise. Run: `pnpm --filter @leafbid/api run test:replicas` (builds the API first).
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { mintIdToken, missingTools, requireFromApi, startCluster } from './cluster.mjs';
import { CI } from '../config.mjs';

const missing = missingTools();
// In CI the tools are installed (.ci/run); a machine without them skips, saying why.
const skip = missing.length > 0 && !CI ? `needs ${missing.join(', ')}` : false;

const RATE_LIMIT = 300;
const BUYER = { uid: 'demo-buyer', email: 'buyer@leafbid.test' };
const SELLER = { uid: 'demo-seller', email: 'seller@leafbid.test' };
const ADMIN = { uid: 'demo-admin', email: 'admin@leafbid.test' };
const tokenOf = (user) => mintIdToken(user.uid, user.email);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check()` holds, at most `timeoutMs`; fails otherwise. */
async function until(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, `not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** The automation service stand-in: keeps every delivery of the purchase-request webhook. */
function startReceiver() {
  const deliveries = [];
  const control = { delayMs: 5 };
  const inFlight = new Map();
  let overlapping = 0;
  const server = http.createServer((req, res) => {
    const key = String(req.headers['idempotency-key'] ?? '');
    req.resume();
    req.on('end', () => {
      // Two relays delivering one row at the same time would show here.
      if (inFlight.get(key)) overlapping += 1;
      inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      // Slow (delayMs) so that deliveries are under way when a replica is killed.
      setTimeout(() => {
        inFlight.set(key, inFlight.get(key) - 1);
        deliveries.push({ key, at: Date.now() });
        res.end('{}');
      }, control.delayMs);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/hooks/purchase_request`,
        deliveries,
        control,
        overlapping: () => overlapping,
        stop: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

/**
 * One request. A 503 is sent again (bounded): HAProxy answers it when no replica passed its last
 * health check, which a busy 2-core machine can make happen; the API itself answers 503 only to
 * /health. Every request sent again here is safe to repeat (reads, bids with a clientRequestId).
 */
async function call(base, method, path, token, body) {
  for (let attempt = 0; ; attempt += 1) {
    const res = await callOnce(base, method, path, token, body);
    if (res.status !== 503 || attempt >= 20) return res;
    await sleep(250);
  }
}

async function callOnce(base, method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json, text, headers: response.headers };
}

async function ok(base, method, path, token, body) {
  const res = await call(base, method, path, token, body);
  assert.ok(res.status < 300, `${method} ${base}${path} answered ${res.status}: ${res.text}`);
  return res.json;
}

/** A GET /events reader: collects events, waits (bounded) for the ones asked for. */
async function openStream(base, token, lastEventId) {
  // Issue 18: the stream authenticates with the HttpOnly media cookie POST /token sets, never a
  // token in the URL; any replica reads the cookie another one set.
  const answer = await call(base, 'POST', '/token', token);
  assert.ok(answer.status < 300, `POST ${base}/token answered ${answer.status}: ${answer.text}`);
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0];
  assert.match(cookie, /^leafbid_media=./, 'POST /token sets the media cookie');
  const query = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
  const events = [];
  let buffer = '';
  let request;
  await new Promise((resolve, reject) => {
    request = http.get(`${base}/events${query}`, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`GET /events answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = {};
          for (const line of block.split('\n')) {
            fields[line.slice(0, line.indexOf(':'))] = line.slice(line.indexOf(':') + 2);
          }
          if (fields.event) {
            events.push({ id: fields.id, type: fields.event, data: JSON.parse(fields.data) });
          }
        }
      });
      resolve();
    });
    request.on('error', reject);
  });
  return {
    events,
    async next(type, match = () => true, timeoutMs = 8000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = events.find((e) => e.type === type && match(e.data));
        if (found) return found;
        await sleep(20);
      }
      throw new Error(`no ${type} within ${timeoutMs} ms; got ${events.map((e) => e.type)}`);
    },
    close: () => request.destroy(),
  };
}

describe('API replicas behind a load balancer (issue 21)', { skip }, () => {
  let cluster;
  let receiver;
  // Every kill -9 while webhooks were being delivered (the burst's too).
  let kills = 0;

  before(async () => {
    if (missing.length) throw new Error(`the replicas suite needs ${missing.join(', ')}`);
    receiver = await startReceiver();
    cluster = await startCluster({
      env: {
        RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
        // Long enough that a page kept by a replica that was not told would be seen stale.
        CATALOGUE_PAGE_TTL_MS: '60000',
        CATALOGUE_COUNT_TTL_MS: '60000',
        LIVE_HEARTBEAT_MS: '1000',
        AUTOMATION_URL_PURCHASE_REQUEST: receiver.url,
        OUTBOX_POLL_MS: '100',
        OUTBOX_BATCH_SIZE: '2',
        OUTBOX_REQUEST_TIMEOUT_MS: '2000',
        OUTBOX_LEASE_MARGIN_MS: '1000',
        TRUST_PROXY: '127.0.0.1',
      },
    });
  });

  after(async () => {
    await cluster?.stop();
    await receiver?.stop();
  });

  /**
   * New confirmed buyers the operator has verified (issue 18: bids wait for the verification),
   * contacts linked to fresh identities, written straight to the database.
   */
  async function newBuyers(n, prefix) {
    const users = [];
    for (let i = 0; i < n; i += 1) {
      const uid = `${prefix}-${i}-${randomBytes(3).toString('hex')}`;
      const email = `${uid}@leafbid.test`;
      const { rows } = await cluster.db.query(
        `insert into contacts (id, first_name, last_name, email, user_uid, contact_type, account_confirmed, verified_at)
         values ($1, 'Load', $2, $3, $4, '{Buyer}', true, now()) returning id`,
        [`c_${randomBytes(8).toString('hex')}`, `Buyer ${i}`, email, uid],
      );
      users.push({ uid, email, contactId: rows[0].id, token: mintIdToken(uid, email) });
    }
    return users;
  }

  /** An active product of the demo seller, as the seller sees it. */
  async function sellersActiveProduct(base) {
    const { products } = await ok(base, 'GET', '/products?owner=me', tokenOf(SELLER));
    const product = products.find((p) => p.Product_Active);
    assert.ok(product, 'the demo seller has an active product');
    return product;
  }

  async function publishThrough(base, productId) {
    await ok(base, 'POST', `/products/${productId}/request-publish`, tokenOf(SELLER));
    await ok(base, 'POST', `/operator/listings/${productId}/publish`, tokenOf(ADMIN));
  }

  const marketplace = (base) =>
    ok(base, 'GET', '/products?status=active&limit=100', tokenOf(BUYER));

  it('an event caused through one replica reaches streams held on the others, and resumes on any', async () => {
    const [a, b, c] = cluster.replicas.map((r) => r.url);
    const product = await sellersActiveProduct(a);
    await ok(a, 'PUT', `/products/${product.id}/archive`, tokenOf(SELLER));
    // Access tokens come from the load balancer (any replica): one secret signs them all.
    const onB = await openStream(b, tokenOf(BUYER));
    const onC = await openStream(c, tokenOf(BUYER));
    try {
      await Promise.all([onB.next('ready'), onC.next('ready')]);
      await publishThrough(a, product.id);
      const isIt = (data) => data.product?.id === product.id;
      const [heardB, heardC] = await Promise.all([
        onB.next('product:published', isIt),
        onC.next('product:published', isIt),
      ]);
      assert.equal(heardB.id, heardC.id, 'one event, one id on every replica');

      // Missed while away, replayed on yet another replica from its Last-Event-ID.
      onB.close();
      await ok(a, 'PUT', `/products/${product.id}/archive`, tokenOf(SELLER));
      await publishThrough(a, product.id);
      const back = await openStream(c, tokenOf(BUYER), heardB.id);
      try {
        const ready = await back.next('ready');
        const replayed = back.events.slice(0, back.events.indexOf(ready));
        assert.deepEqual(
          replayed.map((e) => [e.type, e.data.product?.id]),
          [['product:published', product.id]],
          'the event missed is replayed before ready',
        );
        assert.ok(!back.events.some((e) => e.type === 'resync'));
      } finally {
        back.close();
      }
    } finally {
      onB.close();
      onC.close();
    }
  });

  it('a write through one replica is never read stale through another', async () => {
    const [a, b, c] = cluster.replicas.map((r) => r.url);
    const product = await sellersActiveProduct(a);
    for (let round = 0; round < 3; round += 1) {
      // Every replica keeps the marketplace page (CATALOGUE_PAGE_TTL_MS: 60 s here).
      for (const base of [b, c, cluster.url]) {
        const page = await marketplace(base);
        assert.ok(
          page.products.some((p) => p.id === product.id),
          `round ${round}: listed`,
        );
      }
      const before = (await marketplace(b)).total;
      await ok(a, 'PUT', `/products/${product.id}/archive`, tokenOf(SELLER));
      for (const base of [b, c, cluster.url]) {
        const page = await marketplace(base);
        assert.ok(
          !page.products.some((p) => p.id === product.id),
          `round ${round}: archived through one replica, still listed by ${base}`,
        );
        assert.equal(page.total, before - 1, `round ${round}: the kept count was dropped too`);
      }
      await publishThrough(a, product.id);
      for (const base of [b, c]) {
        const page = await marketplace(base);
        assert.ok(
          page.products.some((p) => p.id === product.id),
          `round ${round}: back on ${base}`,
        );
        assert.equal(page.total, before);
      }
    }
  });

  it("one user's rate limit is one budget across the replicas", async () => {
    const [user] = await newBuyers(1, 'limited');
    const statuses = [];
    let sent = 0;
    const total = RATE_LIMIT + 50;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (sent < total) {
          sent += 1;
          // 503 is the load balancer's own answer (no replica ready on a busy machine): the
          // request reached no replica, so it is sent again.
          for (let attempt = 0; ; attempt += 1) {
            const res = await call(
              cluster.url,
              'GET',
              `/tasks?who_id=${user.contactId}`,
              user.token,
            );
            if (res.status === 503 && attempt < 20) {
              await sleep(200);
              continue;
            }
            statuses.push(res.status);
            break;
          }
        }
      }),
    );
    const limited = statuses.filter((s) => s === 429).length;
    const answered = statuses.filter((s) => s === 200).length;
    assert.equal(answered + limited, total, `only 200 and 429: ${[...new Set(statuses)]}`);
    assert.equal(answered, RATE_LIMIT, 'the budget is spent once, not once per replica');
    assert.equal(limited, 50);
  });

  it('a file uploaded through one replica is served by the others (S3-compatible storage)', async () => {
    const [user] = await newBuyers(1, 'uploader');
    const [a, b, c] = cluster.replicas.map((r) => r.url);
    // 9 MB: more than one 8 MiB part, so the upload to the bucket is a multipart one.
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n', 'latin1'),
      randomBytes(9 * 1024 * 1024),
      Buffer.from('\n%%EOF\n', 'latin1'),
    ]);
    const boundary = `----leafbid${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="cannabis_license"; filename="licence.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
      ),
      pdf,
      // Issue 20: the licence's number and expiry go with its file.
      Buffer.from(
        `\r\n--${boundary}\r\ncontent-disposition: form-data; name="licence_number"\r\n\r\nLCL-1` +
          `\r\n--${boundary}\r\ncontent-disposition: form-data; name="licence_expires_on"\r\n\r\n2099-12-31`,
      ),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await fetch(`${a}/contacts/${user.contactId}/attachments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    const uploaded = await upload.json();
    assert.equal(upload.status, 201, JSON.stringify(uploaded));
    const fileId = uploaded.data[0].id;
    const digest = (bytes) => createHash('sha256').update(bytes).digest('hex');
    for (const base of [b, c, cluster.url]) {
      const res = await fetch(`${base}/file/${fileId}`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      assert.equal(res.status, 200, `${base}/file/${fileId}`);
      assert.equal(res.headers.get('content-type'), 'application/pdf');
      assert.equal(res.headers.get('content-disposition'), 'attachment; filename="licence.pdf"');
      assert.equal(res.headers.get('content-length'), String(pdf.length));
      assert.equal(digest(Buffer.from(await res.arrayBuffer())), digest(pdf));
    }
    // The bytes are in the bucket, not in a replica's folder.
    const { S3Client, HeadObjectCommand } = requireFromApi('@aws-sdk/client-s3');
    const s3 = new S3Client({
      endpoint: cluster.s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: {
        accessKeyId: cluster.s3.accessKeyId,
        secretAccessKey: cluster.s3.secretAccessKey,
      },
    });
    const { rows } = await cluster.db.query(
      'select storage_key from contact_documents where id = $1',
      [fileId],
    );
    const head = await s3.send(
      new HeadObjectCommand({ Bucket: cluster.s3.bucket, Key: rows[0].storage_key }),
    );
    assert.equal(head.ContentLength, pdf.length);
    assert.equal(head.ContentType, 'application/pdf');
    s3.destroy();
  });

  /** An active product with plenty of grams, and a bid on it that passes every check. */
  async function biddable() {
    const a = cluster.replicas[0].url;
    const { products } = await marketplace(a);
    for (const card of products) {
      const { product } = await ok(a, 'GET', `/products/${card.id}`, tokenOf(BUYER));
      const grams =
        (product.Grams_Available_When_submitted ?? 0) + (product.Upcoming_QTY_3_Months ?? 0);
      const minimum = Math.max(product.Min_QTY_Request ?? 1, 1);
      if (grams >= minimum + 1000) {
        return {
          productId: product.id,
          minimum,
          price: Math.max(product.Min_Request_G_Including_5_markup ?? 1, 0.01),
        };
      }
    }
    throw new Error('no active product with 1,000 g or more');
  }

  /**
   * Bids through the load balancer, 16 at a time. A client that gets no answer (or a 5xx) sends
   * the same bid again with the same clientRequestId, as the browser does. `during(acknowledged)`
   * runs before each bid (the kill); `firstTo(i)` names where bid i is sent first (default: the
   * load balancer; a retry always goes there). Answers the task id acknowledged for each bid.
   */
  async function placeBids(buyers, perBuyer, during = async () => {}, firstTo = () => cluster.url) {
    const target = await biddable();
    const run = randomBytes(3).toString('hex');
    const bids = buyers.flatMap((buyer) =>
      Array.from({ length: perBuyer }, (_, i) => ({
        first: firstTo(i),
        buyer,
        clientRequestId: `bid_${run}_${i}`,
        quantity: target.minimum + (i % 10),
      })),
    );
    const acknowledged = new Map();
    let retried = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < bids.length) {
          const bid = bids[next];
          next += 1;
          await during(acknowledged.size);
          for (let attempt = 0; ; attempt += 1) {
            assert.ok(attempt < 30, `bid ${bid.clientRequestId} never acknowledged`);
            let res = null;
            try {
              res = await call(
                attempt === 0 ? bid.first : cluster.url,
                'POST',
                '/tasks',
                bid.buyer.token,
                {
                  productId: target.productId,
                  quantity: bid.quantity,
                  pricePerGram: target.price,
                  clientRequestId: bid.clientRequestId,
                },
              );
            } catch {
              res = null;
            }
            if (res && res.status < 300) {
              const key = `${bid.buyer.contactId}/${bid.clientRequestId}`;
              const taskId = res.json.data.id;
              assert.ok(
                !acknowledged.has(key) || acknowledged.get(key) === taskId,
                'a retried bid is answered with the same task',
              );
              acknowledged.set(key, taskId);
              break;
            }
            assert.ok(!res || res.status >= 500, `bid refused: ${res?.status} ${res?.text}`);
            retried += 1;
            await sleep(100);
          }
        }
      }),
    );
    assert.equal(acknowledged.size, bids.length, 'every bid acknowledged');
    return { acknowledged, retried };
  }

  it('kill -9 of a replica during a burst of bids loses no acknowledged bid and makes no duplicate', async () => {
    const buyers = await newBuyers(4, 'bidder');
    const victim = cluster.replicas[1];
    let killed = false;
    // Every fourth bid goes straight to the replica that is killed: those in flight then get no
    // answer (some committed, some not) and the client sends them again through the load balancer.
    const { acknowledged, retried } = await placeBids(
      buyers,
      60,
      async (count) => {
        if (killed || count < 60) return;
        killed = true;
        kills += 1;
        await victim.kill();
      },
      (i) => (i % 4 === 0 ? victim.url : cluster.url),
    );
    assert.ok(killed, 'a replica was killed during the burst');
    assert.ok(retried > 0, 'clients sent bids again after the kill');
    const { rows } = await cluster.db.query(
      `select contact_id, client_request_id, id from tasks where contact_id = any($1)`,
      [buyers.map((b) => b.contactId)],
    );
    assert.equal(rows.length, acknowledged.size, 'one task per bid: none lost, none duplicated');
    for (const row of rows) {
      assert.equal(acknowledged.get(`${row.contact_id}/${row.client_request_id}`), row.id);
    }
    console.log(`# burst: ${rows.length} bids, ${retried} retries after the kill`);
    await victim.restart();
  });

  it('the outbox delivers each row once to a local receiver while replicas die', async () => {
    const rowsOf = async () =>
      (await cluster.db.query(`select id, status from outbox where kind = 'purchase_request'`))
        .rows;
    await until(async () => (await rowsOf()).every((r) => r.status === 'delivered'), 60_000);
    // 300 more webhooks at once, delivered slowly: they are still being delivered when replicas
    // are killed (one at a time, each restarted).
    receiver.control.delayMs = 60;
    const delivered = receiver.deliveries.length;
    const fresh = 300;
    await cluster.db.query(
      `insert into outbox (id, kind, payload)
       select 'o_' || md5(random()::text || n), 'purchase_request', jsonb_build_object('n', n)
       from generate_series(1, $1::int) n`,
      [fresh],
    );
    // Killed at a quarter and at half of the deliveries, and restarted meanwhile (a restart
    // takes seconds: the others carry on).
    let duringDelivery = 0;
    const restarts = [];
    for (const [i, victim] of [cluster.replicas[2], cluster.replicas[0]].entries()) {
      await until(
        async () => receiver.deliveries.length - delivered >= (fresh * (i + 1)) / 4,
        30_000,
      );
      const queued = (await rowsOf()).some((r) => r.status === 'queued');
      kills += 1;
      await victim.kill();
      if (queued) duringDelivery += 1;
      restarts.push(victim.restart());
    }
    await Promise.all(restarts);
    assert.ok(duringDelivery >= 1, 'a replica was killed while rows were being delivered');
    await until(async () => (await rowsOf()).every((r) => r.status === 'delivered'), 60_000);
    const rows = await rowsOf();
    assert.deepEqual(
      rows.filter((r) => r.status !== 'delivered'),
      [],
      'every row delivered',
    );
    const received = new Map();
    for (const d of receiver.deliveries) received.set(d.key, (received.get(d.key) ?? 0) + 1);
    for (const row of rows) assert.ok(received.has(row.id), `row ${row.id} reached the receiver`);
    assert.equal(receiver.overlapping(), 0, 'no row was being delivered by two relays at once');
    // A relay killed after the receiver answered but before it recorded the delivery sends that
    // row again once its lease ends (the Idempotency-Key lets the receiver tell). Only a kill can
    // cause it: at most one batch (OUTBOX_BATCH_SIZE 2) per kill.
    const twice = [...received.values()].filter((n) => n > 1).length;
    console.log(
      `# outbox: ${rows.length} rows, ${kills} kills (${duringDelivery} during the deliveries), ${twice} sent again`,
    );
    assert.ok(twice <= kills * 2, `${twice} rows delivered more than once`);
  });
});
