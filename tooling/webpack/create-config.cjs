// One production webpack + Module Federation config for the host and every remote.
// See /ARCHITECTURE.md "Run-time composition": the host has no static remotes (it registers
// them from remotes.json at run time); each remote emits remoteEntry.js + mf-manifest.json, and
// leafbid-remote.json: the routes, links and widgets it offers (see remote-description.cjs).
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { RemoteDescriptionPlugin } = require('./remote-description.cjs');
const { federationRuntimeOptions, StandaloneRuntimePlugin } = require('./federation-runtime.cjs');
const { SharedSurfacePlugin } = require('./shared-surface-plugin.cjs');
const { BundleContentsPlugin } = require('./bundle-contents-plugin.cjs');

// The workspace package @leafbid/shared (its exports map hides ./package.json).
const sharedDir = path.resolve(__dirname, '..', '..', 'shared');

// Packages that must exist once at run time: one React, one router context, one auth store, one bus.
// A trailing slash shares every subpath (react/jsx-runtime, @leafbid/shared/domain, …).
// Only what must be one instance is shared (issue 12): a shared module is provided whole, never
// tree-shaken. Firebase is imported by @leafbid/shared alone (its identity module), so the one
// @leafbid/shared instance already means one Firebase app and one auth instance; each Radix
// package is imported by one build only (the UI kit's dialog and tabs, the host's menu, the
// marketplace's filters), so sharing them only cost a chunk per package and every export.
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'zustand',
  'zustand/',
  'mitt',
];

// Not instance-bound, but used by several remotes on the way to the first pages (the login form,
// the dashboard's widgets): shared so the page runs one copy, not one per remote. Not a singleton:
// an app built against another version uses its own. The host provides and loads it at start
// (host/src/app/remote/shared-libraries.ts): a remote consuming a shared module it has to fetch
// itself does so only after its container has started, a round trip more on its first page.
// zod is not shared: it would be provided whole, locales included (52 KB gzip instead of 14).
const DEDUPLICATED = ['react-hook-form'];

/**
 * Singletons shared through a surface (./shared-surface-plugin.cjs): every build provides the
 * surface module for these requests instead of the whole package.
 * @type {import('./shared-surface-plugin.cjs').SharedSurface[]}
 */
const SHARED_SURFACES = [
  {
    packageName: 'react-router',
    requests: ['react-router', 'react-router-dom'],
    file: path.join(__dirname, 'shared-surfaces', 'react-router.mjs'),
    packageAlias: 'leafbid-react-router-package',
  },
];

/** Package name of a share key: 'react/' → 'react', 'firebase/auth' → 'firebase', '@a/b/' → '@a/b'. */
function packageNameOf(shareKey) {
  const parts = shareKey.split('/').filter(Boolean);
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The exact installed version and folder of a package, resolved like the app would resolve it
 * (then like @leafbid/shared would, for packages only shared depends on, e.g. firebase).
 * Some packages (Radix) do not export ./package.json, so walk up from their entry instead.
 * @returns {{ version: string, dir: string } | undefined}
 */
function installedPackage(packageName, fromDirs) {
  for (const from of fromDirs) {
    try {
      const file = require.resolve(`${packageName}/package.json`, { paths: [from] });
      return { version: require(file).version, dir: path.dirname(file) };
    } catch {
      // not exported or not resolvable from here: try the entry point
    }
    let entry;
    try {
      entry = require.resolve(packageName, { paths: [from] });
    } catch {
      continue;
    }
    for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (!fs.existsSync(file)) continue;
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === packageName && pkg.version) return { version: pkg.version, dir };
    }
  }
  return undefined;
}

function installedVersion(packageName, fromDirs) {
  return installedPackage(packageName, fromDirs)?.version;
}

/** The surface answering a share key, if it has one. */
function surfaceFor(shareKey) {
  return SHARED_SURFACES.find((surface) => surface.requests.includes(shareKey));
}

/** resolve.alias: each surface's import of its real package, as this app resolves it. */
function surfaceAliases(dir) {
  const aliases = {};
  for (const surface of SHARED_SURFACES) {
    const installed = installedPackage(surface.packageName, [dir, sharedDir]);
    if (installed) aliases[`${surface.packageAlias}$`] = installed.dir;
  }
  return aliases;
}

/** The federation `shared` map: explicit, exact versions; singletons but for DEDUPLICATED. */
function createSharedConfig(dir, { isHost = false } = {}) {
  const shared = {};
  for (const key of SINGLETONS) {
    const version = installedVersion(packageNameOf(key), [dir, sharedDir]);
    if (!version) continue; // not installed anywhere this app can reach: nothing to share
    shared[key] = { singleton: true, version, requiredVersion: version };
    // The host provides them first on every page: eager, they are part of its main.js instead of
    // a dozen requests after it (on HTTP/1.1, six at a time, each a round trip; issue 12).
    if (isHost) shared[key].eager = true;
    const surface = surfaceFor(key);
    if (surface) shared[key].import = surface.file;
  }
  for (const key of DEDUPLICATED) {
    const version = installedVersion(packageNameOf(key), [dir, sharedDir]);
    if (!version) continue;
    shared[key] = { singleton: false, version, requiredVersion: version };
  }
  // @leafbid/shared: every public entry point ('.', './domain', './schemas', './ui') is a singleton
  // whose `import` is its resolved source file. Path imports are provided by every build even when
  // the app never imports them, so the host (initialised first) provides the whole package and all
  // entry points run from ONE build: their relative imports of stateful modules (ui → ../bus/bus,
  // ../api/media-url → ../config) are then one instance, not one per providing remote.
  const sharedPackage = require(path.join(sharedDir, 'package.json'));
  const singletonVersion = {
    singleton: true,
    version: sharedPackage.version,
    requiredVersion: sharedPackage.version,
  };
  for (const [subpath, target] of Object.entries(sharedPackage.exports)) {
    if (subpath === './testing' || typeof target !== 'string') continue;
    const shareKey = subpath === '.' ? '@leafbid/shared' : `@leafbid/shared/${subpath.slice(2)}`;
    shared[shareKey] = { ...singletonVersion, shareKey, import: path.join(sharedDir, target) };
  }
  // Any other subpath someone adds later.
  shared['@leafbid/shared/'] = { ...singletonVersion };
  return shared;
}

