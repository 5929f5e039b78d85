// The federation config every app is built with: each public entry point of @leafbid/shared is a
// singleton (the remote-description contract of issue 11, '/platform', included), and only the
// remotes get the description step.
import { after, before, describe, it } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const {
  COMPILE_HINT,
  StartPreloadPlugin,
  createConfig,
  createSharedConfig,
} = require('./create-config.cjs');
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('createSharedConfig', () => {
  it('shares every public @leafbid/shared entry point, /platform included, as a singleton built from its source', () => {
    const shared = createSharedConfig(path.join(repoRoot, 'host'));
    for (const entry of ['ui', 'platform']) {
      const key = `@leafbid/shared/${entry}`;
      assert.equal(shared[key]?.singleton, true, key);
      assert.equal(shared[key]?.shareKey, key);
      assert.equal(
        shared[key]?.import,
        path.join(repoRoot, 'shared', 'src', entry, 'index.ts'),
        key,
      );
    }
  });

  it('never shares @leafbid/domain: the pure rules are bundled by whoever imports them (issue 17)', () => {
    for (const isHost of [true, false]) {
      const shared = createSharedConfig(path.join(repoRoot, 'remote-orders'), { isHost });
      assert.deepEqual(
        Object.keys(shared).filter((key) => key.startsWith('@leafbid/domain')),
        [],
      );
    }
  });

  it('never shares @leafbid/shared/testing (test fakes and fixtures) at run time, exactly or by a prefix', () => {
    // Federation shares a request when a key equals it, or when a key ending in '/' is a prefix of
    // it ("a trailing slash will match all requests with this prefix"): neither may catch testing.
    const sharedBy = (shared, request) =>
      Object.keys(shared).filter(
        (key) => key === request || (key.endsWith('/') && request.startsWith(key)),
      );
    const testingRequests = Object.keys(require('../../shared/package.json').exports)
      .filter((subpath) => subpath === './testing' || subpath.startsWith('./testing/'))
      .map((subpath) => `@leafbid/shared/${subpath.slice(2)}`);
    assert.ok(testingRequests.includes('@leafbid/shared/testing'));
    for (const dir of ['host', 'remote-orders'])
      for (const isHost of [true, false]) {
        const shared = createSharedConfig(path.join(repoRoot, dir), { isHost });
        for (const request of [...testingRequests, '@leafbid/shared/testing/anything-later'])
          assert.deepEqual(sharedBy(shared, request), [], `${dir}: ${request}`);
        // Still shared: the public entry points.
        assert.deepEqual(sharedBy(shared, '@leafbid/shared/ui'), ['@leafbid/shared/ui']);
      }
  });

  it('needs the kernel it is built against or a later minor: a caret range, not a pin (issue 17)', () => {
    const { version } = require(path.join(repoRoot, 'shared', 'package.json'));
    const shared = createSharedConfig(path.join(repoRoot, 'remote-orders'));
    for (const key of ['@leafbid/shared', '@leafbid/shared/platform', '@leafbid/shared/ui']) {
      assert.equal(shared[key]?.version, version, key);
      assert.equal(shared[key]?.requiredVersion, `^${version}`, key);
    }
    // npm singletons stay pinned to the catalog's exact version.
    assert.equal(shared.react.requiredVersion, shared.react.version);
  });

  it('shares only what must be one instance (issue 12): React, the router, zustand, mitt; not Radix or Firebase', () => {
    const shared = createSharedConfig(path.join(repoRoot, 'host'));
    for (const key of ['react', 'react-dom', 'react-router', 'react-router-dom', 'zustand', 'mitt'])
      assert.equal(shared[key]?.singleton, true, key);
    const npmKeys = Object.keys(shared).filter((key) => !key.startsWith('@leafbid/'));
    assert.deepEqual(
      npmKeys.filter((key) => key.startsWith('@radix-ui/') || key.startsWith('firebase')),
      [],
    );
    // The host provides them first on every page: eagerly, in its main.js; a remote never.
    const hostShared = createSharedConfig(path.join(repoRoot, 'host'), { isHost: true });
    assert.equal(hostShared['react-dom'].eager, true);
    assert.equal(shared['react-dom'].eager, undefined);
    // One copy on the page, not one instance: a remote on another version keeps its own.
    assert.equal(shared['react-hook-form']?.singleton, false);
    // zod and its core likewise, each through its surface (whole, with its locales, it is 52 KB).
    for (const key of ['zod', 'zod/v4/core']) {
      assert.equal(shared[key]?.singleton, false, key);
      assert.match(shared[key].import, /shared-surfaces[\\/]zod(-core)?\.mjs$/, key);
    }
  });
});

