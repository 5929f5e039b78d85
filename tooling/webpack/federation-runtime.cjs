// One Module Federation runtime for the page (issue 12). Every build used to carry its own copy of
// @module-federation/runtime-core (~19 KB gzip in each remoteEntry.js). Now the host's build
// hands its copy to the remotes through the official inject-external-runtime-core runtime
// plugin (global `_FEDERATION_RUNTIME_CORE`, set before any remote loads), and each remote's
// build reads it from there (`experiments.externalRuntime`). A remote's standalone page (local
// development only) has no host, so it gets the runtime from a small script of its own.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const enhancedEntry = require.resolve('@module-federation/enhanced/webpack');

/** The global the remotes' builds read runtime-core from (set by the plugin below). */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * The inject plugin's ES module build. Its CommonJS build (what require.resolve finds) reaches
 * runtime-core through `require()`, which webpack resolves to runtime-core's CommonJS files: a
 * second copy next to the ES module one the host's runtime already uses.
 */
function injectRuntimeCorePlugin() {
  const commonJsBuild = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhancedEntry],
  });
  const esModuleBuild = path.join(path.dirname(commonJsBuild), 'index.js');
  if (!fs.existsSync(esModuleBuild)) {
    throw new Error(
      `inject-external-runtime-core-plugin has no ES module build at ${esModuleBuild}`,
    );
  }
  return esModuleBuild;
}

/**
 * ModuleFederationPlugin options for one runtime per page. Both sides also drop the runtime's
 * Node.js loaders (`target: 'web'`): these builds only ever run in a browser.
 * @param {boolean} isHost
 */
function federationRuntimeOptions(isHost) {
  if (!isHost) return { experiments: { externalRuntime: true, optimization: { target: 'web' } } };
  return {
    experiments: { optimization: { target: 'web' } },
    runtimePlugins: [injectRuntimeCorePlugin()],
  };
}

const STANDALONE_PLUGIN = 'StandaloneRuntimePlugin';

/**
 * A remote's own index.html (standalone local development) runs without the host, so nothing has
 * set `_FEDERATION_RUNTIME_CORE`: this emits `standalone-federation-runtime.<hash>.js`, which sets
 * it, and puts it first on that page. remoteEntry.js never loads it.
 */
class StandaloneRuntimePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(STANDALONE_PLUGIN, (compilation) => {
      /** @type {string | undefined} */
      let fileName;
      compilation.hooks.processAssets.tapPromise(
        { name: STANDALONE_PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const code = await bundleRuntimeCore();
          const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
          fileName = `standalone-federation-runtime.${hash}.js`;
          compilation.emitAsset(fileName, new sources.RawSource(code));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(STANDALONE_PLUGIN, (data) => {
        if (!fileName) return data;
        const src = `${data.publicPath}${fileName}`;
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src }),
        );
        return data;
      });
    });
  }
}

/** runtime-core as a classic script that sets the global unless a host already did. */
async function bundleRuntimeCore() {
  const result = await esbuild.build({
    stdin: {
      contents: `import * as core from '@module-federation/runtime-core';\nglobalThis.${RUNTIME_CORE_GLOBAL} ??= core;\n`,
      resolveDir: path.dirname(enhancedEntry),
      sourcefile: 'standalone-federation-runtime.js',
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"', ENV_TARGET: '"web"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

module.exports = {
  federationRuntimeOptions,
  StandaloneRuntimePlugin,
  bundleRuntimeCore,
  RUNTIME_CORE_GLOBAL,
};
