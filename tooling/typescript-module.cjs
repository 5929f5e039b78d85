// How the tooling runs the apps' own typed modules at build time (a remote's description, its
// catalogues, the kernel's description contract for the release checks): bundled with esbuild
// into CommonJS and evaluated in this process.
const vm = require('node:vm');
const esbuild = require('esbuild');

/**
 * `contents` (TypeScript importing from `resolveDir`) as one CommonJS file.
 * @param {{ contents: string, resolveDir: string, sourcefile?: string,
 *   loader?: Record<string, import('esbuild').Loader> }} options
 * @returns {Promise<string>}
 */
async function bundleTypeScript({ contents, resolveDir, sourcefile, loader }) {
  const result = await esbuild.build({
    stdin: { contents, resolveDir, loader: 'ts', ...(sourcefile ? { sourcefile } : {}) },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    ...(loader ? { loader } : {}),
  });
  return result.outputFiles[0].text;
}

/**
 * Evaluates a CommonJS file's code; its exports.
 * @param {string} code
 * @param {{ filename?: string, require?: NodeJS.Require }} [options]
 */
function evaluateModule(code, { filename, require: load = require } = {}) {
  const module = { exports: {} };
  const run = vm.runInThisContext(
    `(function (module, exports, require) {${code}\n})`,
    filename ? { filename } : undefined,
  );
  run(module, module.exports, load);
  return module.exports;
}

/** Bundles and evaluates: the module's exports. */
async function loadTypeScript(options) {
  return evaluateModule(await bundleTypeScript(options), options);
}

module.exports = { bundleTypeScript, evaluateModule, loadTypeScript };