describe('createConfig', () => {
  const pluginNames = (config) => config.plugins.map((plugin) => plugin.constructor.name);

  it("names a remote's container from its package.json declaration (one list of remotes, issue 17)", () => {
    const config = createConfig({
      dir: path.join(repoRoot, 'remote-operator'),
      exposes: { './OperatorPage': './src/app/exposes/operator-page.tsx' },
    });
    const federation = config.plugins.find(
      (plugin) => plugin.constructor.name === 'ModuleFederationPlugin',
    );
    assert.equal(config.name, 'operator');
    assert.equal(federation._options.name, 'operator');
    assert.equal(config.output.uniqueName, 'leafbid_operator');
    // A folder without the declaration is an error that says what to write.
    assert.throws(
      () => createConfig({ dir: path.join(repoRoot, 'tooling') }),
      /declare the remote as "leafbid"/,
    );
  });

  it('gives a remote the step that writes its leafbid-remote.json, and the host none', () => {
    const remote = createConfig({
      name: 'orders',
      dir: path.join(repoRoot, 'remote-orders'),
      exposes: { './OrdersPage': './src/app/exposes/orders-page.tsx' },
    });
    const host = createConfig({ name: 'host', dir: path.join(repoRoot, 'host'), isHost: true });
    assert.ok(pluginNames(remote).includes('RemoteDescriptionPlugin'));
    assert.ok(!pluginNames(host).includes('RemoteDescriptionPlugin'));
  });

  it('runs one federation runtime per page: the host hands its runtime-core to the remotes, which do not bundle one', () => {
    const federationOptions = (config) =>
      config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')
        ._options;
    const host = federationOptions(
      createConfig({ name: 'host', dir: path.join(repoRoot, 'host'), isHost: true }),
    );
    assert.equal(host.runtimePlugins.length, 1);
    assert.match(
      host.runtimePlugins[0],
      /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/,
    );
    assert.notEqual(host.experiments?.externalRuntime, true);

    const remoteConfig = createConfig({
      name: 'orders',
      dir: path.join(repoRoot, 'remote-orders'),
      exposes: { './OrdersPage': './src/app/exposes/orders-page.tsx' },
    });
    assert.equal(federationOptions(remoteConfig).experiments.externalRuntime, true);
    // Its standalone page (no host) brings its own copy.
    assert.ok(pluginNames(remoteConfig).includes('StandaloneRuntimePlugin'));
  });

  it("inlines the host's start screen in its page, so it shows at the first paint", () => {
    const page = (config) =>
      config.plugins
        .find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin')
        .userOptions.templateContent({ htmlWebpackPlugin: { options: { title: 'Leafbid' } } });
    const host = createConfig({
      name: 'host',
      dir: path.join(repoRoot, 'host'),
      isHost: true,
      startScreen: { html: '<div class="start">Loading…</div>\n', css: '.start{color:green}' },
    });
    assert.match(page(host), /<title>Leafbid<\/title>/);
    assert.match(page(host), /<style>\.start\{color:green\}<\/style><\/head>/);
    assert.match(page(host), /<div id="root"><div class="start">Loading…<\/div><\/div>/);
    const remote = createConfig({ name: 'orders', dir: path.join(repoRoot, 'remote-orders') });
    assert.match(page(remote), /<div id="root"><\/div>/);
  });

  it('builds @leafbid/shared into one chunk, whichever entry point is asked for first', () => {
    const config = createConfig({ name: 'host', dir: path.join(repoRoot, 'host'), isHost: true });
    const group = config.optimization.splitChunks.cacheGroups.leafbidShared;
    const module = (resource) => ({ resource });
    assert.equal(group.test(module(path.join(repoRoot, 'shared', 'src', 'ui', 'modal.tsx'))), true);
    assert.equal(
      group.test(module(path.join(repoRoot, 'shared', 'src', 'testing', 'fake-api.ts'))),
      false,
    );
    assert.equal(group.test(module(path.join(repoRoot, 'host', 'src', 'index.ts'))), false);
  });
});

