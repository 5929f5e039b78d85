// One production webpack + Module Federation config for the host and every remote.
// See /ARCHITECTURE.md "Run-time composition": the host has no static remotes (it registers
// them from remotes.json at run time); each remote emits remoteEntry.js + mf-manifest.json, and
// leafbid-remote.json: the routes, links and widgets it offers (see remote-description.cjs).
const path = require('node:path');
const zlib = require('node:zlib');

const repoRoot = path.resolve(__dirname, '..', '..');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const HtmlInlineCssPlugin = require('html-inline-css-webpack-plugin').default;
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { RemoteDescriptionPlugin } = require('./remote-description.cjs');
const { federationRuntimeOptions, StandaloneRuntimePlugin } = require('./federation-runtime.cjs');
const { SharedSurfacePlugin } = require('./shared-surface-plugin.cjs');
const { BundleContentsPlugin } = require('./bundle-contents-plugin.cjs');
const { IntegrityPlugin } = require('./integrity-plugin.cjs');
const { FirstLoadBudgetPlugin } = require('./first-load-budget.cjs');
const { cssScopePluginFor } = require('./css-scope-plugin.cjs');
const { KernelExportsPlugin } = require('./kernel-exports-plugin.cjs');
const { HostCataloguePlugin } = require('../i18n/used-catalogues.cjs');
const { LOCALES } = require('../i18n/catalogues.cjs');
const { DefinePlugin } = require('webpack');
const {
  KERNEL,
  SHARED_SURFACES,
  createSharedConfig,
  isLeafbidSharedSource,
  surfaceAliases,
} = require('./shared-config.cjs');

function swcRule(test, parser) {
  return {
    test,
    // Compile workspace sources too (@leafbid/shared exports TypeScript), never npm packages.
    exclude: /[\\/]node_modules[\\/]/,
    // Importing a name a workspace module does not export fails the build instead of running with
    // `undefined` (for the kernel's entry points, shared through federation, KernelExportsPlugin).
    parser: { exportsPresence: 'error' },
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

/**
 * Issue 22: each text file is also written compressed at build time, Brotli at its best quality
 * (11: too slow to run per request; ~8 % smaller than the quality 5 the server could afford) and
 * gzip at 9, and the static server sends these files as they are (tooling/serve, deploy/static.conf).
 */
const PRECOMPRESSED = [
  {
    extension: 'br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  },
  { extension: 'gz', algorithm: 'gzip', compressionOptions: { level: 9 } },
];
const precompressed = () =>
  PRECOMPRESSED.map(
    ({ extension, algorithm, compressionOptions }) =>
      new CompressionPlugin({
        filename: `[path][base].${extension}`,
        algorithm,
        compressionOptions,
        test: /\.(js|json|css|html|svg)$/,
        threshold: 1024,
        minRatio: 0.9,
      }),
  );

/**
 * Issue 22: V8's explicit compile hint. A script whose first line is this comment has all its
 * functions compiled while it streams in, on a background thread, instead of each one on the main
 * thread the first time it is called (Chrome 136 and later; any other engine reads a comment). The
 * host's scripts run nearly whole on every page (React, the router, the kernel, zod, the identity
 * SDK, the start-up): A/B in one hour, Lighthouse mobile's total blocking time on /login went from
 * 558–828 to 362–397 ms. A remote's files are partly run (one page of several), and marking them
 * too did not pay (README, "Speed on a phone").
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
class CompileHintPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { BannerPlugin, Compilation } = compiler.webpack;
    new BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      include: /\.js$/,
      // After minification (which drops comments), before the .br/.gz copies and the content hash.
      stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
    }).apply(compiler);
  }
}

/**
 * Issue 22: the page asks for the chunks every start runs (`chunkGroups`, named by their imports'
 * webpackChunkName) with the main script, as `<link rel="preload">` in its head, instead of when
 * the main script has run and imported them: on a slow link the round trips between were idle.
 * A chunk every start runs in one language of several (`byLocale`: a locale's catalogue) cannot be
 * named in advance: the page gets each locale's files (`window.__leafbidLocaleFiles`), and its
 * start-screen script, which knows the language, asks for that one's.
 */
class StartPreloadPlugin {
  /**
   * @param {readonly string[]} chunkGroups
   * @param {Readonly<Record<string, string>>} [byLocale] locale → chunk name
   */
  constructor(chunkGroups, byLocale = {}) {
    this.chunkGroups = chunkGroups;
    this.byLocale = byLocale;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('StartPreloadPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const filesOf = (name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`StartPreloadPlugin: no chunk named "${name}"`);
          return group
            .getFiles()
            .filter((f) => /\.(js|css)$/.test(f))
            .map((file) => `${publicPath}${file}`);
        };
        for (const name of this.chunkGroups) {
          for (const href of filesOf(name)) {
            data.assetTags.styles.push({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'StartPreloadPlugin' },
              attributes: {
                rel: 'preload',
                as: href.endsWith('.css') ? 'style' : 'script',
                href,
              },
            });
          }
        }
        const locales = Object.entries(this.byLocale);
        if (locales.length > 0) {
          const files = Object.fromEntries(
            locales.map(([locale, name]) => [locale, filesOf(name)]),
          );
          data.assetTags.styles.push({
            tagName: 'script',
            voidTag: false,
            meta: { plugin: 'StartPreloadPlugin' },
            attributes: {},
            innerHTML: `window.__leafbidLocaleFiles=${JSON.stringify(files)};`,
          });
        }
        return data;
      });
    });
  }
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
 * A remote's federation name, as its package.json declares it once for every reader
 * (`"leafbid": { "remote": "<name>", "port": <port> }`, see scripts/lib/remotes.mjs).
 * @param {string} dir the remote's folder
 */
