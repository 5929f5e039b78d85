// Benchmark (issue 12): the API's write path. Prints figures; asserts nothing.
// Run: `npm run bench:api` (builds first). For each database — PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set (a throw-away database is made and dropped) — it starts the stack with
// rate limiting off and, at CONNECTIONS connections for SECONDS seconds each, prints req/s, p50,
// p99 and the ratio to /health of the same run for: a bid (POST /tasks, every check of the bid:
// availability, price, idempotency, the outbox row in the same transaction), an edit
// (PUT /tasks/{id}), GET /tasks and GET /products/{id}. BENCH_BIDS bids (3,000) are sent, each
// with its own clientRequestId; then the buyer's tasks are counted: every 2xx answer must be
// exactly one new task (no bid lost, none duplicated).
//
// Replicas mode (issue 21; BENCH_ONLY=replicas, or with the others when PostgreSQL, HAProxy and
// Redis are installed): bids per second through HAProxy to 1 and then 3 API replicas on one
// throw-away PostgreSQL, rate limits in Redis — the loopback stack of tests/replicas/ and
// deploy/. On one 2-core machine the replicas, PostgreSQL, HAProxy and the load generator share
// the cores, so the ratio says what the shared state costs more than how far it scales.
import autocannon from 'autocannon';
import { mintIdToken, missingTools, startCluster } from '../replicas/cluster.mjs';
import {
  BUYER,
  benchPorts,
  buyerToken,
  withBenchStack,
  withThrowAwayPostgres,
} from './api-stack.mjs';
import { benchSettings } from '../config.mjs';

const bench = benchSettings().api;

const SECONDS = bench.seconds;
const CONNECTIONS = bench.connections;
// Bids are sent as a fixed number of requests, not for a duration: autocannon drops the answers
// still in flight when a duration ends, and those bids are stored all the same.
const BIDS = bench.bids;
const ports = benchPorts(5);

async function getJson(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * An active product the buyer may bid on, with 1,000 g or more beyond its minimum order (the bids
 * below ask for the minimum plus up to 899 g), and its minimum price.
 */
async function biddableProduct(api, token) {
  const { products } = await getJson(`${api}/products?status=active&limit=100`, token);
  for (const card of products) {
    const { product } = await getJson(`${api}/products/${card.id}`, token);
    const grams =
      (product.Grams_Available_When_submitted ?? 0) + (product.Upcoming_QTY_3_Months ?? 0);
    const minimum = product.Min_QTY_Request ?? 0;
    if (grams >= minimum + 1000 && !product.Contact_Name) return product;
  }
  throw new Error('no active product with 1,000 g or more beyond its minimum order');
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const row = (name, result, health) => ({
  name,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  ok: result['2xx'],
  bad: result.non2xx + result.errors + result.timeouts,
  ratio: health ? result.requests.average / health : 1,
});

async function measure(label, stack) {
  const api = stack.urls.api;
  const token = await buyerToken(stack);
  const { data: contact } = await getJson(
    `${api}/contact-by-email?email=${encodeURIComponent(BUYER)}`,
    token,
  );
  const product = await biddableProduct(api, token);
  const price = Math.max(product.Min_Request_G_Including_5_markup ?? 1, 0.01);
  // Every bid at or above the listing's minimum order (issue 18: the API refuses less).
  const smallest = Math.max(product.Min_QTY_Request ?? 1, 1);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const tasksBefore = (await getJson(`${api}/tasks?who_id=${contact.id}`, token)).data.length;

  const rows = [];
  const health = await load({ url: `${api}/health` });
  rows.push(row('/health', health, null));

  // Reads first, on the demo buyer's own few tasks; then the writes.
  const reads = await load({
    url: `${api}/tasks?who_id=${contact.id}`,
    headers: { authorization: headers.authorization },
  });
  rows.push(row(`GET /tasks (${tasksBefore} tasks)`, reads, health.requests.average));
  const one = await load({
    url: `${api}/products/${product.id}`,
    headers: { authorization: headers.authorization },
  });
  rows.push(row('GET /products/{id}', one, health.requests.average));

  let sequence = 0;
  const run = `${Date.now().toString(36)}`;
  const bids = await load({
    amount: BIDS,
    url: `${api}/tasks`,
    method: 'POST',
    headers,
    requests: [
      {
        setupRequest: (request) => {
          sequence += 1;
          return {
            ...request,
            body: JSON.stringify({
              productId: product.id,
              quantity: smallest + (sequence % 900),
              pricePerGram: price,
              clientRequestId: `bench_${run}_${sequence}`,
            }),
          };
        },
      },
    ],
  });
  rows.push(row('bid (POST /tasks)', bids, health.requests.average));
  const tasksAfter = (await getJson(`${api}/tasks?who_id=${contact.id}`, token)).data;
  const created = tasksAfter.length - tasksBefore;

  // Edits spread over the bids just made (one bid per connection at a time is what users do).
  const editable = tasksAfter
    .filter((t) => t.Status === 'Not Started' && t.What_Id?.id === product.id)
    .slice(0, 1000)
    .map((t) => t.id);
  let edit = 0;
  const edits = await load({
    url: `${api}/tasks/x`,
    method: 'PUT',
    headers,
    requests: [
      {
        setupRequest: (request) => {
          edit += 1;
          return {
            ...request,
            path: `/tasks/${editable[edit % editable.length]}`,
            body: JSON.stringify({ quantity: smallest + (edit % 800), pricePerGram: price }),
          };
        },
      },
    ],
  });
  rows.push(row('edit (PUT /tasks/{id})', edits, health.requests.average));

  console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s each`);
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} req/s  ×${r.ratio.toFixed(2)} of /health  p50 ${r.p50} ms  p99 ${r.p99} ms  (${r.ok} 2xx, ${r.bad} other)`,
    );
  }
  console.log(
    `  bids answered 2xx: ${bids['2xx']}; new tasks: ${created} → ${created === bids['2xx'] ? 'every bid stored once' : 'MISMATCH'}`,
  );
}

