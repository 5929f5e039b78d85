// Measurements for `npm run bench:bundle` (issue 12): what JavaScript a cold browser downloads
// before the login form shows and before the dashboard shows, and how soon the login form is
// usable on an emulated slow link. Figures only; nothing here asserts.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchSettings } from '../config.mjs';

export const BUYER = 'buyer@leafbid.test';
export const PASSWORD = 'leafbid-demo-1';

/** Lighthouse's "slow 4G" (Chrome DevTools throttling): 1.6 Mbps down, 750 kbps up, 150 ms. */
export const SLOW_LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};

/**
 * Records, in page time (ms since navigation start): when the start overlay first shows, when the
 * app mounts under it, when the login form is shown (the app root no longer hidden and no overlay
 * over it: start-up, identity and the first auth state are done, so the form can sign in) and
 * when the dashboard is (New Arrivals with a product card's 'Learn more').
 */
function recordStartTimes() {
  const times = { origin: performance.timeOrigin };
  const mark = (name) => {
    if (times[name] === undefined) times[name] = performance.now();
  };
  window.__leafbidTimes = times;
  new MutationObserver(() => {
    const covered = document.querySelector('.hs-loading-overlay');
    if (covered) mark('overlay');
    const root = document.querySelector('.hs-app-root');
    if (root) mark('mounted');
    if (!root || root.hidden || covered) return;
    if (root.querySelector('input[type="email"]')) mark('loginForm');
    const learnMore = [...root.querySelectorAll('button')].some((button) =>
      /Learn more/.test(button.textContent ?? ''),
    );
    if (learnMore && /New Arrivals/.test(root.textContent ?? '')) mark('dashboard');
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/** The page's marks as wall-clock times (ms since 1970), like a request's start time. */
async function wallClockMarks(page) {
  const times = await page.evaluate(() => window.__leafbidTimes);
  return Object.fromEntries(
    Object.entries(times)
      .filter(([name]) => name !== 'origin')
      .map(([name, at]) => [name, times.origin + at]),
  );
}

/** Every script a page downloads: its URL, size raw, gzip -6 and as served (compressed). */
function collectScripts(page) {
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    const sizes = await response
      .request()
      .sizes()
      .catch(() => null);
    scripts.push({
      url: response.url(),
      raw: body.length,
      gzip: gzipSync(body).length,
      served: sizes?.responseBodySize ?? body.length,
      // When the browser asked for it (ms since 1970).
      requestedAt: response.request().timing().startTime,
    });
  });
  return scripts;
}

/**
 * A visitor opens /login in a cold browser, signs in as the buyer and waits for the dashboard
 * (New Arrivals with its product cards). Then reloads, as a signed-in user would start. A script
 * counts "before" a page when the browser asked for it before the page showed: what was preloaded
 * for later pages once the page was there does not.
 */
export async function measureFirstLoad(browser, hostUrl) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(recordStartTimes);
    const scripts = collectScripts(page);
    await page.goto(`${hostUrl}/login`);
    await page.getByLabel('Email').waitFor();
    await page.waitForTimeout(200);
    const times = await page.evaluate(() => window.__leafbidTimes);

    await page.getByLabel('Email').fill(BUYER);
    await page.getByLabel('Password').fill(PASSWORD);
    const signInAt = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'New Arrivals' }).waitFor();
    await page
      .getByRole('button', { name: /Learn more/ })
      .first()
      .waitFor();
    await page.waitForTimeout(500);
    const marks = await wallClockMarks(page);
    const beforeLogin = scripts.filter((script) => script.requestedAt < marks.loginForm);
    const beforeDashboard = scripts.filter((script) => script.requestedAt < marks.dashboard);

    await page.reload();
    await page.getByRole('heading', { name: 'New Arrivals' }).waitFor();
    const signedIn = await page.evaluate(() => window.__leafbidTimes);
    return {
      beforeLogin,
      beforeDashboard,
      loginMs: Math.round(times.loginForm),
      signInToDashboardMs: Math.round(marks.dashboard - signInAt),
      visitorMountedMs: Math.round(times.mounted),
      signedInMountedMs: Math.round(signedIn.mounted),
    };
  } finally {
    await context.close();
  }
}

/** A visitor opens /login in a cold browser over SLOW_LINK (Chrome DevTools protocol). */
export async function measureSlowLink(browser, hostUrl) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(recordStartTimes);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    const scripts = collectScripts(page);
    const requests = [];
    page.on('requestfinished', (request) => {
      const timing = request.timing();
      requests.push({ url: request.url(), start: timing.startTime, end: timing.responseEnd });
    });
    await page.goto(`${hostUrl}/login`, { timeout: 60_000 });
    await page.getByLabel('Email').waitFor({ timeout: 60_000 });
    const times = Object.fromEntries(
      Object.entries(await page.evaluate(() => window.__leafbidTimes)).map(([name, at]) => [
        name,
        Math.round(at),
      ]),
    );
    // BENCH_WATERFALL=1: every request, ms from the first one (where the time goes).
    if (benchSettings().firstLoad.waterfall) {
      const first = Math.min(...requests.map((request) => request.start));
      for (const { url, start, end } of requests.sort((a, b) => a.start - b.start)) {
        console.log(
          `    ${String(Math.round(start - first)).padStart(5)} → ${String(Math.round(start - first + end)).padStart(5)} ms  ${url}`,
        );
      }
    }
    return { ...times, scripts: scripts.length };
  } finally {
    await context.close();
  }
}

/**
 * Splits downloaded bytes by package: each file's gzip bytes in proportion to its minified bytes
 * by package, attributed through its source map (its dist/.bundle-contents.json, written by a
 * build with LEAFBID_BUNDLE_SOURCE_MAPS=1; an ordinary build's file has its modules' sizes before
 * minification instead, which misleads: issue 38).
 * @param {Array<{ url: string, gzip: number }>} scripts
 * @param {(url: URL) => string | undefined} distOf the dist/ folder a script's origin serves
 */
export function bytesByPackage(scripts, distOf) {
  const contents = new Map();
  const contentsOf = (dist) => {
    if (!contents.has(dist)) {
      const file = path.join(dist, '.bundle-contents.json');
      contents.set(dist, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).files : {});
    }
    return contents.get(dist);
  };
  const totals = {};
  for (const script of scripts) {
    const url = new URL(script.url);
    const dist = distOf(url);
    const sizes = dist ? contentsOf(dist)[path.posix.basename(url.pathname)] : undefined;
    const modulesBytes = sizes ? Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0) : 0;
    if (!sizes || modulesBytes === 0) {
      totals['(not attributed)'] = (totals['(not attributed)'] ?? 0) + script.gzip;
      continue;
    }
    for (const [name, bytes] of Object.entries(sizes)) {
      totals[name] = (totals[name] ?? 0) + (script.gzip * bytes) / modulesBytes;
    }
  }
  return Object.entries(totals).sort(([, a], [, b]) => b - a);
}

/** Bytes per origin, named by what it serves. */
export function bytesByOrigin(scripts, nameOf) {
  const totals = {};
  for (const script of scripts) {
    const url = new URL(script.url);
    const key = `${nameOf(url)} :${url.port}`;
    totals[key] = (totals[key] ?? 0) + script.gzip;
  }
  return Object.entries(totals).sort(([, a], [, b]) => b - a);
}

export function tally(scripts) {
  return {
    files: scripts.length,
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    served: scripts.reduce((sum, script) => sum + script.served, 0),
    raw: scripts.reduce((sum, script) => sum + script.raw, 0),
  };
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
