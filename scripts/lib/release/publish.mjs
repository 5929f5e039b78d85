// Publishing a remote's build as an immutable release (docs/releases.md, issue 37): the checks,
// the SHA-384 digests of every file (integrity.json), the files copied under
// `<releases root>/<remote>/<id>/` (never over another), the release recorded in the registry
// (the first one of a remote becomes stable), then retention.
//
// Usage (the stack publishing a build it has just made, `npm run release -- publish` the same):
//   import { openReleaseStore } from '../../../tooling/release/store.mjs';
//   import { publish } from './publish.mjs';
//   const store = openReleaseStore({ dir: '.data/releases' });
//   const { id, existing, stable } = await publish({
//     remote,                                   // from readRemotes(): { name, dir, port, … }
//     store,
//     baseUrl: `http://localhost:${remote.port}`, // where `<releases root>/<remote>/` is served
//     by: 'npm start',
//   });
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  forgetReleases,
  publishRelease,
  releaseId,
  releasesToDelete,
  sameContentRelease,
} from '../../../tooling/release/registry.mjs';
import { ReleaseExistsError } from '../../../tooling/release/store.mjs';
import { repoRoot } from '../paths.mjs';
import { kernelRangesOf, runChecks } from './checks.mjs';

export const INTEGRITY_FILE = 'integrity.json';
/** Files of dist/ a release leaves out: the build's statistics (never served). */
const LEFT_OUT = new Set(['mf-stats.json']);
const COMPRESSED = /\.(br|gz)$/;
/** The files the host needs before anything of a release runs: their digests go in the registry. */
const REGISTRY_DIGESTS = ['mf-manifest.json', 'leafbid-remote.json'];

/** A publish that was refused: `reasons` one line each (a failed check, a missing file). */
export class PublishRefused extends Error {
  /** @param {string[]} reasons */
  constructor(reasons) {
    super(reasons.join('\n'));
    this.name = 'PublishRefused';
    this.reasons = reasons;
  }
}

/**
 * The files of a built dist/ a release stores, sorted by path (forward slashes): everything but
 * mf-stats.json (and its compressed copies) and dot-files; .br/.gz copies included, for a static
 * server that serves them as they are.
 * @returns {{ path: string, file: string }[]}
 */
