#!/usr/bin/env node
// Proves the micro-frontend split in a real browser: each built app served from its own origin
// by tooling/serve, the host composing the remotes from a generated remotes.json.
//   node tooling/scripts/smoke-federation.mjs [--build]
// Checks: /marketplace renders the remote's heading; the share scope holds ONE react (and
// react-dom) version, loaded once and used by host and remote; client navigation mounts another
// remote; a remote that is down shows its fallback only where it is mounted and Retry recovers
// once it is back. Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH). Stops every server.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../serve/serve.mjs';
import { buildAll, workspaceRoot } from './build-all.mjs';

const { values: args } = parseArgs({ options: { build: { type: 'boolean', default: false } } });

const SHARE_REPORT = [
  'react',
  'react-dom',
  'react-router-dom',
  'react/jsx-runtime',
  'zustand',
  'mitt',
  'firebase/app',
  'firebase/auth',
  '@leafbid/shared',
  '@leafbid/shared/ui',
  '@leafbid/shared/domain',
  '@leafbid/shared/schemas',
];
const REMOTES = { marketplace: 3001, orders: 3002, listings: 3003, onboarding: 3004 };
const HOST_PORT = 3000;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? ` — ${detail}` : ''}`);
}

/** Default port when free, any free port otherwise (other Leafbid processes may hold 3000–3004). */
async function serveOn(port, options) {
  try {
    return await startStaticServer({ ...options, port, host: '127.0.0.1' });
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    return startStaticServer({ ...options, port: 0, host: '127.0.0.1' });
  }
}

const dist = (app) => path.join(workspaceRoot, app, 'dist');
const servers = new Map();
let browser;

async function main() {
  if (args.build && !(await buildAll())) throw new Error('build failed');
  for (const app of ['host', ...Object.keys(REMOTES).map((name) => `remote-${name}`)]) {
    if (!fs.existsSync(dist(app))) throw new Error(`${app}/dist is missing: run with --build`);
  }

  // listings starts DOWN (its port reserved, nothing listening): the host must cope, then recover.
  for (const [name, port] of Object.entries(REMOTES)) {
    servers.set(name, await serveOn(port, { root: dist(`remote-${name}`) }));
  }
  const listingsPort = servers.get('listings').port;
  await servers.get('listings').close();
  servers.delete('listings');
  const remoteUrls = Object.fromEntries(
    Object.keys(REMOTES).map((name) => [
      name,
      name === 'listings' ? `http://127.0.0.1:${listingsPort}` : servers.get(name).url,
    ]),
  );
  const remotesJson = () =>
    Object.fromEntries(
      Object.entries(remoteUrls).map(([name, url]) => [name, `${url}/mf-manifest.json`]),
    );
  const host = await serveOn(HOST_PORT, {
    root: dist('host'),
    spa: true,
    generatedFiles: { 'remotes.json': remotesJson },
  });
  servers.set('host', host);
  console.log('remotes.json', JSON.stringify(remotesJson()));

  browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const hostScripts = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === host.url && url.pathname.endsWith('.js'))
      hostScripts.push(url.pathname.slice(1));
  });

  // Selectors stay generic (a level-1 heading inside <main>, the boundary's fallback) because the
  // remotes' skeleton pages are being replaced by the real ones.
  const fallbacks = page.locator('[data-remote-fallback]');
  /** Waits until <main> shows a new level-1 heading (the remote mounted) or a fallback. */
  async function remoteMounted(previousHeading = '') {
    await page
      .waitForFunction(
        (previous) => {
          const heading = document.querySelector('main h1')?.textContent ?? '';
          return (
            (heading && heading !== previous) || document.querySelector('[data-remote-fallback]')
          );
        },
        previousHeading,
        { timeout: 20_000 },
      )
      .catch(() => {});
    const fallbackShown = (await fallbacks.count()) > 0;
    const text =
      (await page
        .locator('main h1')
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => '')) ?? '';
    const ok = !fallbackShown && text !== '' && text !== previousHeading;
    const detail = fallbackShown
      ? `fallback for ${await fallbacks.first().getAttribute('data-remote-fallback')}`
      : `heading "${text}"`;
    return { ok, detail, text };
  }

  // 1. A deep link renders the marketplace remote inside the host.
  await page.goto(`${host.url}/marketplace`);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  const shellScripts = [...new Set(hostScripts)];
  const marketplace = await remoteMounted();
  check('/marketplace renders the marketplace remote', marketplace.ok, marketplace.detail);

  const gzipBytes = shellScripts.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist('host'), file))).length,
    0,
  );
  console.log(
    `host JS before first render: ${shellScripts.length} files, ${gzipBytes} bytes gzip (${shellScripts.join(', ')})`,
  );

  // 2. One React at run time: across every federation instance's share scope, each loaded entry of
  // react / react-dom is the same module object, one version, provided by the host. (Entries a
  // remote merely offered and nobody loaded have no `lib`.)
  const shareReport = await page.evaluate((packageNames) => {
    const federation = window.__FEDERATION__;
    const report = {};
    for (const pkg of packageNames) {
      const modules = new Set();
      const versions = new Set();
      const providers = new Set();
      const users = new Set();
      let offered = 0;
      for (const scopes of Object.values(federation.__SHARE__ ?? {})) {
        for (const packages of Object.values(scopes)) {
          for (const [version, entry] of Object.entries(packages[pkg] ?? {})) {
            offered += 1;
            if (typeof entry.lib !== 'function') continue;
            modules.add(entry.lib());
            versions.add(version);
            providers.add(entry.from);
            (entry.useIn ?? []).forEach((user) => users.add(user));
          }
        }
      }
      report[pkg] = {
        offered,
        loadedModules: modules.size,
        versions: [...versions],
        from: [...providers],
        useIn: [...users],
      };
    }
    return { instances: (federation.__INSTANCES__ ?? []).map((instance) => instance.name), report };
  }, SHARE_REPORT);
  console.log(`federation instances: ${shareReport.instances.join(', ')}`);
  for (const [pkg, entry] of Object.entries(shareReport.report))
    console.log(`  ${pkg}: ${JSON.stringify(entry)}`);
  for (const pkg of ['react', 'react-dom']) {
    const entry = shareReport.report[pkg];
    check(
      `one ${pkg} instance at run time`,
      entry.loadedModules === 1 && entry.versions.length === 1 && entry.from.length === 1,
      `${entry.loadedModules} loaded module(s), version ${entry.versions.join(', ')} from ${entry.from.join(', ')}, offered by ${entry.offered} share-scope entries`,
    );
  }

  // Every entry point of @leafbid/shared that is loaded comes from the host's build, so their
  // relative imports (ui → ../bus/bus) are one instance, not one per providing remote.
  const sharedEntries = Object.entries(shareReport.report).filter(
    ([pkg, entry]) => pkg.startsWith('@leafbid/shared') && entry.loadedModules > 0,
  );
  check(
    '@leafbid/shared entry points all run from the host build',
    sharedEntries.length > 0 &&
      sharedEntries.every(([, entry]) => entry.loadedModules === 1 && entry.from.join() === 'host'),
    sharedEntries.map(([pkg, entry]) => `${pkg} from ${entry.from.join(', ')}`).join('; '),
  );

  // 3. Client navigation mounts another remote; the dashboard composes two widgets.
  await page.getByRole('link', { name: 'Orders' }).click();
  const orders = await remoteMounted(marketplace.text);
  check('client navigation to /orders renders the orders remote', orders.ok, orders.detail);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll('main > *').length >= 2 &&
        !document.querySelector('main [aria-busy]'),
      null,
      { timeout: 20_000 },
    )
    .catch(() => {});
  check(
    'the dashboard renders NewArrivals and PendingOrders without a fallback',
    (await fallbacks.count()) === 0 && (await page.locator('main > *').count()) >= 2,
  );

  // 4. listings is down: its fallback shows only where it is mounted, Retry recovers once it is back.
  await page.getByRole('link', { name: 'Listings' }).click();
  const fallback = page.getByRole('alert', { name: 'listings unavailable' });
  await fallback.waitFor({ timeout: 30_000 }).catch(() => {});
  check(
    'listings down: its fallback shows and the navigation still works',
    (await fallback.isVisible()) &&
      Boolean(
        (await fallback.textContent())?.includes('This part of Leafbid could not be loaded.'),
      ) &&
      (await page.getByRole('navigation', { name: 'Main' }).isVisible()),
  );
  servers.set(
    'listings',
    await startStaticServer({ root: dist('remote-listings'), port: listingsPort }),
  );
  if (await fallback.isVisible()) await fallback.getByRole('button', { name: 'Retry' }).click();
  const listings = await remoteMounted();
  check('Retry loads listings once it is back', listings.ok, listings.detail);
  await page.getByRole('link', { name: 'Marketplace' }).click();
  const marketplaceAgain = await remoteMounted(listings.text);
  check('the other remotes kept working', marketplaceAgain.ok, marketplaceAgain.detail);

  check('no uncaught page errors', pageErrors.length === 0, pageErrors.join(' | '));
}

try {
  await main();
} catch (error) {
  check('smoke run completed', false, error instanceof Error ? error.stack : String(error));
} finally {
  await browser?.close();
  await Promise.all([...servers.values()].map((server) => server.close()));
}
const failed = checks.filter((c) => !c.ok).length;
console.log(
  failed
    ? `\nfederation smoke: ${failed} check(s) FAILED`
    : `\nfederation smoke: all ${checks.length} checks passed`,
);
process.exit(failed ? 1 : 0);
