// The release registry (docs/releases.md, issue 37): the document that lists, per remote, its
// immutable releases, the `stable` one and an optional `canary`, and the history of changes.
// Pure functions: each takes a registry and returns a new one (the argument is left as it was), so
// a store can re-apply the same change after a conflicting write (see store.mjs).
//
// Usage:
//   import { emptyRegistry, publishRelease, promote, servedRegistry } from '../../tooling/release/registry.mjs';
//   let registry = emptyRegistry();
//   ({ registry } = publishRelease(registry, 'orders', release, { by: 'ana' }));
//   registry = promote(registry, 'orders', release.id, { by: 'ana' });
//   servedRegistry(registry, { partner: 'https://cdn.example/mf-manifest.json' }); // /remotes.json
//
// No dependencies: the API bundles this module (esbuild), the scripts import it as it is.

export const REGISTRY_VERSION = 1;
/** `<UTC yyyymmddTHHMMSSZ>-<first 10 hex of SHA-256 over integrity.json's files>` */
export const RELEASE_ID = /^\d{8}T\d{6}Z-[0-9a-f]{10}$/;
export const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;
export const DIGEST = /^sha384-[A-Za-z0-9+/]{64}$/;
export const ACTIONS = ['publish', 'promote', 'canary', 'rollback', 'auto-rollback'];
/** Retention: the newest releases of a remote always kept, and how long a release stays once it was live. */
export const KEEP_NEWEST = 5;
export const KEEP_LIVE_MS = 7 * 24 * 60 * 60 * 1000;

/** A registry error: a refused change or an invalid document; `message` is one line for a user. */
export class RegistryError extends Error {
  constructor(message) {
    super(message);
    this.name = 'RegistryError';
  }
}

/** @returns {import('./registry.d.mts').Registry} */
export function emptyRegistry() {
  return { version: REGISTRY_VERSION, remotes: {} };
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value) =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value));
const isUrl = (value) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Every problem of a registry document, each naming where it is (`remotes.orders.stable: …`);
 * empty when the document is valid.
 * @param {unknown} doc
 * @returns {string[]}
 */
export function registryProblems(doc) {
  const problems = [];
  if (!isObject(doc)) return ['the registry is not a JSON object'];
  if (doc.version !== REGISTRY_VERSION)
    problems.push(`version: expected ${REGISTRY_VERSION}, got ${JSON.stringify(doc.version)}`);
  if (!isObject(doc.remotes)) return [...problems, 'remotes: expected an object'];
  for (const [name, entry] of Object.entries(doc.remotes)) {
    const at = `remotes.${name}`;
    if (!REMOTE_NAME.test(name)) problems.push(`${at}: not a remote name (${REMOTE_NAME})`);
    if (!isObject(entry)) {
      problems.push(`${at}: expected an object`);
      continue;
    }
    const ids = new Set();
    if (!Array.isArray(entry.releases)) problems.push(`${at}.releases: expected an array`);
    else
      entry.releases.forEach((release, i) => {
        const where = `${at}.releases[${i}]`;
        if (!isObject(release)) return problems.push(`${where}: expected an object`);
        if (typeof release.id !== 'string' || !RELEASE_ID.test(release.id))
          problems.push(`${where}.id: not a release id: ${JSON.stringify(release.id)}`);
        else if (ids.has(release.id)) problems.push(`${where}.id: ${release.id} is listed twice`);
        else ids.add(release.id);
        if (!isUrl(release.manifest)) problems.push(`${where}.manifest: not an http(s) URL`);
        if (release.kernel !== null && typeof release.kernel !== 'string')
          problems.push(`${where}.kernel: expected a range or null`);
        if (!isObject(release.integrity)) problems.push(`${where}.integrity: expected an object`);
        else
          for (const [file, digest] of Object.entries(release.integrity))
            if (typeof digest !== 'string' || !DIGEST.test(digest))
              problems.push(`${where}.integrity["${file}"]: not a sha384-… digest`);
        if (typeof release.commit !== 'string') problems.push(`${where}.commit: expected a string`);
        if (!isTime(release.publishedAt)) problems.push(`${where}.publishedAt: not a date`);
        if (release.lastLiveAt !== null && !isTime(release.lastLiveAt))
          problems.push(`${where}.lastLiveAt: not a date or null`);
      });
    if (entry.stable !== null && !ids.has(entry.stable))
      problems.push(`${at}.stable: ${JSON.stringify(entry.stable)} is not one of its releases`);
    if (entry.canary !== null) {
      if (!isObject(entry.canary)) problems.push(`${at}.canary: expected an object or null`);
      else {
        if (!ids.has(entry.canary.release))
          problems.push(
            `${at}.canary.release: ${JSON.stringify(entry.canary.release)} is not one of its releases`,
          );
        if (!isPercent(entry.canary.percent) || entry.canary.percent === 0)
          problems.push(`${at}.canary.percent: expected a whole number from 1 to 100`);
      }
    }
    if (!Array.isArray(entry.history)) problems.push(`${at}.history: expected an array`);
    else
      entry.history.forEach((event, i) => {
        const where = `${at}.history[${i}]`;
        if (!isObject(event)) return problems.push(`${where}: expected an object`);
        if (!ACTIONS.includes(event.action))
          problems.push(`${where}.action: not one of ${ACTIONS.join(', ')}`);
        if (!isTime(event.at)) problems.push(`${where}.at: not a date`);
        if (event.release !== null && typeof event.release !== 'string')
          problems.push(`${where}.release: expected a release id or null`);
        if (typeof event.by !== 'string') problems.push(`${where}.by: expected a string`);
      });
  }
  return problems;
}

