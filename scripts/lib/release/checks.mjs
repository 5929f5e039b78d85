// The checks a remote's build passes before it is published (docs/releases.md "Checks before a
// publish", issue 37), run by `npm run release -- publish|check <remote>`. Each check answers its
// problems, one line each naming the file, selector, id or number; [] means it passes.
//   (a) checkDescription  dist/leafbid-remote.json is valid, its modules exposed, its catalogues there
//   (b) checkKernel       the kernel range it was built against holds for the production host's kernel
//   (c) checkCatalogues   complete in both languages, and dist/ built from the current sources
//   (d) checkCssScope     no selector or name outside the remote's class prefix
//   (e) checkBudget       first-load JavaScript (remoteEntry.js + the exposes' sync chunks), gzip
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../paths.mjs';

const toolingRequire = createRequire(path.join(repoRoot, 'tooling', 'package.json'));
const { loadTypeScript } = toolingRequire('./typescript-module.cjs');
const catalogues = toolingRequire('./i18n/catalogues.cjs');
const { cssScopeProblems, declaredCssPrefix, KERNEL_CSS_PREFIX } = toolingRequire(
  './webpack/css-scope-plugin.cjs',
);
const budget = toolingRequire('./webpack/first-load-budget.cjs');

export const KERNEL_PACKAGE = '@leafbid/shared';
export const DESCRIPTION_FILE = 'leafbid-remote.json';
export const MANIFEST_FILE = 'mf-manifest.json';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** A path as a user reads it: relative to the repository when inside it. */
const relative = (file) => {
  const inside = path.relative(repoRoot, file);
  return inside && !inside.startsWith('..') && !path.isAbsolute(inside) ? inside : file;
};

/** A remote's release settings from its package.json: `leafbid.cssPrefix` and `leafbid.budgetKb`. */
export function releaseSettingsOf(dir) {
  const pkg = readJson(path.join(dir, 'package.json'));
  return { cssPrefix: pkg.leafbid?.cssPrefix, budgetKb: pkg.leafbid?.budgetKb };
}

/** The remote's built manifest, or a problem naming it. */
export function readManifest(dist) {
  const file = path.join(dist, MANIFEST_FILE);
  if (!existsSync(file)) return { problem: `${relative(file)} is missing: build the remote first` };
  try {
    return { manifest: readJson(file) };
  } catch (error) {
    return { problem: `${relative(file)} is not JSON (${error.message})` };
  }
}

// --- (a) the description ---------------------------------------------------------------------

let platform;
/** @leafbid/shared/platform's checkRemoteDescription, bundled once with esbuild and evaluated. */
async function platformChecks() {
  if (platform) return platform;
  const sharedDir = path.join(repoRoot, 'shared');
  const entry = path.join(
    sharedDir,
    readJson(path.join(sharedDir, 'package.json')).exports['./platform'],
  );
  platform = await loadTypeScript({
    contents: `export { checkRemoteDescription, describedModules } from ${JSON.stringify(entry)};`,
    resolveDir: sharedDir,
    require: toolingRequire,
  });
  return platform;
}

/**
 * (a) dist/leafbid-remote.json is valid for the contract of @leafbid/shared/platform (the check
 * the host runs), names this remote, names only modules its manifest exposes, and its catalogue
 * files are in dist/.
 * @param {{ name: string }} remote
 * @param {string} dist
 */
export async function checkDescription(remote, dist) {
  const file = path.join(dist, DESCRIPTION_FILE);
  if (!existsSync(file)) return [`${relative(file)} is missing: build the remote first`];
  let value;
  try {
    value = readJson(file);
  } catch (error) {
    return [`${relative(file)} is not JSON (${error.message})`];
  }
  const { checkRemoteDescription, describedModules } = await platformChecks();
  const check = checkRemoteDescription(value, remote.name);
  if (!check.ok) return check.problems.map((problem) => `${relative(file)}: ${problem}`);
  const problems = [];
  const { manifest, problem } = readManifest(dist);
  if (problem) problems.push(problem);
  else {
    const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.name));
    for (const module of describedModules(check.description))
      if (!exposed.has(module))
        problems.push(
          `${relative(file)}: names module ${module}, which ${MANIFEST_FILE} does not expose`,
        );
  }
  for (const [locale, name] of Object.entries(check.description.messages ?? {})) {
    if (locale === 'texts') continue;
    if (!existsSync(path.join(dist, name)))
      problems.push(`${relative(file)}: its ${locale} catalogue ${name} is not in dist/`);
  }
  return problems;
}

