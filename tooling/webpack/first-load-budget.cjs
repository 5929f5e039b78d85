// A remote's first-load JavaScript and its budget (issues 37 and 38): remoteEntry.js and every
// expose's sync JavaScript, gzip at level 9 (as the build's .gz copies), against
// `leafbid.budgetKb` (KiB) in the remote's package.json. One computation for both readers: the
// release check (`npm run release -- check`, scripts/lib/release/checks.mjs checkBudget) reads
// the files from dist/, the build (FirstLoadBudgetPlugin) from its compilation's final assets, so
// a remote over its budget fails its build with the same figures the check would print.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const PLUGIN = 'FirstLoadBudgetPlugin';
const MANIFEST_FILE = 'mf-manifest.json';

/** `leafbid.budgetKb` of the package.json in `dir` (undefined when there is none). */
function declaredBudgetKb(dir) {
  const file = path.join(dir, 'package.json');
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')).leafbid?.budgetKb;
}

/** The files a first load runs: remoteEntry.js and every expose's sync JavaScript, once each. */
function firstLoadFiles(manifest) {
  const entry = manifest?.metaData?.remoteEntry;
  const remoteEntry = entry?.name
    ? path.posix.join(entry.path || '', entry.name)
    : 'remoteEntry.js';
  const files = new Set([remoteEntry]);
  for (const expose of Array.isArray(manifest?.exposes) ? manifest.exposes : [])
    for (const file of expose?.assets?.js?.sync ?? []) files.add(file);
  return [...files];
}

/**
 * Gzip bytes (level 9) of the first-load files.
 * @param {object} manifest the remote's mf-manifest.json
 * @param {(file: string) => Buffer | undefined} read a file's bytes, undefined when it is missing
 * @returns {{ files: { file: string, bytes?: number }[], total: number }}
 */
function firstLoadBytesOf(manifest, read) {
  const files = firstLoadFiles(manifest).map((file) => {
    const content = read(file);
    return {
      file,
      bytes: content === undefined ? undefined : zlib.gzipSync(content, { level: 9 }).length,
    };
  });
  return { files, total: files.reduce((sum, { bytes }) => sum + (bytes ?? 0), 0) };
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

/**
 * What is wrong with a first load against its budget: a file the manifest names that is missing,
 * no budget declared, or a total over it (with the three largest files). [] when within it.
 * @param {{ files: { file: string, bytes?: number }[], total: number }} firstLoad
 * @param {unknown} budgetKb
 * @param {string} packageFile the package.json to declare it in, as the message names it
 */
function budgetProblems(firstLoad, budgetKb, packageFile) {
  const { files, total } = firstLoad;
  const problems = [];
  for (const { file, bytes } of files)
    if (bytes === undefined)
      problems.push(`dist/${file} is missing (${MANIFEST_FILE} names it as first-load JavaScript)`);
  if (typeof budgetKb !== 'number' || !(budgetKb > 0))
    problems.push(
      `${packageFile}: declare the first-load budget as "leafbid": { …, "budgetKb": <KiB, gzip> }`,
    );
  else if (total > budgetKb * 1024) {
    const largest = [...files].sort((a, b) => (b.bytes ?? 0) - (a.bytes ?? 0)).slice(0, 3);
    problems.push(
      `first-load JavaScript is ${kib(total)} KiB gzip, over the budget of ${budgetKb} KiB (leafbid.budgetKb): largest ${largest.map(({ file, bytes }) => `${file} ${kib(bytes ?? 0)} KiB`).join(', ')}`,
    );
  }
  return problems;
}

/**
 * A remote's build fails when its first-load JavaScript is over `leafbid.budgetKb` of its
 * package.json, after every plugin that changes a byte of it (the minifier, the integrity map,
 * the federation manifest). A folder without a declared budget is not checked here (the release
 * check asks for one).
 */
class FirstLoadBudgetPlugin {
  /** @param {{ dir: string }} options the remote's folder */
  constructor({ dir }) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the manifest (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER) and the final bytes.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const budgetKb = declaredBudgetKb(this.dir);
          if (budgetKb === undefined) return;
          const manifestAsset = compilation.getAsset(MANIFEST_FILE);
          if (!manifestAsset) return; // not a federation remote build
          const manifest = JSON.parse(manifestAsset.source.source().toString());
          const firstLoad = firstLoadBytesOf(manifest, (file) =>
            compilation.getAsset(file)?.source.buffer(),
          );
          const problems = budgetProblems(firstLoad, budgetKb, path.join(this.dir, 'package.json'));
          for (const problem of problems) {
            const error = new WebpackError(`${PLUGIN}: ${problem}`);
            error.hideStack = true;
            compilation.errors.push(error);
          }
        },
      );
    });
  }
}

module.exports = {
  FirstLoadBudgetPlugin,
  MANIFEST_FILE,
  budgetProblems,
  declaredBudgetKb,
  firstLoadBytesOf,
  firstLoadFiles,
};