/** Bids through the load balancer to `count` replicas; every 2xx must be one stored task. */
async function measureReplicas(count) {
  const cluster = await startCluster({
    replicas: count,
    s3: false,
    env: { RATE_LIMIT_PER_MINUTE: '100000000', OUTBOX_POLL_MS: '60000' },
  });
  try {
    const api = cluster.url;
    const token = mintIdToken('demo-buyer', BUYER);
    const product = await biddableProduct(api, token);
    const price = Math.max(product.Min_Request_G_Including_5_markup ?? 1, 0.01);
    const minimum = Math.max(product.Min_QTY_Request ?? 1, 1);
    const health = await load({ url: `${api}/health` });
    let sequence = 0;
    const run = `${Date.now().toString(36)}`;
    const bids = await load({
      amount: BIDS,
      url: `${api}/tasks`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            sequence += 1;
            return {
              ...request,
              body: JSON.stringify({
                productId: product.id,
                quantity: minimum + (sequence % 100),
                pricePerGram: price,
                clientRequestId: `bench_${run}_${sequence}`,
              }),
            };
          },
        },
      ],
    });
    const { rows } = await cluster.db.query(
      `select count(*)::int as n from tasks where client_request_id like $1`,
      [`bench_${run}_%`],
    );
    return { health, bids, stored: rows[0].n };
  } finally {
    await cluster.stop();
  }
}

async function benchReplicas() {
  const missing = missingTools();
  if (missing.length) {
    console.log(`\nReplicas: skipped (needs ${missing.join(', ')})`);
    return;
  }
  const results = [];
  for (const count of [1, 3]) results.push({ count, ...(await measureReplicas(count)) });
  console.log(
    `\nReplicas behind HAProxy on PostgreSQL (rate limits in Redis): ${CONNECTIONS} connections, ${BIDS} bids`,
  );
  for (const r of results) {
    console.log(
      `  ${r.count} replica${r.count > 1 ? 's' : ' '}  bids ${r.bids.requests.average.toFixed(0).padStart(5)} req/s  p50 ${r.bids.latency.p50} ms  p99 ${r.bids.latency.p99} ms  (${r.bids['2xx']} 2xx, ${r.bids.non2xx + r.bids.errors + r.bids.timeouts} other; ${r.stored} stored → ${r.stored === r.bids['2xx'] ? 'every bid stored once' : 'MISMATCH'})  /health ${r.health.requests.average.toFixed(0)} req/s`,
    );
  }
  const [one, three] = results;
  console.log(
    `  scaling: 3 replicas / 1 replica = ×${(three.bids.requests.average / one.bids.requests.average).toFixed(2)} bids/s`,
  );
}

// BENCH_ONLY=pglite, postgres or replicas measures one of them.
const only = bench.only;
if (only === 'replicas') {
  await benchReplicas();
  process.exit(0);
}
if (only !== 'postgres') {
  await withBenchStack({ ports, name: 'api' }, (stack) => measure('PGlite', stack));
}
if (only !== 'pglite') {
  await withThrowAwayPostgres((databaseUrl) =>
    withBenchStack({ ports, name: 'api', apiEnv: { DATABASE_URL: databaseUrl } }, (stack) =>
      measure('PostgreSQL', stack),
    ),
  );
}
if (!only) await benchReplicas();