// --- (b) the kernel --------------------------------------------------------------------------

/**
 * The host's own reading of a manifest's kernel ranges and of caret ranges
 * (host/src/app/remote/kernel-range.ts, import-free, bundled here as the start script bundles it):
 * the release check refuses what the running host would refuse, by the same code.
 */
const kernelRange = await loadTypeScript({
  contents: `export { caretSatisfies, kernelRangesOf } from ${JSON.stringify(path.join(repoRoot, 'host', 'src', 'app', 'remote', 'kernel-range.ts'))};`,
  resolveDir: repoRoot,
  require: toolingRequire,
});
/** The kernel ranges a manifest declares. */
export const kernelRangesOf = kernelRange.kernelRangesOf;
/** Whether `version` satisfies the caret range `range` (undefined for another form). */
export const caretSatisfies = kernelRange.caretSatisfies;

/** The kernel version a host's manifest provides (its @leafbid/shared entry), else undefined. */
export function kernelVersionOf(manifest) {
  const shared = Array.isArray(manifest?.shared) ? manifest.shared : [];
  const entry =
    shared.find((candidate) => candidate?.name === KERNEL_PACKAGE) ??
    shared.find((candidate) => candidate?.name?.startsWith?.(`${KERNEL_PACKAGE}/`));
  return typeof entry?.version === 'string' ? entry.version : undefined;
}

/**
 * The production host's manifest: an http(s) URL (fetched) or a file (RELEASE_HOST_MANIFEST),
 * host/dist/mf-manifest.json by default.
 * @returns {Promise<{ manifest?: unknown, source: string, problem?: string }>}
 */
export async function readHostManifest(
  source = path.join(repoRoot, 'host', 'dist', MANIFEST_FILE),
) {
  if (/^https?:\/\//.test(source)) {
    try {
      const answer = await fetch(source, { signal: AbortSignal.timeout(10_000) });
      if (!answer.ok)
        return { source, problem: `the host's manifest ${source} answered ${answer.status}` };
      return { source, manifest: await answer.json() };
    } catch (error) {
      return {
        source,
        problem: `the host's manifest ${source} could not be read (${error.message})`,
      };
    }
  }
  const file = path.resolve(source);
  if (!existsSync(file))
    return {
      source: relative(file),
      problem: `the host's manifest ${relative(file)} is missing: build the host, or set RELEASE_HOST_MANIFEST to the production host's mf-manifest.json`,
    };
  try {
    return { source: relative(file), manifest: readJson(file) };
  } catch (error) {
    return {
      source: relative(file),
      problem: `the host's manifest ${relative(file)} is not JSON (${error.message})`,
    };
  }
}

/**
 * (b) Every kernel range the remote's manifest declares holds for the kernel version the host's
 * manifest provides.
 * @param {unknown} manifest the remote's
 * @param {{ manifest?: unknown, source: string, problem?: string }} host from readHostManifest
 */
export function checkKernel(manifest, host) {
  const ranges = kernelRangesOf(manifest);
  if (ranges.length === 0) return [];
  if (host.problem) return [host.problem];
  const version = kernelVersionOf(host.manifest);
  if (!version) return [`the host's manifest ${host.source} shares no ${KERNEL_PACKAGE} version`];
  const problems = [];
  for (const range of ranges) {
    const satisfied = caretSatisfies(version, range) ?? (range === version ? true : undefined);
    if (satisfied === undefined)
      problems.push(
        `kernel range ${range} is not of the form ^major.minor.patch: it cannot be checked against ${version}`,
      );
    else if (!satisfied)
      problems.push(
        `built against kernel ${range}, but the host (${host.source}) runs ${KERNEL_PACKAGE} ${version}: rebuild against the host's kernel`,
      );
  }
  return problems;
}

