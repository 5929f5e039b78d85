// The host's only door to the remotes (ARCHITECTURE.md "Run-time composition"): their
// mf-manifest.json URLs come from /remotes.json at start, are registered with the federation
// runtime, and modules are loaded by id ('<remote>/<module>'). Which modules a remote offers is
// not known here: each remote describes them at run time (./remote-descriptions.ts).
import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { REMOTE_NAME_PATTERN } from '@leafbid/shared/platform';
import { takeStartFetch } from '../start-fetches';
import { crossOriginPlugin } from './cross-origin';
import { integrityPlugin } from './integrity-plugin';
import { forgetManifest, manifestPrefetchPlugin, prefetchManifest } from './manifest-prefetch';
import { checkReleaseEntry } from './release-choice';
import { reportRelease } from './release-reports';
import {
  chooseReleases,
  forgetReleaseFailures,
  integrityRefusal,
  releaseFilesReady,
  watchReleaseFiles,
  type RemoteEntry,
} from './releases';

export { chosenReleases, pinRelease, type ChosenRelease } from './releases';

/** A remote's federation name: its key in remotes.json. */
export type RemoteName = string;

/** '<remote>/<exposed module>', as the federation runtime loads it. */
export type RemoteModuleId = `${RemoteName}/${string}`;

/**
 * The manifest each remote loads in this tab, in remotes.json's order: a plain entry's URL, or the
 * chosen release's (issue 37).
 */
export type RemoteManifests = Record<RemoteName, string>;

/** remotes.json read: per remote a plain mf-manifest.json URL or its releases (docs/releases.md). */
export type RemoteRegistry = Record<RemoteName, RemoteEntry>;

export function remoteModuleId(remote: RemoteName, module: string): RemoteModuleId {
  return `${remote}/${module}`;
}

export class RemoteLoadError extends Error {
  /** `integrity`: a file of its release did not match its digest and was refused (issue 37). */
  readonly kind: 'integrity' | 'failed';

  constructor(
    readonly remote: RemoteName,
    readonly moduleId: RemoteModuleId,
    reason: string,
    options?: { cause?: unknown; kind?: 'integrity' | 'failed' },
  ) {
    super(`Remote module ${moduleId} could not be loaded: ${reason}`, options);
    this.name = 'RemoteLoadError';
    this.kind = options?.kind ?? 'failed';
  }
}

const registeredEntries = new Map<RemoteName, string>();
/** Modules loaded so far, for a synchronous first render (see peekRemoteModule). */
const loadedModules = new Map<RemoteModuleId, unknown>();

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/'));
}

/**
 * Reads remotes.json. Any remote may be listed (a new one needs no host build), as a plain
 * `"<name>": "<mf-manifest.json URL>"` or, published with the release tooling (issue 37), as
 * `{ stable, canary, releases: [{ id, manifest, kernel, integrity }] }`. An entry with a name that
 * is not a federation name, no URL, or releases that do not hold together (no listed stable) is
 * dropped with a warning, not fatal; so are a malformed release and a canary naming none.
 */
export function parseRemoteManifests(json: unknown): RemoteRegistry {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('remotes.json must be an object of remote name → mf-manifest.json URL');
  }
  const registry: RemoteRegistry = {};
  for (const [name, entry] of Object.entries(json)) {
    const release = REMOTE_NAME_PATTERN.test(name) ? checkReleaseEntry(entry) : null;
    if (release) {
      const given = entry as { releases: unknown[]; canary?: unknown };
      if (release.releases.length < given.releases.length)
        console.warn(`remotes.json: ${JSON.stringify(name)}: a malformed release is left out`);
      if (given.canary != null && release.canary === null)
        console.warn(`remotes.json: ${JSON.stringify(name)}: its canary is ignored`);
      registry[name] = release;
    } else if (REMOTE_NAME_PATTERN.test(name) && typeof entry === 'string' && entry.length > 0)
      registry[name] = entry;
    else console.warn(`remotes.json: ignoring ${JSON.stringify(name)}`);
  }
  return registry;
}

/** remotes.json, each remote's release chosen for this tab: the manifests it loads. */
export async function fetchRemoteManifests(url = '/remotes.json'): Promise<RemoteManifests> {
  const response = (await takeStartFetch(url)) ?? (await fetch(url, { cache: 'no-cache' }));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return chooseReleases(parseRemoteManifests(await response.json()));
}

let prefetching = false;

export function registerRemoteManifests(manifests: RemoteManifests): void {
  const remotes = Object.entries(manifests).map(([name, entry]) => ({ name, entry }));
  if (!prefetching) {
    // The integrity plugin after the cross-origin one: its element is the one used (issue 37).
    registerPlugins([manifestPrefetchPlugin, crossOriginPlugin, integrityPlugin]);
    watchReleaseFiles();
    prefetching = true;
  }
  registerRemotes(remotes);
  for (const { name, entry } of remotes) {
    registeredEntries.set(name, entry);
    prefetchManifest(entry);
  }
}