export function releaseFiles(dist) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const relative = path.relative(dist, full).split(path.sep).join('/');
        if (LEFT_OUT.has(relative.replace(COMPRESSED, ''))) continue;
        if (relative === INTEGRITY_FILE) continue; // written by the release itself
        found.push({ path: relative, file: full });
      }
    }
  };
  walk(dist);
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** `sha384-<base64>` of bytes, as Subresource Integrity writes it. */
export const sha384 = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * integrity.json of a release: the SHA-384 of every file but the .br/.gz copies (a browser checks
 * the decoded bytes, which are the original's).
 * @param {{ path: string, file: string }[]} files
 */
export function integrityOf(files) {
  const digests = {};
  for (const { path: name, file } of files)
    if (!COMPRESSED.test(name)) digests[name] = sha384(readFileSync(file));
  return { algorithm: 'sha384', files: digests };
}

/** The SHA-256 (hex) of integrity.json's files: equal files, equal hash, the same release. */
export const contentHash = (integrity) =>
  createHash('sha256').update(JSON.stringify(integrity.files)).digest('hex');

/** git HEAD of the tree, "unknown" outside git. */
export function gitCommit(cwd = repoRoot) {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Builds the remote alone (`pnpm --filter <package> run build`), its output on stderr.
 * @throws {PublishRefused} when the build fails
 */
export function buildRemote(remote) {
  const result = spawnSync(
    'npx',
    ['--yes', 'pnpm@10.34.8', '--filter', remote.packageName, 'run', 'build'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 2, 2],
    },
  );
  if (result.status !== 0)
    throw new PublishRefused([
      `the build of ${remote.packageName} failed (exit ${result.status ?? result.signal}): nothing was published`,
    ]);
}

/**
 * Deletes the releases of `remote` retention no longer keeps (docs/releases.md "Retention"): first
 * from the registry, then their folders.
 * @returns {Promise<string[]>} the ids deleted
 */
export async function applyRetention(store, remote, now = new Date()) {
  let doomed = [];
  await store.updateRegistry((registry) => {
    doomed = releasesToDelete(registry, remote, now);
    return forgetReleases(registry, remote, doomed);
  });
  for (const id of doomed) await store.deleteRelease(remote, id);
  return doomed;
}

/**
 * Publishes the built remote: checks (unless `checks: false`), stores, records, applies retention.
 * A build whose files equal a recorded release's stores nothing and answers that release.
 * @param {object} options
 * @param {{ name: string, dir: string }} options.remote
 * @param {import('../../../tooling/release/store.d.mts').ReleaseStore} options.store
 * @param {string} options.baseUrl where `<releases root>/<remote>/` is served (no trailing slash)
 * @param {string} [options.dist] the built files (default `<remote>/dist`)
 * @param {string} [options.by] who publishes (history)
 * @param {string} [options.commit] default git HEAD
 * @param {Date} [options.now]
 * @param {boolean} [options.checks] default true
 * @param {string} [options.hostManifest] for the kernel check (RELEASE_HOST_MANIFEST)
 * @returns {Promise<{ id: string, existing: boolean, stable: boolean, manifest: string, deleted: string[], checks: Awaited<ReturnType<typeof runChecks>>['checks'] }>}
 * @throws {PublishRefused}
 */
export async function publish({
  remote,
  store,
  baseUrl,
  dist = path.join(remote.dir, 'dist'),
  by,
  commit = gitCommit(),
  now = new Date(),
  checks = true,
  hostManifest,
}) {
  if (!baseUrl || !/^https?:\/\//.test(baseUrl))
    throw new PublishRefused([
      `no base URL for the releases of "${remote.name}" (got ${JSON.stringify(baseUrl)})`,
    ]);
  let ran = [];
  if (checks) {
    const result = await runChecks({ remote, dist, hostManifest });
    ran = result.checks;
    if (!result.ok)
      throw new PublishRefused(
        ran.flatMap((check) => check.problems.map((problem) => `${check.name}: ${problem}`)),
      );
  }
  const files = releaseFiles(dist);
  const manifestFile = files.find((file) => file.path === 'mf-manifest.json');
  if (!manifestFile)
    throw new PublishRefused([
      `${path.relative(repoRoot, dist)}/mf-manifest.json is missing: build the remote first`,
    ]);
  const manifest = JSON.parse(readFileSync(manifestFile.file, 'utf8'));
  const entry = manifest.metaData?.remoteEntry;
  const remoteEntry = entry?.name
    ? path.posix.join(entry.path || '', entry.name)
    : 'remoteEntry.js';
  const integrity = integrityOf(files);
  const missing = [...REGISTRY_DIGESTS, remoteEntry].filter((name) => !integrity.files[name]);
  if (missing.length > 0)
    throw new PublishRefused([`dist/ has no ${missing.join(', ')}: build the remote first`]);
  const ranges = kernelRangesOf(manifest);
  if (ranges.length > 1)
    throw new PublishRefused([
      `mf-manifest.json declares several kernel ranges (${ranges.join(', ')}): one build, one kernel`,
    ]);

  const id = releaseId(now, contentHash(integrity));
  const base = baseUrl.replace(/\/+$/, '');
  const already = sameContentRelease(await store.readRegistry(), remote.name, id);
  if (already)
    return {
      id: already.id,
      existing: true,
      stable: false,
      manifest: already.manifest,
      deleted: [],
      checks: ran,
    };

  const integrityJson = `${JSON.stringify(integrity, null, 2)}\n`;
  let stored = true;
  try {
    await store.storeRelease(remote.name, id, [
      ...files,
      { path: INTEGRITY_FILE, body: integrityJson },
    ]);
  } catch (error) {
    if (!(error instanceof ReleaseExistsError)) throw error;
    stored = false; // the same files published at the same second by another run
  }
  const release = {
    id,
    manifest: `${base}/${id}/mf-manifest.json`,
    kernel: ranges[0] ?? null,
    integrity: {
      ...Object.fromEntries(
        [...REGISTRY_DIGESTS, remoteEntry].map((name) => [name, integrity.files[name]]),
      ),
      [INTEGRITY_FILE]: sha384(Buffer.from(integrityJson)),
    },
    commit,
  };
  let outcome;
  await store.updateRegistry((registry) => {
    outcome = publishRelease(registry, remote.name, release, { by, at: now });
    return outcome.registry;
  });
  if (outcome.existing) {
    // Another run recorded the same files first: this copy is not needed.
    if (stored && outcome.id !== id) await store.deleteRelease(remote.name, id);
    const registry = await store.readRegistry();
    const kept = registry.remotes[remote.name]?.releases.find(
      (candidate) => candidate.id === outcome.id,
    );
    return {
      id: outcome.id,
      existing: true,
      stable: false,
      manifest: kept?.manifest ?? '',
      deleted: [],
      checks: ran,
    };
  }
  const deleted = await applyRetention(store, remote.name, now);
  return {
    id,
    existing: false,
    stable: outcome.stable,
    manifest: release.manifest,
    deleted,
    checks: ran,
  };
}