// --- (c) the catalogues ----------------------------------------------------------------------

/** The newest file under `dir` (dot-files, node_modules and `skip` left out): `{ file, mtimeMs }`. */
/** Tests and their set-up sit beside the sources but are never part of a build. */
const NOT_BUILT = /(\.(test|spec)\.[cm]?[jt]sx?|^test-setup\.[cm]?[jt]sx?)$/;

function newestFile(dir, skip = new Set()) {
  let newest = { file: undefined, mtimeMs: 0 };
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    if (!entry.isDirectory() && NOT_BUILT.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (skip.has(full)) continue;
    const candidate = entry.isDirectory()
      ? newestFile(full, skip)
      : { file: full, mtimeMs: statSync(full).mtimeMs };
    if (candidate.mtimeMs > newest.mtimeMs) newest = candidate;
  }
  return newest;
}

/**
 * (c) The remote's catalogues are complete in both languages (`node scripts/i18n.mjs check` for
 * this package), dist/ is not older than any file of its src/ (src/locales/ and tests left out), and each
 * built catalogue carries this remote's texts as its sources and translations read now.
 * @param {{ dir: string }} remote
 */
export async function checkCatalogues(remote, dist) {
  const problems = [...(await catalogues.checkPackage(remote.dir))];
  const manifestFile = path.join(dist, MANIFEST_FILE);
  if (!existsSync(manifestFile))
    return [...problems, `${relative(manifestFile)} is missing: build the remote first`];
  const builtAt = statSync(manifestFile).mtimeMs;
  // src/locales/ is compared by content below: `node scripts/i18n.mjs extract` rewrites en-CA.json
  // as it was, and that must not make every build stale.
  const newest = newestFile(
    path.join(remote.dir, 'src'),
    new Set([path.join(remote.dir, 'src', 'locales')]),
  );
  if (newest.mtimeMs > builtAt)
    problems.push(
      `dist/ is older than its sources: ${relative(newest.file)} changed at ${new Date(newest.mtimeMs).toISOString()}, after the build of ${new Date(builtAt).toISOString()} (rebuild)`,
    );
  const descriptionFile = path.join(dist, DESCRIPTION_FILE);
  const messages = existsSync(descriptionFile) ? (readJson(descriptionFile).messages ?? {}) : {};
  const sources = await catalogues.readSources(remote.dir);
  if (Object.keys(sources).length === 0) return problems;
  for (const locale of catalogues.LOCALES) {
    const name = messages[locale];
    if (typeof name !== 'string') {
      problems.push(`${relative(descriptionFile)} names no ${locale} catalogue`);
      continue;
    }
    const file = path.join(dist, name);
    if (!existsSync(file)) continue; // checkDescription says so
    const built = readJson(file);
    const texts =
      locale === catalogues.SOURCE_LOCALE
        ? sources
        : (catalogues.readCatalogue(remote.dir, locale) ?? {});
    const expected = catalogues.compileCatalogue(texts);
    const stale = Object.keys(sources).filter(
      (id) => id in expected && JSON.stringify(built[id]) !== JSON.stringify(expected[id]),
    );
    if (stale.length > 0)
      problems.push(
        `${relative(file)} is not built from the current sources: ${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ` and ${stale.length - 5} more` : ''} read otherwise now (rebuild)`,
      );
  }
  return problems;
}

// --- (d) CSS scope ---------------------------------------------------------------------------

/** The stylesheets a manifest attributes to the kernel (its @leafbid/shared entries' CSS). */
export function kernelStylesheets(manifest) {
  const files = new Set();
  for (const entry of Array.isArray(manifest?.shared) ? manifest.shared : []) {
    if (entry?.name !== KERNEL_PACKAGE && !entry?.name?.startsWith?.(`${KERNEL_PACKAGE}/`))
      continue;
    for (const file of [...(entry.assets?.css?.sync ?? []), ...(entry.assets?.css?.async ?? [])])
      files.add(file);
  }
  return files;
}