/** A throw-away folder with `files` (path → text) for a build. */
function fixture(prefix, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Runs one webpack build of `options`; rejects with its errors. */
function compile(options) {
  const compiler = webpack({
    mode: 'production',
    infrastructureLogging: { level: 'error' },
    ...options,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      compiler.close(() =>
        error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve(),
      ),
    ),
  );
}

describe("the host's compile hint (issue 22)", () => {
  let dir;
  before(() => {
    dir = fixture('leafbid-hint-', {
      // Long enough for the .br/.gz copies (1 KB and more), with a comment minification drops.
      'src/index.js': `/* a comment the minifier drops */\nexport const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\nconsole.log(rows.map((row) => row.toUpperCase()).join());\nimport('./later.js');\n`,
      'src/later.js': 'export const later = () => "later";\n',
    });
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A fixture built with the host config's (or a remote's) minimizers, compression and hint. */
  async function build(config, out) {
    await compile({
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, out), chunkFilename: '[name].[contenthash:8].js' },
      optimization: { minimizer: config.optimization.minimizer },
      plugins: config.plugins.filter((plugin) =>
        ['CompressionPlugin', 'CompileHintPlugin'].includes(plugin.constructor.name),
      ),
    });
    const files = fs.readdirSync(path.join(dir, out)).filter((file) => file.endsWith('.js'));
    assert.equal(files.length, 2, files.join());
    return files.map((file) => path.join(dir, out, file));
  }

  it("starts every one of the host's scripts, minified, with V8's hint, and their .br and .gz copies too", async () => {
    const host = createConfig({ name: 'host', dir: path.join(repoRoot, 'host'), isHost: true });
    for (const file of await build(host, 'host-dist')) {
      const text = fs.readFileSync(file, 'utf8');
      assert.equal(text.split('\n')[0], COMPILE_HINT, file);
      assert.ok(!text.includes('a comment the minifier drops'), 'minified before the hint');
      if (text.length >= 1024) {
        assert.equal(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString(), text);
        assert.equal(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString(), text);
      }
    }
  });

  it("leaves a remote's scripts without it", async () => {
    const remote = createConfig({ name: 'orders', dir: path.join(repoRoot, 'remote-orders') });
    for (const file of await build(remote, 'remote-dist'))
      assert.ok(!fs.readFileSync(file, 'utf8').includes(COMPILE_HINT), file);
  });
});

