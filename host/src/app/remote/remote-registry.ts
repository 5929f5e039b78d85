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
import { forgetManifest, manifestPrefetchPlugin, prefetchManifest } from './manifest-prefetch';

/** A remote's federation name: its key in remotes.json. */
export type RemoteName = string;

/** '<remote>/<exposed module>', as the federation runtime loads it. */
export type RemoteModuleId = `${RemoteName}/${string}`;

/** remotes.json: remote name → its mf-manifest.json URL, in the file's order. */
export type RemoteManifests = Record<RemoteName, string>;

export function remoteModuleId(remote: RemoteName, module: string): RemoteModuleId {
  return `${remote}/${module}`;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly moduleId: RemoteModuleId,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Remote module ${moduleId} could not be loaded: ${reason}`, options);
    this.name = 'RemoteLoadError';
  }
}

const registeredEntries = new Map<RemoteName, string>();
/** Modules loaded so far, for a synchronous first render (see peekRemoteModule). */
const loadedModules = new Map<RemoteModuleId, unknown>();

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/'));
}

/**
 * Reads remotes.json. Any remote may be listed (a new one needs no host build); an entry with a
 * name that is not a federation name, or no URL, is dropped with a warning, not fatal.
 */
export function parseRemoteManifests(json: unknown): RemoteManifests {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('remotes.json must be an object of remote name → mf-manifest.json URL');
  }
  const manifests: RemoteManifests = {};
  for (const [name, entry] of Object.entries(json)) {
    if (REMOTE_NAME_PATTERN.test(name) && typeof entry === 'string' && entry.length > 0)
      manifests[name] = entry;
    else console.warn(`remotes.json: ignoring ${JSON.stringify(name)}`);
  }
  return manifests;
}

export async function fetchRemoteManifests(url = '/remotes.json'): Promise<RemoteManifests> {
  const response = (await takeStartFetch(url)) ?? (await fetch(url, { cache: 'no-cache' }));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemoteManifests(await response.json());
}

let prefetching = false;

export function registerRemoteManifests(manifests: RemoteManifests): void {
  const remotes = Object.entries(manifests).map(([name, entry]) => ({ name, entry }));
  if (!prefetching) {
    registerPlugins([manifestPrefetchPlugin, crossOriginPlugin]);
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
    loaded = await loadRemote<T>(id);
  } catch (error) {
    throw new RemoteLoadError(remote, id, error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
  if (loaded === null || loaded === undefined)
    throw new RemoteLoadError(remote, id, 'the runtime returned nothing');
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
    reachable.map(({ name, exposes }) =>
      preloadRemote([{ nameOrAlias: name, exposes, resourceCategory: 'sync' }]),
    ),
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