/** @leafbid/shared's own sources (not its test helpers), wherever a build meets them. */
function isLeafbidSharedSource(module) {
  const resource = module.resource ?? '';
  return (
    resource.startsWith(path.join(sharedDir, 'src') + path.sep) &&
    !resource.startsWith(path.join(sharedDir, 'src', 'testing') + path.sep)
  );
}

function swcRule(test, parser) {
  return {
    test,
    // Compile workspace sources too (@leafbid/shared exports TypeScript), never npm packages.
    exclude: /[\\/]node_modules[\\/]/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser,
          target: 'es2020',
          transform: { react: { runtime: 'automatic' } },
        },
      },
    },
  };
}

/**
 * Entry chunks are content-hashed like every other chunk. The federation runtime module
 * (@module-federation/enhanced 2.9.2) resolves this template while webpack >= 5.111 computes
 * chunk hashes, before any content hash exists, and webpack then throws "Path variable
 * [contenthash] not implemented in this context" (module-federation/core#5077). It only needs
 * the folder depth there, so answer with the unhashed name until the content hash is known.
 * @param {import('webpack').PathData} pathData
 */
function entryFilename(pathData) {
  const contentHash = pathData.chunk && pathData.chunk.contentHash;
  return contentHash && contentHash.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

const FAVICON =
  'data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 32 32%27%3E%3Crect width=%2732%27 height=%2732%27 rx=%276%27 fill=%27%232f7a4d%27/%3E%3Cpath d=%27M9 23c0-8 6-14 15-14-1 9-6 15-14 15%27 fill=%27%23e8f3ec%27/%3E%3C/svg%3E';

/**
 * index.html. A start screen's markup and styles are inlined, so it shows at the first paint,
 * before any script has arrived (issue 12: on a slow link that is most of the start).
 * @param {string} title
 * @param {{ html: string, css: string }} [startScreen]
 */
function pageTemplate(title, startScreen) {
  const style = startScreen ? `<style>${startScreen.css}</style>` : '';
  const root = startScreen ? startScreen.html.trim() : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="icon" href="${FAVICON}">${style}</head><body><div id="root">${root}</div></body></html>`;
}

/**
 * @param {object} options
 * @param {string} options.name federation container name (host, marketplace, orders, listings, onboarding)
 * @param {string} options.dir the app folder (its __dirname)
 * @param {number} [options.port] the app's default local port; webpack does not use it (tooling/serve does)
 * @param {Record<string, string>} [options.exposes] the remote's whole public API
 * @param {boolean} [options.isHost]
 * @param {{ html: string, css: string }} [options.startScreen] shown in the page's #root from the
 *   first paint until the app's first render replaces it (the host's start overlay)
 * @returns {import('webpack').Configuration}
 */
function createConfig({ name, dir, exposes = {}, isHost = false, startScreen }) {
  if (!name || !dir) throw new Error('createConfig needs { name, dir }');
  return {
    name,
    mode: 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: false,
    parallelism: 2,
    performance: { hints: false },
    output: {
      path: path.join(dir, 'dist'),
      filename: entryFilename,
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Remotes run from whatever origin serves them; the host owns its origin and deep routes.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `leafbid_${name}`,
      clean: true,
    },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // Every @leafbid/shared entry point ('.', '/ui', '/domain', …) is provided on its own,
          // and their modules import each other relatively: left to the default split, each
          // entry's chunk carried its own copy of the modules they have in common (the domain
          // rules three times over). They are one instance and load together (see the host's
          // loadSharedSingletons), so they are one chunk.
          leafbidShared: {
            test: isLeafbidSharedSource,
            name: 'leafbid-shared',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: surfaceAliases(dir),
      symlinks: true,
    },
    module: {
      rules: [
        swcRule(/\.ts$/, { syntax: 'typescript', tsx: false }),
        swcRule(/\.tsx$/, { syntax: 'typescript', tsx: true }),
        swcRule(/\.(c|m)?jsx?$/, { syntax: 'ecmascript', jsx: true }),
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        manifest: true,
        dts: false,
        // Remotes are registered at run time; reuse whatever singleton is already loaded.
        shareStrategy: 'loaded-first',
        shared: createSharedConfig(dir, { isHost }),
        ...federationRuntimeOptions(isHost),
      }),
      new SharedSurfacePlugin(SHARED_SURFACES),
      // What each file is made of, for `npm run bench:bundle` (dist/.bundle-contents.json).
      new BundleContentsPlugin(),
      // The host's page; a remote's page only serves standalone local development.
      new HtmlWebpackPlugin({
        title: isHost ? 'Leafbid' : `Leafbid — ${name}`,
        templateContent: ({ htmlWebpackPlugin }) =>
          pageTemplate(htmlWebpackPlugin.options.title, startScreen),
        chunks: ['main'],
      }),
      // A remote describes itself as data the host reads at run time (checked here).
      ...(isHost
        ? []
        : [new RemoteDescriptionPlugin({ name, dir, exposes }), new StandaloneRuntimePlugin()]),
    ],
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig, createSharedConfig };