/**
 * The registry a text holds (an empty registry for an empty or missing text).
 * @param {string | undefined | null} text
 * @throws {RegistryError} listing the problems
 */
export function parseRegistry(text) {
  if (text === undefined || text === null || text.trim() === '') return emptyRegistry();
  let doc;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new RegistryError(`the registry is not JSON: ${error.message}`);
  }
  const problems = registryProblems(doc);
  if (problems.length > 0)
    throw new RegistryError(`the registry is not valid: ${problems.join('; ')}`);
  return doc;
}

/** The registry as stored: 2-space JSON with a final newline. */
export function serializeRegistry(registry) {
  return `${JSON.stringify(registry, null, 2)}\n`;
}

const isPercent = (value) => Number.isInteger(value) && value >= 0 && value <= 100;
const nowIso = (at) => (at instanceof Date ? at : new Date(at ?? Date.now())).toISOString();

/** A copy of the registry and of the remote's entry in it (created when missing). */
function edit(registry, remote) {
  if (!REMOTE_NAME.test(remote)) throw new RegistryError(`"${remote}" is not a remote name`);
  const next = structuredClone(registry);
  next.remotes[remote] ??= { stable: null, canary: null, releases: [], history: [] };
  return { next, entry: next.remotes[remote] };
}

function existing(registry, remote) {
  const entry = registry.remotes[remote];
  if (!entry) throw new RegistryError(`remote "${remote}" has no releases`);
  return entry;
}

function releaseOf(entry, remote, id) {
  const release = entry.releases.find((candidate) => candidate.id === id);
  if (!release) throw new RegistryError(`remote "${remote}" has no release ${id}`);
  return release;
}

const touch = (entry, id, at) => {
  const release = entry.releases.find((candidate) => candidate.id === id);
  if (release) release.lastLiveAt = at;
};

/**
 * The release id of files recorded at `at`: its time and the first 10 hex of `contentHash`
 * (the SHA-256, hex, of integrity.json's `files`, computed by the caller).
 * @param {Date | string | number} at
 * @param {string} contentHash
 */
