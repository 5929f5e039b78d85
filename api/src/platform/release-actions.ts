// Issue 37: the registry changes the operator's console and the automatic rollback make. Each
// checks what the API answers in words (an unknown remote or release: 404; nothing to roll back,
// the stable release as its own canary: 409) and then applies @leafbid/tooling/release's own
// change, so the API and `npm run release` change the registry alike. Pure: a store may run them
// again on a fresher read.
import {
  canary,
  endCanary,
  promote as promoteRelease,
  rollback as rollbackRelease,
  stableHistory,
  type Registry,
  type RemoteReleases,
} from './registry.js';

export type RefusalKind =
  | 'remote-not-found'
  | 'release-not-found'
  | 'nothing-to-roll-back'
  | 'already-stable'
  | 'no-canary'
  /** Refused by @leafbid/tooling/release in its own words (its message). */
  | 'refused';

/** Why a change was refused: the route answers it as a 404 or a 409. */
export class RegistryRefusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly remote: string,
    readonly release: string | null = null,
    message?: string,
  ) {
    super(message ?? `${kind}: ${remote}${release ? ` ${release}` : ''}`);
    this.name = 'RegistryRefusal';
  }
}

/** A remote of the registry, or a refusal. */
export function remoteOf(registry: Registry, remote: string): RemoteReleases {
  const entry = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
  if (!entry) throw new RegistryRefusal('remote-not-found', remote);
  return entry;
}

function assertRelease(entry: RemoteReleases, remote: string, id: string): void {
  if (!entry.releases.some((release) => release.id === id))
    throw new RegistryRefusal('release-not-found', remote, id);
}

/** The release a rollback would make stable (as @leafbid/tooling/release's rollback), or null. */
export function previousStable(entry: RemoteReleases): string | null {
  const stables = stableHistory(entry);
  if (entry.stable && stables.at(-1) !== entry.stable) stables.push(entry.stable);
  return stables.at(-2) ?? null;
}

export interface Actor {
  /** Who the history names: the Admin's email, or the API for its own rollback. */
  by: string;
  reason?: string;
}

/** Makes `release` stable (ending a canary of it). */
export function promote(registry: Registry, remote: string, release: string, actor: Actor) {
  const entry = remoteOf(registry, remote);
  assertRelease(entry, remote, release);
  if (entry.stable === release) throw new RegistryRefusal('already-stable', remote, release);
  return promoteRelease(registry, remote, release, actor);
}

/** Back to the previous stable release. */
export function rollback(registry: Registry, remote: string, actor: Actor) {
  if (!previousStable(remoteOf(registry, remote)))
    throw new RegistryRefusal('nothing-to-roll-back', remote);
  return rollbackRelease(registry, remote, actor);
}

/** Serves `release` to `percent` % of users; 0 ends the canary. */
export function setCanary(
  registry: Registry,
  remote: string,
  release: string | null,
  percent: number,
  actor: Actor,
) {
  const entry = remoteOf(registry, remote);
  if (percent === 0 || release === null) {
    if (!entry.canary) throw new RegistryRefusal('no-canary', remote);
    return endCanary(registry, remote, { ...actor, action: 'canary' });
  }
  assertRelease(entry, remote, release);
  if (entry.stable === release) throw new RegistryRefusal('already-stable', remote, release);
  return canary(registry, remote, release, percent, actor);
}

/**
 * The API's own rollback of a failing canary: the canary ends (history `auto-rollback`, with the
 * reason). Undefined (nothing to write) when that release is no longer the canary: someone, or
 * another replica, was first.
 */
export function autoRollback(
  registry: Registry,
  remote: string,
  release: string,
  actor: Actor & { reason: string },
): Registry | undefined {
  const entry = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
  if (entry?.canary?.release !== release) return undefined;
  return endCanary(registry, remote, { ...actor, action: 'auto-rollback' });
}
