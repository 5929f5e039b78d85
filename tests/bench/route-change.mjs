// Benchmark (issue 6): how long the route-change overlay covers the page after a click in the
// navigation, per page, on production builds each on its own origin. Prints figures; asserts
// nothing. Run: `node tests/bench/route-change.mjs` after `node scripts/build.mjs`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { shiftedPorts } from '../../scripts/lib/remotes.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { benchSettings } from '../config.mjs';

// Every default port + 500 (host 3500, each remote its declared port + 500, API 4500, …).
const ports = shiftedPorts(500);
const bench = benchSettings().routeChange;
const ROUNDS = bench.rounds;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leafbid-bench-route-'));
const stack = await startStack({ ports, dataDir, quiet: true });
let browser;
try {
  // Inside the try: a browser that cannot start (no Chromium) must not leave the stack running.
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const pages = [
    'Marketplace',
    'Orders',
    ...(bench.account.startsWith('seller') ? ['My Listings'] : []),
  ];
  const first = {};
  const later = Object.fromEntries(pages.map((p) => [p, []]));
  for (const target of pages) {
    // A fresh session per page: its first opening after sign-in, then repeated ones.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.urls.host}/login`);
    await page.getByLabel('Email').fill(bench.account);
    await page.getByLabel('Password').fill('leafbid-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'New Arrivals' }).waitFor();
    await page.locator('.hs-loading-overlay').waitFor({ state: 'detached' });
    if (bench.settleMs !== undefined) await page.waitForTimeout(bench.settleMs);
    const nav = page.getByRole('navigation', { name: /main/i });
    const open = async (name) => {
      const requests = [];
      const onRequest = (r) => requests.push(new URL(r.url()).pathname.split('/').pop());
      page.on('request', onRequest);
      const started = await page.evaluate(() => performance.now());
      await nav.getByRole('link', { name, exact: true }).click();
      // The page's heading in the DOM (under the overlay), then the overlay gone.
      const heading = name === 'Dashboard' ? 'New Arrivals' : name;
      const rendered = await page.evaluate(
        (text) =>
          new Promise((resolve) => {
            const seen = () =>
              [...document.querySelectorAll('h1, h2')].some((h) => h.textContent?.trim() === text);
            const check = () =>
              seen() ? resolve(performance.now()) : requestAnimationFrame(check);
            check();
          }),
        heading,
      );
      await page.waitForFunction(() => !document.querySelector('.hs-loading-overlay'), null, {
        timeout: 10_000,
      });
      const ended = await page.evaluate(() => performance.now());
      page.off('request', onRequest);
      return { ms: Math.round(ended - started), page: Math.round(rendered - started), requests };
    };
    first[target] = await open(target);
    for (let round = 0; round < ROUNDS; round += 1) {
      await open('Dashboard');
      later[target].push(await open(target));
    }
    await context.close();
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  console.log(
    'Route change after a click in the navigation (ms): page rendered (its heading in the DOM) / overlay gone (300 ms minimum)',
  );
  for (const name of pages) {
    const f = first[name];
    console.log(
      `  ${name.padEnd(12)} first ${f.page} / ${f.ms}   then median ${median(later[name].map((o) => o.page))} / ${median(later[name].map((o) => o.ms))}   requests on first: ${f.requests.length}`,
    );
  }
} finally {
  await browser?.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