function declaredRemoteName(dir) {
  const file = path.join(dir, 'package.json');
  const name = require(file).leafbid?.remote;
  if (typeof name !== 'string' || name === '')
    throw new Error(
      `${file}: declare the remote as "leafbid": { "remote": "<name>", "port": <port> }`,
    );
  return name;
}

/**
 * @param {object} options
 * @param {string} [options.name] federation container name: the host's 'host'; a remote's is read
 *   from its package.json (`leafbid.remote`) when not given
 * @param {string} options.dir the app folder (its __dirname)
 * @param {Record<string, string>} [options.exposes] the remote's whole public API
 * @param {boolean} [options.isHost]
 * @param {{ html: string, css: string }} [options.startScreen] shown in the page's #root from the
 *   first paint until the app's first render replaces it (the host's start overlay)
 * @param {string[]} [options.preload] chunks (webpackChunkName) every start loads: the page asks
 *   for them with its main script
 * @param {Record<string, string>} [options.preloadByLocale] locale → the chunk every start in that
 *   locale loads: the page's start screen asks for its language's (StartPreloadPlugin)
 * @returns {import('webpack').Configuration}
 */
function createConfig({
  name: givenName,
  dir,
  exposes = {},
  isHost = false,
  startScreen,
  preload = [],
  preloadByLocale = {},
}) {
  if (!dir) throw new Error('createConfig needs { dir }');
  if (isHost && !givenName) throw new Error("createConfig needs the host's { name }");
  const name = givenName ?? declaredRemoteName(dir);
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
      // Issue 22: a chunk or stylesheet from another origin (a remote's) is asked for in CORS
      // mode, as its manifest was: on the same connection (see host/src/app/remote/cross-origin.ts).
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    optimization: {
      // Issue 22: JavaScript minified by swc and the extracted CSS by esbuild (webpack's default,
      // terser, took most of a build; the start of a fresh clone builds six apps).
      minimizer: [
        new MinimizerPlugin({
          test: /\.[cm]?js(\?.*)?$/i,
          minify: MinimizerPlugin.swcMinify,
          terserOptions: { compress: { passes: 2 }, mangle: true },
          // Licence comments stay in the files (swc's default) rather than in .LICENSE.txt files.
          extractComments: false,
        }),
        new MinimizerPlugin({
          test: /\.css(\?.*)?$/i,
          minify: MinimizerPlugin.esbuildMinifyCss,
        }),
      ],
      splitChunks: {
        cacheGroups: {
          // Every @leafbid/shared entry point ('.', '/ui', '/platform') is provided on its own,
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
          // An app's own styles are one file, loaded with the first of its chunks that has any:
          // left to the default split, each page's chunk carried its own copy of the styles they
          // have in common (too small to be split out), and a page loaded them twice.
          styles: {
            type: 'css/mini-extract',
            name: 'styles',
            chunks: 'async',
            enforce: true,
            priority: 10,
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
        // Issue 36: a catalogue module's groups are dropped where unused (its texts too).
        {
          test: /[\\/]src[\\/](.+[\\/])?([^\\/]+\.)?messages\.ts$/,
          enforce: 'pre',
          use: { loader: require.resolve('../i18n/pure-catalogue-loader.cjs') },
        },
        swcRule(/\.ts$/, { syntax: 'typescript', tsx: false }),
        swcRule(/\.tsx$/, { syntax: 'typescript', tsx: true }),
        swcRule(/\.(c|m)?jsx?$/, { syntax: 'ecmascript', jsx: true }),
        // Issue 22: a chunk's styles are a .css file its chunk loads with it (a <link>), not a
        // string of JavaScript inserted as a <style> at run time (style-loader: ~250 ms of a
        // signed-in page's main thread at 4× slower CPU).
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
        {
          // Issue 19: the host's compiled catalogue of one locale (with the kernel's texts and the
          // domain groups it shows itself: HostCataloguePlugin, issue 36).
          test: /[\\/]locales[\\/][a-z]{2}-[A-Z]{2}\.json$/,
          resourceQuery: /catalogue/,
          type: 'javascript/auto',
          use: { loader: require.resolve('../i18n/catalogue-loader.cjs') },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
      }),
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
      // Issue 36: the build the domain's texts are read for (a remote's own catalogue first).
      new DefinePlugin({ __LEAFBID_CATALOGUE_SCOPE__: JSON.stringify(isHost ? '' : name) }),
      // A name the kernel does not export fails the build (issue 17).
      new KernelExportsPlugin(KERNEL),
      // What each file is made of, for `npm run bench:bundle` (dist/.bundle-contents.json).
      new BundleContentsPlugin(),
      // The host's page; a remote's page only serves standalone local development.
      new HtmlWebpackPlugin({
        title: isHost ? 'Leafbid' : `Leafbid — ${name}`,
        templateContent: ({ htmlWebpackPlugin }) =>
          pageTemplate(htmlWebpackPlugin.options.title, startScreen),
        chunks: ['main'],
        // html-webpack-plugin's production defaults, and the inlined start screen's scripts and
        // styles minified too: their comments are for the source, not every page load (issue 22).
        minify: {
          collapseWhitespace: true,
          keepClosingSlash: true,
          removeComments: true,
          removeRedundantAttributes: true,
          removeScriptTypeAttributes: true,
          removeStyleLinkTypeAttributes: true,
          useShortDoctype: true,
          minifyJS: true,
          minifyCSS: true,
        },
      }),
      // A remote describes itself as data the host reads at run time (checked here).
      ...(preload.length || Object.keys(preloadByLocale).length
        ? [new StartPreloadPlugin(preload, preloadByLocale)]
        : []),
      ...(isHost
        ? [
            new CompileHintPlugin(),
            new HostCataloguePlugin({
              own: [dir, path.join(repoRoot, 'shared')],
              locales: LOCALES,
            }),
            // Issue 22: the main chunk's styles (the design tokens and the page's base) inside
            // index.html: the first paint, and so the start overlay's 2 s, no longer waits for a
            // stylesheet's round trip. The other chunks' styles stay files, loaded with them.
            new HtmlInlineCssPlugin({
              // Asked with a file name, and with a link (the public path before it).
              filter: (file) => file === 'index.html' || /(^|\/)main\.[0-9a-f]+\.css$/.test(file),
            }),
          ]
        : [
            new RemoteDescriptionPlugin({ name, dir, exposes }),
            new StandaloneRuntimePlugin(),
            // Issue 37: every chunk and stylesheet the remote's runtime loads carries its SHA-384
            // digest (`integrity`), so a changed byte in a stored release is refused.
            new IntegrityPlugin(),
            // Issue 37: no selector of the remote's CSS can style outside its class prefix.
            cssScopePluginFor(dir),
            // Issue 38: first-load JavaScript over leafbid.budgetKb (package.json) fails the build.
            new FirstLoadBudgetPlugin({ dir }),
          ]),
      ...precompressed(),
    ],
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

module.exports = {
  // The kernel every app is built against (its package name, version and entry points).
  KERNEL,
  COMPILE_HINT,
  CompileHintPlugin,
  StartPreloadPlugin,
  createConfig,
  createSharedConfig,
  declaredRemoteName,
};