function cssFiles(dir, base = dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) cssFiles(full, base, found);
    else if (entry.name.endsWith('.css'))
      found.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return found.sort();
}

/**
 * (d) Every stylesheet of dist/ keeps to the remote's class prefix (`leafbid.cssPrefix`); the
 * kernel's stylesheets (the manifest's @leafbid/shared entries') to the kernel's, `lb-`.
 * @param {{ dir: string }} remote
 */
export function checkCssScope(remote, dist, manifest) {
  let prefix;
  try {
    prefix = declaredCssPrefix(remote.dir);
  } catch (error) {
    return [error.message];
  }
  const kernel = kernelStylesheets(manifest);
  return cssFiles(dist).flatMap((file) =>
    cssScopeProblems(readFileSync(path.join(dist, file), 'utf8'), {
      file: `dist/${file}`,
      prefix: kernel.has(file) ? KERNEL_CSS_PREFIX : prefix,
      kernel: kernel.has(file),
    }),
  );
}

// --- (e) first-load JavaScript ---------------------------------------------------------------

/** The files a first load runs: remoteEntry.js and every expose's sync JavaScript, once each. */
export const firstLoadFiles = budget.firstLoadFiles;

/** Gzip bytes (level 9, as the build's .gz copies) of the first-load files. */
export function firstLoadBytes(dist, manifest) {
  return budget.firstLoadBytesOf(manifest, (file) => {
    const full = path.join(dist, file);
    return existsSync(full) ? readFileSync(full) : undefined;
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * (e) The first-load JavaScript, gzip, is within `leafbid.budgetKb` (KiB) of the package.json.
 * The same computation fails a remote's build (tooling/webpack/first-load-budget.cjs, issue 38).
 * @returns {{ problems: string[], totalBytes: number, budgetKb?: number }}
 */
export function checkBudget(remote, dist, manifest) {
  const { budgetKb } = releaseSettingsOf(remote.dir);
  const firstLoad = firstLoadBytes(dist, manifest);
  const problems = budget.budgetProblems(
    firstLoad,
    budgetKb,
    relative(path.join(remote.dir, 'package.json')),
  );
  return { problems, totalBytes: firstLoad.total, budgetKb };
}

// --- all of them -----------------------------------------------------------------------------

/**
 * Runs every check on a built remote. `hostManifest`: a URL or file (RELEASE_HOST_MANIFEST).
 * @param {{ remote: { name: string, dir: string }, dist?: string, hostManifest?: string }} options
 * @returns {Promise<{ ok: boolean, checks: { name: string, problems: string[], detail?: string }[] }>}
 */
export async function runChecks({ remote, dist = path.join(remote.dir, 'dist'), hostManifest }) {
  const { manifest, problem } = readManifest(dist);
  if (problem) return { ok: false, checks: [{ name: 'build', problems: [problem] }] };
  const host = await readHostManifest(hostManifest);
  const budget = checkBudget(remote, dist, manifest);
  const checks = [
    { name: 'description', problems: await checkDescription(remote, dist) },
    {
      name: 'kernel',
      problems: checkKernel(manifest, host),
      detail: `${kernelRangesOf(manifest).join(', ') || 'none'} against ${kernelVersionOf(host.manifest) ?? '?'} (${host.source})`,
    },
    { name: 'catalogues', problems: await checkCatalogues(remote, dist) },
    { name: 'css-scope', problems: checkCssScope(remote, dist, manifest) },
    {
      name: 'budget',
      problems: budget.problems,
      detail: `${kb(budget.totalBytes)} KiB gzip of ${budget.budgetKb ?? '?'} KiB`,
    },
  ];
  return { ok: checks.every((check) => check.problems.length === 0), checks };
}
