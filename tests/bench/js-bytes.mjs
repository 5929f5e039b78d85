// Benchmark (issue 12, "First load"): bytes of JavaScript a cold browser downloads before the login
// form shows and before the dashboard shows, per origin and per package, for the composed product
// (production builds, each app on its own origin) and for the same code built as one app; and on
// an emulated slow link, when the login form is usable. Prints figures; asserts nothing.
// Run: `npm run bench:bundle` (builds what is stale first). E2E_PORT_OFFSET moves its ports.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { readRemotes, shiftedPorts } from '../../scripts/lib/remotes.mjs';
import { REMOTES, startStack } from '../../scripts/lib/stack.mjs';
import { startStaticServer } from '../../tooling/serve/serve.mjs';
import {
  bytesByOrigin,
  bytesByPackage,
  kb,
  measureFirstLoad,
  measureSlowLink,
  SLOW_LINK,
  tally,
} from './first-load.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { childEnv, e2ePortOffset } from '../config.mjs';

// Issue 38: ≤ 200 KB before the login form (the 150 KB of issue 12 retired).
const GOALS = { login: 200_000, dashboard: 220_000, composedOverOneApp: 1.1 };
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const offset = e2ePortOffset();
// Every default port + 300 (host 3300, each remote its declared port + 300, API 4300, …).
const ports = shiftedPorts(300 + offset);
// Above every remote's shifted port.
const oneAppPort = 3399 + offset;
const oneAppDir = path.join(repoRoot, 'tests', 'bench', '.one-app');

/** Runs a webpack build with the tooling's webpack. */
async function runWebpack(config) {
  const require = createRequire(path.join(repoRoot, 'tooling', 'package.json'));
  const webpack = require('webpack');
  await new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
}

/** Builds the one-app variant (tests/bench/one-app/webpack.config.cjs) with the tooling's webpack. */
async function buildOneApp() {
  const require = createRequire(path.join(repoRoot, 'tooling', 'package.json'));
  // A promise: it reads the list of remotes, an ES module.
  await runWebpack(
    await require(path.join(repoRoot, 'tests', 'bench', 'one-app', 'webpack.config.cjs')),
  );
}

/**
 * Issue 38: the split by package is through source maps. An app whose dist/.bundle-contents.json
 * was not written so (every ordinary build) is built again here with the BundleContentsPlugin's
 * `sourceMaps`: the maps stay inside webpack (no .map file is written). The code is the same; the
 * bytes were on a tiny remote, but the apps' files got other content hashes (issue 38: to explain).
 */
async function ensureSourceMapContents() {
  const require = createRequire(path.join(repoRoot, 'tooling', 'package.json'));
  const { BundleContentsPlugin } = require('./webpack/bundle-contents-plugin.cjs');
  const folders = [path.join(repoRoot, 'host'), ...readRemotes().map(({ dir }) => dir)];
  for (const dir of folders) {
    const file = path.join(dir, 'dist', '.bundle-contents.json');
    if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).method === 'sourceMaps')
      continue;
    console.log(`› Building ${path.basename(dir)} again with source maps (bytes by package)…`);
    const configFile = path.join(dir, 'webpack.config.cjs');
    const config = await require(configFile);
    // A build changes its config's plugins' options (the one app reads them fresh below).
    delete require.cache[require.resolve(configFile)];
    const plugin = config.plugins.find((each) => each instanceof BundleContentsPlugin);
    plugin.sourceMaps = true;
    const scriptsOf = () =>
      existsSync(path.join(dir, 'dist'))
        ? readdirSync(path.join(dir, 'dist'))
            .filter((name) => name.endsWith('.js'))
            .sort()
            .join()
        : '';
    const before = scriptsOf();
    await runWebpack(config);
    // Content-hashed names: the same names are the same bytes.
    if (before && scriptsOf() !== before)
      console.log(`  (its scripts' names changed: not the same bytes as the build before)`);
    // As scripts/lib/build.mjs after a build: this dist/ is current.
    writeFileSync(path.join(dir, 'dist', '.build-stamp'), new Date().toISOString());
  }
}
await ensureSourceMapContents();

