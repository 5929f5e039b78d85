// The host's only door to the remotes (ARCHITECTURE.md "Run-time composition"): their
// mf-manifest.json URLs come from /remotes.json at start, are registered with the federation
// runtime, and modules are loaded by id ('marketplace/MarketplacePage').
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Each remote's exposed modules: its whole public API (see the remote's webpack.config.cjs). */
export const REMOTE_EXPOSES = {
  marketplace: ['MarketplacePage', 'NewArrivals'],
  orders: ['OrdersPage', 'PendingOrders'],
  listings: ['ListingsPage'],
  onboarding: ['LoginPage', 'JoinPage', 'ResetPage', 'ConfirmAccountPage', 'SettingsPage'],
  // Issue 11: the operator console (Admin only).
  operator: ['OperatorPage'],
} as const;

export type RemoteName = keyof typeof REMOTE_EXPOSES;

export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${(typeof REMOTE_EXPOSES)[R][number]}`;
}[RemoteName];

/** remotes.json: remote name → its mf-manifest.json URL. */
export type RemoteManifests = Partial<Record<RemoteName, string>>;

export const REMOTE_NAMES = Object.keys(REMOTE_EXPOSES) as RemoteName[];

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

function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTE_EXPOSES, name);
}

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** Reads remotes.json; unknown names and non-URL values are dropped, not fatal. */
export function parseRemoteManifests(json: unknown): RemoteManifests {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('remotes.json must be an object of remote name → mf-manifest.json URL');
  }
  const manifests: RemoteManifests = {};
  for (const [name, entry] of Object.entries(json)) {
    if (isRemoteName(name) && typeof entry === 'string' && entry.length > 0)
      manifests[name] = entry;
    else console.warn(`remotes.json: ignoring ${JSON.stringify(name)}`);
  }
  return manifests;
}

export async function fetchRemoteManifests(url = '/remotes.json'): Promise<RemoteManifests> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemoteManifests(await response.json());
}

export function registerRemoteManifests(manifests: RemoteManifests): void {
  const remotes = Object.entries(manifests).map(([name, entry]) => ({ name, entry }));
  registerRemotes(remotes);
  for (const { name, entry } of remotes) registeredEntries.set(name as RemoteName, entry);
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
 * Retry anywhere (say on /orders) every later mount of that remote's modules (the dashboard's
 * PendingOrders) loads afresh instead of replaying the failure it kept.
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
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
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

/**
 * Warms the remotes the user can reach (manifest, remoteEntry and exposed chunks) while the start
 * overlay shows. A remote that fails here is reset so its first real load retries the network.
 * Only the exposes' sync chunks: the manifest lists a remote's own fallback copies of the shared
 * singletons (react-router, firebase…) among the async ones, and the host already provides those,
 * so 'all' downloaded ~70 kB gzip per remote that never runs.
 */
export async function preloadRemotes(
  remotes: RemoteName[] = registeredRemotes(),
): Promise<RemoteName[]> {
  const reachable = remotes.filter((remote) => registeredEntries.has(remote));
  const results = await Promise.allSettled(
    reachable.map((remote) =>
      preloadRemote([
        { nameOrAlias: remote, exposes: [...REMOTE_EXPOSES[remote]], resourceCategory: 'sync' },
      ]),
    ),
  );
  const failed = reachable.filter((_, index) => results[index]?.status === 'rejected');
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
