// Types of registry.mjs (docs/releases.md, issue 37).
export interface Release {
  id: string;
  manifest: string;
  /** The @leafbid/shared range it was built against (null: it shares no kernel). */
  kernel: string | null;
  /** Digests of mf-manifest.json, leafbid-remote.json, remoteEntry.js and integrity.json. */
  integrity: Record<string, string>;
  commit: string;
  publishedAt: string;
  /** The last time it was stable, canary or pinned-seen (null: never live). */
  lastLiveAt: string | null;
}
export type HistoryAction = 'publish' | 'promote' | 'canary' | 'rollback' | 'auto-rollback';
export interface HistoryEvent {
  at: string;
  action: HistoryAction;
  release: string | null;
  by: string;
  reason?: string;
}
export interface Canary {
  release: string;
  percent: number;
}
export interface RemoteReleases {
  stable: string | null;
  canary: Canary | null;
  releases: Release[];
  history: HistoryEvent[];
}
export interface Registry {
  version: 1;
  remotes: Record<string, RemoteReleases>;
}
export interface ServedRemote {
  stable: string;
  canary: Canary | null;
  releases: Array<Pick<Release, 'id' | 'manifest' | 'kernel' | 'integrity'>>;
}
/** `/remotes.json`: a registry remote, or a plain manifest URL. */
export type ServedRegistry = Record<string, ServedRemote | string>;

export interface Who {
  by?: string;
  at?: Date | string | number;
  reason?: string;
}

export const REGISTRY_VERSION: 1;
export const RELEASE_ID: RegExp;
export const REMOTE_NAME: RegExp;
export const DIGEST: RegExp;
export const ACTIONS: HistoryAction[];
export const KEEP_NEWEST: number;
export const KEEP_LIVE_MS: number;
export class RegistryError extends Error {}
export function emptyRegistry(): Registry;
export function registryProblems(doc: unknown): string[];
export function parseRegistry(text: string | undefined | null): Registry;
export function serializeRegistry(registry: Registry): string;
export function releaseId(at: Date | string | number, contentHash: string): string;
export function sameContentRelease(
  registry: Registry,
  remote: string,
  id: string,
): Release | undefined;
export function publishRelease(
  registry: Registry,
  remote: string,
  release: {
    id: string;
    manifest: string;
    kernel: string | null;
    integrity: Record<string, string>;
    commit?: string;
  },
  who?: Who,
): { registry: Registry; id: string; existing: boolean; stable: boolean };
export function promote(registry: Registry, remote: string, id: string, who?: Who): Registry;
export function canary(
  registry: Registry,
  remote: string,
  id: string,
  percent: number,
  who?: Who,
): Registry;
export function endCanary(
  registry: Registry,
  remote: string,
  who?: Who & { action?: 'canary' | 'auto-rollback' },
): Registry;
export function stableHistory(entry: RemoteReleases): string[];
export function rollback(registry: Registry, remote: string, who?: Who): Registry;
export function markLive(
  registry: Registry,
  remote: string,
  ids: string[],
  when?: { at?: Date | string | number },
): Registry;
export function releasesToDelete(
  registry: Registry,
  remote: string,
  now?: Date | string | number,
): string[];
export function forgetReleases(registry: Registry, remote: string, ids: string[]): Registry;
export function servedRegistry(
  registry: Registry | null | undefined,
  plainEntries?: Record<string, string>,
): ServedRegistry;