export function releaseId(at, contentHash) {
  const stamp = nowIso(at)
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${contentHash.slice(0, 10).toLowerCase()}`;
}

/** The stored release of `remote` whose id ends with the same content hash, if any. */
export function sameContentRelease(registry, remote, id) {
  const suffix = id.slice(id.indexOf('-'));
  return registry.remotes[remote]?.releases.find((release) => release.id.endsWith(suffix));
}

/**
 * Records a release. Files equal to a recorded release's (same content hash) record nothing and
 * answer that release (`existing: true`). The first release of a remote without a stable one
 * becomes stable.
 * @param {import('./registry.d.mts').Registry} registry
 * @param {string} remote
 * @param {{ id: string, manifest: string, kernel: string | null, integrity: Record<string, string>, commit?: string }} release
 * @param {{ by: string, at?: Date | string | number }} who
 * @returns {{ registry: import('./registry.d.mts').Registry, id: string, existing: boolean, stable: boolean }}
 */
export function publishRelease(registry, remote, release, { by, at } = {}) {
  if (!RELEASE_ID.test(release.id)) throw new RegistryError(`"${release.id}" is not a release id`);
  const same = sameContentRelease(registry, remote, release.id);
  if (same) return { registry, id: same.id, existing: true, stable: false };
  const when = nowIso(at);
  const { next, entry } = edit(registry, remote);
  const becomesStable = entry.stable === null;
  entry.releases.push({
    id: release.id,
    manifest: release.manifest,
    kernel: release.kernel ?? null,
    integrity: { ...release.integrity },
    commit: release.commit ?? 'unknown',
    publishedAt: when,
    lastLiveAt: becomesStable ? when : null,
  });
  entry.history.push({ at: when, action: 'publish', release: release.id, by: who(by) });
  if (becomesStable) {
    entry.stable = release.id;
    entry.history.push({
      at: when,
      action: 'promote',
      release: release.id,
      by: who(by),
      reason: 'the first release of the remote',
    });
  }
  const problems = registryProblems(next);
  if (problems.length > 0) throw new RegistryError(`the release is not valid: ${problems[0]}`);
  return { registry: next, id: release.id, existing: false, stable: becomesStable };
}

const who = (by) => (typeof by === 'string' && by.trim() !== '' ? by.trim() : 'unknown');

/**
 * `id` becomes the stable release: it and the one it replaces count as live until `when`
 * (retention), and a canary of `id` ends.
 */
function makeStable(entry, id, when) {
  if (entry.stable) touch(entry, entry.stable, when);
  entry.stable = id;
  touch(entry, id, when);
  if (entry.canary?.release === id) entry.canary = null;
}

/**
 * Makes `id` the stable release (ending a canary of `id`). The former stable stays stored and
 * counts as live until now (retention).
 */
export function promote(registry, remote, id, { by, at, reason } = {}) {
  releaseOf(existing(registry, remote), remote, id);
  const when = nowIso(at);
  const { next, entry } = edit(registry, remote);
  if (entry.stable === id)
    throw new RegistryError(`${id} is already the stable release of "${remote}"`);
  makeStable(entry, id, when);
  entry.history.push({
    at: when,
    action: 'promote',
    release: id,
    by: who(by),
    ...(reason ? { reason } : {}),
  });
  return next;
}

/**
 * Serves `id` to `percent` % of users (sticky per user, chosen by the host); 0 ends the canary.
 * @param {number} percent a whole number from 0 to 100
 */
export function canary(registry, remote, id, percent, { by, at, reason } = {}) {
  const current = existing(registry, remote);
  if (!isPercent(percent))
    throw new RegistryError(
      `the canary's percent must be a whole number from 0 to 100, got ${percent}`,
    );
  if (percent === 0) return endCanary(registry, remote, { by, at, reason, action: 'canary' });
  releaseOf(current, remote, id);
  if (current.stable === id)
    throw new RegistryError(
      `${id} is the stable release of "${remote}": a canary is another release`,
    );
  const when = nowIso(at);
  const { next, entry } = edit(registry, remote);
  if (entry.canary && entry.canary.release !== id) touch(entry, entry.canary.release, when);
  entry.canary = { release: id, percent };
  touch(entry, id, when);
  entry.history.push({
    at: when,
    action: 'canary',
    release: id,
    by: who(by),
    reason: reason ?? `${percent} %`,
  });
  return next;
}

/**
 * Ends the remote's canary (`action` 'canary' for a person's `canary … 0`, 'auto-rollback' for
 * the API's health rule, with its `reason`). A remote without a canary is left as it is.
 */
export function endCanary(registry, remote, { by, at, reason, action = 'canary' } = {}) {
  const current = existing(registry, remote);
  if (!current.canary) return registry;
  const when = nowIso(at);
  const { next, entry } = edit(registry, remote);
  const ended = entry.canary.release;
  touch(entry, ended, when);
  entry.canary = null;
  entry.history.push({
    at: when,
    action,
    release: ended,
    by: who(by),
    reason: reason ?? 'canary ended',
  });
  return next;
}

/**
 * The stables of a remote, oldest first, as its history made them: a promote pushes, a rollback
 * goes back one (releases no longer stored are skipped).
 */