/** Fetches remotes.json and registers every remote it names. */
export async function setUpRemotes(url?: string): Promise<RemoteManifests> {
  const manifests = await fetchRemoteManifests(url);
  registerRemoteManifests(manifests);
  return manifests;
}

export function registeredRemotes(): RemoteName[] {
  return [...registeredEntries.keys()];
}

const generations = new Map<RemoteName, number>();

/**
 * How many times the remote has been reset. A mount keys its loaded component on it, so after a
 * Retry anywhere (say on the remote's page) every later mount of that remote's modules (its
 * dashboard widget) loads afresh instead of replaying the failure it kept.
 */
export function remoteGeneration(remote: RemoteName): number {
  return generations.get(remote) ?? 0;
}

/**
 * Forgets everything the runtime cached for a remote so Retry really goes to the network:
 * `registerRemotes([...], { force: true })` drops its manifest (cached and in flight), its
 * remoteEntry container, module cache and unused share-scope entries. (2.9.2 already evicts a
 * *failed* manifest or remoteEntry load; the reset also makes Retry pick up a redeployed remote.)
 */
export function resetRemote(remote: RemoteName): void {
  generations.set(remote, remoteGeneration(remote) + 1);
  for (const id of loadedModules.keys()) if (remoteNameOf(id) === remote) loadedModules.delete(id);
  forgetReleaseFailures(remote);
  const entry = registeredEntries.get(remote);
  if (!entry) return;
  forgetManifest(entry);
  registerRemotes([{ name: remote, entry }], { force: true });
}

/** Loads an exposed module; every failure becomes a RemoteLoadError naming the remote. */
export async function loadRemoteModule<T = unknown>(id: RemoteModuleId): Promise<T> {
  const remote = remoteNameOf(id);
  if (!registeredEntries.has(remote)) {
    throw new RemoteLoadError(remote, id, `remote "${remote}" is not listed in remotes.json`);
  }
  let loaded: T | null | undefined;
  try {
    // A release's integrity.json first: the files the runtime creates get their digests from it.
    await releaseFilesReady(remote);
    loaded = await loadRemote<T>(id);
  } catch (error) {
    const refused = await integrityRefusal(remote);
    reportRelease(remote, refused ? 'integrity' : 'load-failed');
    const reason = error instanceof Error ? error.message : String(error);
    throw new RemoteLoadError(
      remote,
      id,
      refused ? `integrity check failed for ${refused} (${reason})` : reason,
      { cause: error, kind: refused ? 'integrity' : 'failed' },
    );
  }
  if (loaded === null || loaded === undefined) {
    reportRelease(remote, 'load-failed');
    throw new RemoteLoadError(remote, id, 'the runtime returned nothing');
  }
  reportRelease(remote, 'loaded');
  loadedModules.set(id, loaded);
  return loaded;
}

/** The module if it has already been loaded (e.g. warmed while the start overlay showed). */
export function peekRemoteModule<T = unknown>(id: RemoteModuleId): T | undefined {
  return loadedModules.get(id) as T | undefined;
}

/** A remote to preload, with the modules its description names. */
export interface RemotePreload {
  name: RemoteName;
  exposes: string[];
}

/**
 * Warms the remotes the user can reach (manifest, remoteEntry and exposed chunks) while the start
 * overlay shows. A remote that fails here is reset so its first real load retries the network.
 * Only the exposes' sync chunks: the manifest lists a remote's own fallback copies of the shared
 * singletons (react-router, firebase…) among the async ones, and the host already provides those,
 * so 'all' downloaded ~70 kB gzip per remote that never runs.
 */
export async function preloadRemotes(remotes: RemotePreload[]): Promise<RemoteName[]> {
  const reachable = remotes.filter(({ name }) => registeredEntries.has(name));
  const results = await Promise.allSettled(
    reachable.map(async ({ name, exposes }) => {
      // The digests of the files it preloads come from the release's integrity.json (issue 37).
      await releaseFilesReady(name);
      return preloadRemote([{ nameOrAlias: name, exposes, resourceCategory: 'sync' }]);
    }),
  );
  const failed = reachable
    .filter((_, index) => results[index]?.status === 'rejected')
    .map(({ name }) => name);
  failed.forEach(resetRemote);
  return failed;
}

/**
 * Loads (fetches and evaluates) exposed modules ahead of their first mount, so the first
 * navigation to them renders without waiting. A failure is forgotten here: the module's own
 * boundary loads it again when mounted and shows the fallback there.
 */
export async function warmRemoteModules(ids: RemoteModuleId[]): Promise<RemoteModuleId[]> {
  const registered = ids.filter((id) => registeredEntries.has(remoteNameOf(id)));
  const results = await Promise.allSettled(registered.map((id) => loadRemoteModule(id)));
  const failed = registered.filter((_, index) => results[index]?.status === 'rejected');
  new Set(failed.map(remoteNameOf)).forEach(resetRemote);
  return failed;
}