describe('StartPreloadPlugin (issue 22)', () => {
  let dir;
  before(() => {
    dir = fixture('leafbid-preload-', {
      'src/index.js':
        'import(/* webpackChunkName: "start" */ \'./start.js\');\nimport(/* webpackChunkName: "later" */ \'./later.js\');\n',
      'src/start.js': 'export const start = 1;\n',
      'src/later.js': 'export const later = 2;\n',
    });
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  const build = async (preload, byLocale) => {
    await compile({
      context: dir,
      entry: './src/index.js',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: '/',
        chunkFilename: '[name].[contenthash:8].js',
        clean: true,
      },
      plugins: [new HtmlWebpackPlugin(), new StartPreloadPlugin(preload, byLocale)],
    });
    return fs.readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
  };

  it('asks for the named chunks with the main script, and for no other', async () => {
    const html = await build(['start']);
    const start = fs.readdirSync(path.join(dir, 'dist')).find((f) => /^start\.\w{8}\.js$/.test(f));
    assert.ok(start, 'the chunk is named');
    // (html-webpack-plugin minifies in production: quotes optional)
    const link = new RegExp(
      `<link rel="?preload"? as="?script"? href="?/${start.replace('.', '\\.')}"?>`,
    );
    assert.match(html, link);
    assert.ok(!/href="\/later\./.test(html), html);
  });

  it('fails the build for a chunk no import names', async () => {
    await assert.rejects(build(['missing']), /no chunk named "missing"/);
  });

  it("by locale: writes each locale's files into the page for its start screen to ask for one, and preloads none itself", async () => {
    const html = await build([], { 'en-CA': 'start', 'fr-CA': 'later' });
    const files = fs.readdirSync(path.join(dir, 'dist'));
    const start = files.find((f) => /^start\.\w{8}\.js$/.test(f));
    const later = files.find((f) => /^later\.\w{8}\.js$/.test(f));
    const written = /<script>window\.__leafbidLocaleFiles=(\{.*?\});<\/script>/.exec(html);
    assert.ok(written, html);
    assert.deepEqual(JSON.parse(written[1]), { 'en-CA': [`/${start}`], 'fr-CA': [`/${later}`] });
    assert.ok(!/rel="?preload/.test(html), html);
    await assert.rejects(build([], { 'en-CA': 'missing' }), /no chunk named "missing"/);
  });
});

describe("the host's start stylesheet inside its page (issue 22)", () => {
  const HtmlInlineCssPlugin = require('html-inline-css-webpack-plugin').default;
  let dir;
  before(() => {
    dir = fixture('leafbid-inline-css-', {
      'src/index.js':
        "import './base.css';\nimport(/* webpackChunkName: \"later\" */ './later.js');\n",
      'src/base.css': ':root { --base-token: 8px; }\n',
      'src/later.js': "import './later.css';\nexport const later = 1;\n",
      'src/later.css': '.later { color: green; }\n',
    });
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The fixture built with the config's CSS rule, style files, page and inlining (if any). */
  const build = async (config, out) => {
    await compile({
      context: dir,
      entry: { main: './src/index.js' },
      output: { path: path.join(dir, out), publicPath: '/', clean: true },
      module: { rules: config.module.rules.filter((rule) => String(rule.test).includes('css')) },
      optimization: { minimizer: config.optimization.minimizer },
      plugins: config.plugins.filter(
        (plugin) =>
          plugin instanceof HtmlInlineCssPlugin ||
          ['MiniCssExtractPlugin', 'HtmlWebpackPlugin'].includes(plugin.constructor.name),
      ),
    });
    return {
      html: fs.readFileSync(path.join(dir, out, 'index.html'), 'utf8'),
      css: fs.readdirSync(path.join(dir, out)).filter((file) => file.endsWith('.css')),
    };
  };

  it("puts the main chunk's styles in a <style> of index.html, with no stylesheet request before the first paint; a later chunk's styles stay a file", async () => {
    const host = createConfig({ name: 'host', dir: path.join(repoRoot, 'host'), isHost: true });
    const { html, css } = await build(host, 'host-dist');
    assert.match(html, /<style[^>]*>:root\{--base-token: ?8px\}\s*<\/style>/);
    assert.ok(!/rel="?stylesheet/.test(html), html);
    assert.deepEqual(
      css.map((file) => file.replace(/\.[0-9a-f]{8}\./, '.')),
      ['later.css'],
    );
  });

  it("leaves a remote's page (its standalone development page) with its stylesheet file", async () => {
    const remote = createConfig({ name: 'orders', dir: path.join(repoRoot, 'remote-orders') });
    const { html, css } = await build(remote, 'remote-dist');
    assert.match(html, /<link href="?\/main\.[0-9a-f]{8}\.css"? rel="?stylesheet"?>/);
    assert.equal(css.length, 2);
  });
});