export function stableHistory(entry) {
  const stack = [];
  for (const event of entry.history) {
    if (event.action === 'promote') stack.push(event.release);
    else if (event.action === 'rollback') {
      stack.pop();
      // A rollback records the stable it went back to; keep the stack in step with it.
      if (stack.at(-1) !== event.release) stack.push(event.release);
    }
  }
  const stored = new Set(entry.releases.map((release) => release.id));
  return stack.filter((id, i) => stored.has(id) && stack[i - 1] !== id);
}

/**
 * Back to the stable release before the current one (a second rollback goes one further back).
 * A canary is left as it is (`canary <remote> <id> 0` ends it).
 * @throws {RegistryError} when there is no previous stable
 */
export function rollback(registry, remote, { by, at, reason } = {}) {
  const current = existing(registry, remote);
  const stables = stableHistory(current);
  if (stables.at(-1) !== current.stable) stables.push(current.stable);
  const previous = stables.at(-2);
  if (!previous)
    throw new RegistryError(`remote "${remote}" has no previous stable release to roll back to`);
  const when = nowIso(at);
  const { next, entry } = edit(registry, remote);
  const from = entry.stable;
  makeStable(entry, previous, when);
  entry.history.push({
    at: when,
    action: 'rollback',
    release: previous,
    by: who(by),
    reason: reason ?? `from ${from}`,
  });
  return next;
}

/**
 * Marks releases as live now (an Admin's pinned session was seen using them: the API), so
 * retention keeps them 7 more days. Unknown ids are ignored.
 * @param {string[]} ids
 */
export function markLive(registry, remote, ids, { at } = {}) {
  if (!registry.remotes[remote]) return registry;
  const when = nowIso(at);
  const { next, entry } = edit(registry, remote);
  for (const id of ids) touch(entry, id, when);
  return next;
}

/**
 * The releases of `remote` retention deletes at `now`: those not among its 5 newest, not stable
 * or canary, and not live (stable, canary or pinned-seen) in the last 7 days.
 * @returns {string[]} their ids, oldest first
 */
export function releasesToDelete(registry, remote, now = Date.now()) {
  const entry = registry.remotes[remote];
  if (!entry) return [];
  const time =
    now instanceof Date ? now.getTime() : typeof now === 'string' ? Date.parse(now) : now;
  const byAge = [...entry.releases].sort(
    (a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || (a.id < b.id ? 1 : -1),
  );
  const newest = new Set(byAge.slice(0, KEEP_NEWEST).map((release) => release.id));
  return byAge
    .filter((release) => !newest.has(release.id))
    .filter((release) => release.id !== entry.stable && release.id !== entry.canary?.release)
    .filter(
      (release) => !release.lastLiveAt || time - Date.parse(release.lastLiveAt) > KEEP_LIVE_MS,
    )
    .map((release) => release.id)
    .reverse();
}

/** The registry without the releases `ids` of `remote` (after retention deleted their files). */
export function forgetReleases(registry, remote, ids) {
  if (!registry.remotes[remote] || ids.length === 0) return registry;
  const { next, entry } = edit(registry, remote);
  const gone = new Set(ids.filter((id) => id !== entry.stable && id !== entry.canary?.release));
  entry.releases = entry.releases.filter((release) => !gone.has(release.id));
  return next;
}

/**
 * `/remotes.json`: the registry's projection for browsers (per remote its stable, canary and
 * releases' id, manifest, kernel and integrity; no history, commits or dates), merged with plain
 * entries `"<name>": "<manifest URL>"` (an outside team's remote, or a REMOTE_<NAME>_URL
 * override), which win over a registry entry of the same name. A remote without a stable release
 * is left out.
 * @param {import('./registry.d.mts').Registry | null | undefined} registry
 * @param {Record<string, string>} [plainEntries]
 * @returns {import('./registry.d.mts').ServedRegistry}
 */
export function servedRegistry(registry, plainEntries = {}) {
  const served = {};
  for (const [name, entry] of Object.entries(registry?.remotes ?? {})) {
    if (!entry.stable) continue;
    served[name] = {
      stable: entry.stable,
      canary: entry.canary
        ? { release: entry.canary.release, percent: entry.canary.percent }
        : null,
      releases: entry.releases.map(({ id, manifest, kernel, integrity }) => ({
        id,
        manifest,
        kernel,
        integrity: { ...integrity },
      })),
    };
  }
  for (const [name, url] of Object.entries(plainEntries)) {
    if (typeof url === 'string' && url !== '') served[name] = url;
  }
  return served;
}
