// Benchmark (issue 10): the catalogue at 10,000 active products. Prints figures; asserts nothing.
// Run: `npm run bench:catalogue` (builds first). For each database — PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set (a throw-away database is made and dropped) — it starts the whole
// stack with SEED_LOAD_PRODUCTS=10000 and rate limiting off, then at 100 connections prints, as
// ratios to /health in the same run: the first page, a filtered page and a deep page (req/s, p50,
// p99, bytes as sent with br). Then, in Chromium on the PGlite stack: the time from a keystroke in
// the name search to the updated grid, and the most bytes any catalogue answer carried.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import {
  BUYER,
  PASSWORD,
  benchPorts,
  buyerToken,
  withBenchStack,
  withThrowAwayPostgres,
} from './api-stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { benchSettings } from '../config.mjs';

const bench = benchSettings().catalogue;

const PRODUCTS = bench.products;
const SECONDS = bench.seconds;
const CONNECTIONS = 100;
const ports = benchPorts(4);

async function waitForCatalogue(api, token) {
  for (let i = 0; i < 600; i += 1) {
    const response = await fetch(`${api}/products?status=active&limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => null);
    if (response?.ok && (await response.json()).total >= PRODUCTS) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API did not reach ${PRODUCTS} products`);
}

/** The cursor after `rows` rows of the newest-first catalogue (walking pages of 100). */
async function cursorAfter(api, token, rows) {
  let cursor = null;
  for (let seen = 0; seen < rows; seen += 100) {
    const url = `${api}/products?status=active&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const body = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json();
    cursor = body.nextCursor;
  }
  return cursor;
}

/** One answer as sent: status, bytes on the wire, encoding, and its size once decompressed. */
function onWire(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'] ?? 'identity';
          const raw =
            encoding === 'br'
              ? brotliDecompressSync(body).length
              : encoding === 'gzip'
                ? gunzipSync(body).length
                : body.length;
          resolve({ status: response.statusCode, bytes: body.length, encoding, raw });
        });
      })
      .on('error', reject);
  });
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measureHttp(label, stack) {
  const token = await buyerToken(stack);
  const api = stack.urls.api;
  await waitForCatalogue(api, token);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
  const deep = await cursorAfter(api, token, Math.floor(PRODUCTS * 0.8));
  const cases = [
    ['/health', `${api}/health`],
    ['first page', `${api}/products?status=active`],
    [
      'filtered page',
      `${api}/products?status=active&cat=Indica&thcMin=10&thcMax=30&qtyMax=500000&q=kush`,
    ],
    ['deep page (80 %)', `${api}/products?status=active&cursor=${deep}`],
  ];
  const rows = [];
  for (const [name, url] of cases) {
    const one = await onWire(url, headers);
    const result = await load(url, headers);
    rows.push({
      name,
      status: one.status,
      bytes: one.bytes,
      raw: one.raw,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      encoding: one.encoding,
    });
  }
  const health = rows[0].rps;
  console.log(
    `\n${label}: ${PRODUCTS} active products, ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(18)} ${r.rps.toFixed(0).padStart(6)} req/s  ×${(r.rps / health).toFixed(2)} of /health  p50 ${r.p50} ms  p99 ${r.p99} ms  ${r.bytes} bytes ${r.encoding} (${r.raw} uncompressed)  (HTTP ${r.status}, ${r.errors} errors)`,
    );
  }
}

/**
 * Runs in the page before the last keystroke (`text` the whole search): `window.keystroke`
 * resolves to the milliseconds from the key's event to the first frame drawn after the page
 * changed with the view's answer, and their parts (to the request leaving, the API's answer, to
 * that frame). The answer's change is the first change to the page once the view's GET /products
 * has ended (the grid's stale mark lifted, the new cards); rAF then a task: the moment the frame
 * holding it has been produced. An answer that changes nothing shown counts at its arrival.
 */
function watchKeystroke(text) {
  const input = document.querySelector('input[type="search"]');
  /** @type {any} */ (window).keystroke = new Promise((resolve, reject) => {
    if (!input) return reject(new Error('no search box'));
    let pressedAt = null;
    input.addEventListener('keydown', (event) => (pressedAt = event.timeStamp), {
      once: true,
      capture: true,
    });
    const answerOf = () =>
      performance.getEntriesByType('resource').findLast((entry) => {
        const url = new URL(entry.name);
        return url.pathname === '/products' && url.searchParams.get('q') === text;
      });
    const done = (request, drawn) => {
      observer.disconnect();
      clearTimeout(unchanged);
      resolve({
        total: Math.round(drawn - pressedAt),
        toRequest: Math.round(request.startTime - pressedAt),
        answer: Math.round(request.responseEnd - request.startTime),
        toFrame: Math.round(drawn - request.responseEnd),
      });
    };
    const observer = new MutationObserver(() => {
      const request = answerOf();
      if (pressedAt === null || !request || request.responseEnd === 0) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => done(request, performance.now())));
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    const unchanged = setTimeout(() => {
      const request = answerOf();
      if (request && pressedAt !== null) done(request, request.responseEnd);
      else reject(new Error(`no answer for ${text}`));
    }, 5000);
  });
}

async function measureBrowser(stack) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    let largest = 0;
    let whole = false;
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/products') return;
      // Bytes as they came over the wire (compressed), not the decoded body.
      const sizes = await response
        .request()
        .sizes()
        .catch(() => null);
      if (sizes) largest = Math.max(largest, sizes.responseBodySize);
      const body = await response.json().catch(() => null);
      if (body && body.products.length >= PRODUCTS) whole = true;
    });
    await page.goto(`${stack.urls.host}/login`);
    await page.getByLabel('Email').fill(BUYER);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'New Arrivals' }).waitFor();
    await page.goto(`${stack.urls.host}/marketplace`);
    await page.getByRole('list', { name: 'Products' }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    const timings = [];
    const inPage = [];
    const parts = [];
    for (const text of [
      'load pink',
      'load pink kush',
      'load blue',
      'load blue dream #1',
      'lemon haze',
    ]) {
      await search.fill('');
      await page.waitForTimeout(300);
      await search.fill(text.slice(0, -1));
      await page.waitForTimeout(300);
      // The last keystroke; then wait for that view's answer and the grid showing it.
      const answered = page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === '/products' &&
          new URL(r.url()).searchParams.get('q') === text,
      );
      await page.evaluate(watchKeystroke, text);
      const started = Date.now();
      await search.press(text.at(-1));
      await answered;
      await page.waitForFunction(() => {
        const grid = document.querySelector('.mk-grid-wrap');
        return !grid || !grid.classList.contains('mk-grid-wrap--stale');
      });
      timings.push(Date.now() - started);
      const split = await page.evaluate(() => /** @type {any} */ (window).keystroke);
      inPage.push(split.total);
      parts.push(split);
    }
    const median = (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
    console.log(
      `\nChromium, ${PRODUCTS} products: keystroke in the name search → updated grid:` +
        `\n  in the page (the key's event → the frame after the grid shows the answer): median ${median(inPage)} ms, max ${inPage.at(-1)} ms (${inPage.join(', ')})` +
        `\n    of which: key → request sent ${parts.map((p) => p.toRequest).join(', ')} ms; the API's answer ${parts.map((p) => p.answer).join(', ')} ms; answer → frame drawn ${parts.map((p) => p.toFrame).join(', ')} ms` +
        `\n  from this script (Playwright's press → its poll sees the grid, round trips included): median ${median(timings)} ms, max ${timings.at(-1)} ms (${timings.join(', ')})`,
    );
    console.log(
      `  largest catalogue answer on the wire: ${largest} bytes; any answer with the whole catalogue: ${whole ? 'YES' : 'no'}`,
    );
  } finally {
    await browser.close();
  }
}

const seeded = { SEED_LOAD_PRODUCTS: String(PRODUCTS) };
await withBenchStack({ ports, name: 'catalogue', apiEnv: seeded }, async (stack) => {
  await measureHttp('PGlite', stack);
  await measureBrowser(stack);
});
await withThrowAwayPostgres((databaseUrl) =>
  withBenchStack(
    { ports, name: 'catalogue', apiEnv: { ...seeded, DATABASE_URL: databaseUrl } },
    (stack) => measureHttp('PostgreSQL', stack),
  ),
);
