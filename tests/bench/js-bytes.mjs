// Benchmark: bytes of JavaScript the browser downloads before the login form shows and before the
// dashboard shows (gzip, as the static server sends it), against production builds served each
// on its own origin. Prints figures; asserts nothing. Run: `npm run bench:bundle` (after a build).
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startStack } from '../../scripts/lib/stack.mjs';

// E2E_PORT_OFFSET moves these too, so two checkouts can measure side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = {
  host: 3300 + offset,
  marketplace: 3301 + offset,
  orders: 3302 + offset,
  listings: 3303 + offset,
  onboarding: 3304 + offset,
  api: 4300 + offset,
  auth: 9399 + offset,
};
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leafbid-bench-'));
const stack = await startStack({ ports, dataDir, quiet: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage();
  // When start-up is done: StartGate mounts the app (hidden under the overlay) once config,
  // identity, auth and the remotes (remotes.json and their descriptions) are ready.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.hs-app-root')) return;
      window.__leafbidStartedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const startedAt = () => page.evaluate(() => Math.round(window.__leafbidStartedAt ?? -1));
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({
        url: response.url(),
        gzip: gzipSync(body).length,
        raw: body.length,
        at: Date.now(),
      });
  });
  const tally = (list) => ({
    files: list.length,
    gzip: list.reduce((sum, s) => sum + s.gzip, 0),
    raw: list.reduce((sum, s) => sum + s.raw, 0),
  });
  const byOrigin = (list) =>
    Object.entries(
      list.reduce((acc, s) => {
        const origin = new URL(s.url).port;
        acc[origin] = (acc[origin] ?? 0) + s.gzip;
        return acc;
      }, {}),
    )
      .map(([port, bytes]) => `:${port} ${bytes}`)
      .join(', ');

  const began = Date.now();
  await page.goto(`${stack.urls.host}/login`);
  await page.getByLabel('Email').waitFor();
  const loginAt = Date.now();
  await page.waitForTimeout(200);
  const beforeLogin = scripts.filter((s) => s.at <= loginAt);

  await page.getByLabel('Email').fill('buyer@leafbid.test');
  await page.getByLabel('Password').fill('leafbid-demo-1');
  const signInAt = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'New Arrivals' }).waitFor();
  await page
    .getByRole('button', { name: /Learn more/ })
    .first()
    .waitFor();
  const dashboardAt = Date.now();
  const beforeDashboard = scripts.filter((s) => s.at <= dashboardAt);

  const anonymousStart = await startedAt();

  // A signed-in user's start: reload the dashboard.
  await page.reload();
  await page.getByRole('heading', { name: 'New Arrivals' }).waitFor();
  const signedInStart = await startedAt();

  const login = tally(beforeLogin);
  const dashboard = tally(beforeDashboard);
  console.log(
    `JavaScript before the login form shows: ${login.gzip} bytes gzip (${login.raw} raw, ${login.files} files) [${byOrigin(beforeLogin)}] in ${loginAt - began} ms`,
  );
  console.log(
    `JavaScript before the dashboard shows:  ${dashboard.gzip} bytes gzip (${dashboard.raw} raw, ${dashboard.files} files) [${byOrigin(beforeDashboard)}]; sign-in to dashboard ${dashboardAt - signInAt} ms`,
  );
  console.log(
    `Start-up done (app mounted under the start overlay), ms after navigation start: visitor on /login ${anonymousStart}, signed-in on / ${signedInStart}`,
  );
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