const apps = Object.fromEntries([
  [ports.host, { name: 'host', dist: path.join(repoRoot, 'host', 'dist') }],
  ...readRemotes().map(({ name, dir }) => [ports[name], { name, dist: path.join(dir, 'dist') }]),
  [oneAppPort, { name: 'one app', dist: path.join(oneAppDir, 'dist') }],
]);
const appOf = (url) => apps[Number(url.port)];

console.log('› Building the one-app variant (same code, no Module Federation)…');
await buildOneApp();

const localOrigins = (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leafbid-bench-'));
const stack = await startStack({
  ports,
  dataDir,
  quiet: true,
  env: childEnv({
    CORS_ORIGINS: [ports.host, ...REMOTES.map((name) => ports[name]), oneAppPort]
      .flatMap(localOrigins)
      .join(','),
  }),
});
let oneAppServer;
let browser;
try {
  // Inside the try: a browser that cannot start (no Chromium) must not leave the stack running.
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // The one app reads the same runtime config, remotes.json naming the same remotes, and their
  // descriptions (copied next to it); its remote modules are its own chunks.
  const oneAppUrl = `http://localhost:${oneAppPort}`;
  const runtimeConfig = await (await fetch(`${stack.urls.host}/runtime-config.json`)).json();
  // Their manifests too: the host reads each remote's kernel range there before mounting it.
  for (const { name, dir } of readRemotes()) {
    const description = path.join(dir, 'dist', 'leafbid-remote.json');
    if (!existsSync(description)) continue;
    mkdirSync(path.join(oneAppDir, 'dist', 'remotes', name), { recursive: true });
    for (const file of ['leafbid-remote.json', 'mf-manifest.json'])
      cpSync(path.join(dir, 'dist', file), path.join(oneAppDir, 'dist', 'remotes', name, file));
  }
  oneAppServer = await startStaticServer({
    root: path.join(oneAppDir, 'dist'),
    port: oneAppPort,
    host: 'localhost',
    spa: true,
    generatedFiles: {
      'runtime-config.json': () => runtimeConfig,
      'remotes.json': () =>
        Object.fromEntries(
          REMOTES.map((name) => [name, `${oneAppUrl}/remotes/${name}/mf-manifest.json`]),
        ),
    },
  });

  const composed = await measureFirstLoad(browser, stack.urls.host);
  const oneApp = await measureFirstLoad(browser, oneAppUrl);
  const composedSlow = await measureSlowLink(browser, stack.urls.host);
  const oneAppSlow = await measureSlowLink(browser, oneAppUrl);

  const row = (label, composedScripts, oneAppScripts, goal) => {
    const c = tally(composedScripts);
    const o = tally(oneAppScripts);
    const ratio = c.gzip / o.gzip;
    console.log(
      `${label.padEnd(34)} composed ${kb(c.gzip).padStart(9)} (${kb(c.served)} as served, ${c.files} files)` +
        `   one app ${kb(o.gzip).padStart(9)} (${kb(o.served)}, ${o.files} files)` +
        `   composed / one app ${ratio.toFixed(2)}` +
        `   [goal ≤ ${kb(goal)}: ${c.gzip <= goal ? 'met' : 'not met'}; within 10 %: ${ratio <= GOALS.composedOverOneApp ? 'yes' : 'no'}]`,
    );
  };
  const list = (entries, limit = 14) => {
    const shown = entries.slice(0, limit).map(([name, bytes]) => `${name} ${kb(bytes)}`);
    const rest = entries.slice(limit).reduce((sum, [, bytes]) => sum + bytes, 0);
    return [...shown, ...(rest > 0 ? [`others ${kb(rest)}`] : [])].join(', ');
  };
  const distOf = (url) => appOf(url)?.dist;
  const nameOf = (url) => appOf(url)?.name ?? url.host;

  console.log(
    '\nJavaScript a cold Chromium asks for before each page shows (KB = 1,000 bytes, gzip -6 of each file; "as served" = the bytes on the wire, br). ' +
      "By package: each file's minified bytes attributed through its source map, its gzip bytes split in that proportion",
  );
  row('before the login form shows', composed.beforeLogin, oneApp.beforeLogin, GOALS.login);
  row(
    'before the dashboard shows',
    composed.beforeDashboard,
    oneApp.beforeDashboard,
    GOALS.dashboard,
  );
  for (const [label, key] of [
    ['before the login form', 'beforeLogin'],
    ['before the dashboard', 'beforeDashboard'],
  ]) {
    console.log(`\nComposed, ${label}, by origin: ${list(bytesByOrigin(composed[key], nameOf))}`);
    console.log(
      `Composed, ${label}, by package: ${list(bytesByPackage(composed[key], distOf), 30)}`,
    );
    console.log(`One app,  ${label}, by package: ${list(bytesByPackage(oneApp[key], distOf))}`);
  }

  // Issue 19: what the translation runtime and one locale's catalogues add before the login form.
  const runtime =
    bytesByPackage(composed.beforeLogin, distOf).find(([name]) => name === '@lingui/core')?.[1] ??
    0;
  const hostCatalogue = composed.beforeLogin
    .filter((script) => /\/locale-[a-z]{2}-[A-Z]{2}\.[^/]*\.js$/.test(new URL(script.url).pathname))
    .reduce((sum, script) => sum + script.gzip, 0);
  const onboardingLocales = path.join(repoRoot, 'remote-onboarding', 'dist', 'locales');
  const onboardingCatalogue = existsSync(onboardingLocales)
    ? readdirSync(onboardingLocales)
        .filter((file) => file.startsWith('en-CA.'))
        .reduce(
          (sum, file) =>
            sum + gzipSync(readFileSync(path.join(onboardingLocales, file)), { level: 6 }).length,
          0,
        )
    : 0;
  console.log(
    `\nTranslation (issue 19), before the login form in en-CA: the runtime (@lingui/core) ${kb(runtime)}, the host's catalogue (host, kernel and domain texts, compiled) ${kb(hostCatalogue)} (both counted above), the onboarding remote's catalogue ${kb(onboardingCatalogue)} (JSON, not counted above)`,
  );

  console.log(
    `\nEmulated link (Chrome DevTools protocol: ${(SLOW_LINK.downloadThroughput * 8) / 1e6} Mbps down, ${(SLOW_LINK.uploadThroughput * 8) / 1e3} kbps up, ${SLOW_LINK.latency} ms latency), cold cache, a visitor opening /login; ms after navigation start:`,
  );
  for (const [label, slow] of [
    ['composed', composedSlow],
    ['one app ', oneAppSlow],
  ]) {
    const overlayUp = slow.loginForm - slow.overlay;
    console.log(
      `  ${label}: start overlay shown at ${slow.overlay}, app mounted under it at ${slow.mounted}, login form usable at ${slow.loginForm} (the overlay stayed ${overlayUp} ms: ${overlayUp <= 2050 ? 'its 2 s minimum' : `${overlayUp - 2000} ms over its 2 s minimum`}; ${slow.scripts} scripts)`,
    );
  }
  console.log(
    `\nFast local link: login form shown ${composed.loginMs} ms after navigation (one app ${oneApp.loginMs}); sign-in to dashboard ${composed.signInToDashboardMs} ms (one app ${oneApp.signInToDashboardMs}).`,
  );
  console.log(
    `Start-up done (app mounted under the start overlay), ms after navigation start: visitor on /login ${composed.visitorMountedMs}, signed-in on / ${composed.signedInMountedMs} (one app ${oneApp.visitorMountedMs}, ${oneApp.signedInMountedMs})`,
  );
} finally {
  await browser?.close();
  await oneAppServer?.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
