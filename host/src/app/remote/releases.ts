// Issue 37 (docs/releases.md): the release of each remote this tab runs, chosen once at start
// (./release-choice.ts, as index.html's page script chose it), and the digests its files must
// match: those /remotes.json gives (mf-manifest.json, leafbid-remote.json, remoteEntry.js,
// integrity.json) and, once fetched with its own digest, the release's integrity.json for the
// rest. Fail closed: a file that does not match is refused by the browser, and a failed load of a
// release's file is checked here (fetched again and hashed) to tell a refused file (`integrity`)
// from a network failure.
import { readSignedInUid } from '../signed-in-hint';
import { takeStartFetch } from '../start-fetches';
import {
  RELEASE_PINS_KEY,
  chooseRelease,
  integrityFileOf,
  isDigests,
  readReleasePins,
  releaseDigest,
  releaseKey,
  type Release,
  type ReleaseEntry,
  type ReleaseFiles,
} from './release-choice';

export { RELEASE_PINS_KEY, type Release, type ReleaseEntry } from './release-choice';

/** A remote's entry in /remotes.json: a plain manifest URL, or its releases. */
export type RemoteEntry = string | ReleaseEntry;

/** The release a remote runs in this tab, for whoever reports or shows it. */
export interface ChosenRelease {
  id: string;
  /** remoteEntry.js's digest. */
  integrity?: string;
}

interface Running {
  release: Release;
  /** The registry's entry, for the ids a pin may name. */
  entry: ReleaseEntry;
  /** integrity.json's files, once fetched and matching its digest. */
  files?: ReleaseFiles;
  filesReady: Promise<void>;
}

const running = new Map<string, Running>();

/** SHA-384 of zero bytes: what a file no digest lists is checked against (and fails). */
export const NOTHING_DIGEST =
  'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';

/**
 * The manifest URL each remote loads in this tab: a plain entry's own, or the chosen release's
 * (the pinned one, the canary for this user's share, else stable). A remote chosen already keeps
 * its release (a second read of /remotes.json in the same tab changes nothing it runs).
 */
export function chooseReleases(entries: Record<string, RemoteEntry>): Record<string, string> {
  const key = releaseKey(readSignedInUid());
  const pins = readReleasePins();
  const manifests: Record<string, string> = {};
  for (const [remote, entry] of Object.entries(entries)) {
    if (typeof entry === 'string') {
      running.delete(remote);
      manifests[remote] = entry;
      continue;
    }
    const kept = running.get(remote);
    const release =
      kept && entry.releases.some(({ id }) => id === kept.release.id)
        ? kept.release
        : chooseRelease(remote, entry, key, pins);
    if (kept?.release !== release) {
      const state: Running = { release, entry, filesReady: Promise.resolve() };
      state.filesReady = loadFiles(remote, state);
      state.filesReady.catch(() => undefined); // the remote's load reports it
      running.set(remote, state);
    } else kept.entry = entry;
    manifests[remote] = release.manifest;
  }
  window.__leafbidReleases = chosenReleases;
  return manifests;
}

declare global {
  interface Window {
    /** chosenReleases, for a look from the console or a browser test (issue 37). */
    __leafbidReleases?: () => Record<string, ChosenRelease>;
  }
}

async function loadFiles(remote: string, state: Running): Promise<void> {
  const url = integrityFileOf(state.release);
  const integrity = state.release.integrity['integrity.json'] ?? NOTHING_DIGEST;
  try {
    // index.html may have asked for it already (with the same digest).
    const response = (await takeStartFetch(url)) ?? (await fetch(url, { integrity }));
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const json = (await response.json()) as { files?: unknown };
    if (!isDigests(json.files)) throw new Error(`${url} lists no files`);
    state.files = json.files;
  } catch (error) {
    noteReleaseFailure(url);
    throw new Error(
      `${remote}: ${url} could not be read (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    );
  }
}

/** Each remote's release in this tab (remotes with a plain entry have none). */
export function chosenReleases(): Record<string, ChosenRelease> {
  return Object.fromEntries(
    [...running].map(([remote, { release }]) => {
      const integrity = release.integrity['remoteEntry.js'];
      return [remote, integrity ? { id: release.id, integrity } : { id: release.id }];
    }),
  );
}

/** The release id `remote` runs in this tab, or undefined (a plain entry). */
export function chosenReleaseId(remote: string): string | undefined {
  return running.get(remote)?.release.id;
}

/**
 * Pins `id` of `remote` for this session (an Admin trying a release in production), or unpins
 * (null). Takes effect at the next start of a tab (a reload): a tab keeps the releases it started
 * with. False (and nothing kept) when this tab's /remotes.json lists no such release.
 */
export function pinRelease(remote: string, id: string | null): boolean {
  const listed = running.get(remote)?.entry.releases.some((release) => release.id === id);
  if (id !== null && !listed) return false;
  const pins = readReleasePins();
  if (id === null) delete pins[remote];
  else pins[remote] = id;
  try {
    sessionStorage.setItem(RELEASE_PINS_KEY, JSON.stringify(pins));
    return true;
  } catch {
    return false;
  }
}

/** The release `url` is a file of, with its remote. */
function releaseOf(url: string): { remote: string; state: Running; digest: string } | undefined {
  for (const [remote, state] of running) {
    const digest = releaseDigest(state.release, state.files, url);
    // A file of the release listed nowhere is refused (fail closed).
    if (digest !== undefined) return { remote, state, digest: digest || NOTHING_DIGEST };
  }
  return undefined;
}

/**
 * The `integrity` `url` is loaded with: its digest when it is a file of a release this tab runs
 * (the digest of nothing when the release lists it nowhere: refused), else undefined (a plain
 * entry's file, or not a remote's).
 */
export function integrityOf(url: string): string | undefined {
  return releaseOf(url)?.digest;
}

/**
 * Resolves once the release's integrity.json has been read (at once for a plain entry), so every
 * file it lists gets its digest; rejects when it could not be read or did not match.
 */
export function releaseFilesReady(remote: string): Promise<void> {
  return running.get(remote)?.filesReady ?? Promise.resolve();
}

// ---- Telling a refused file from a network failure ----

/** Per remote, the checks of its files that failed to load: each resolves to the refused URL or null. */
const failures = new Map<string, Array<Promise<string | null>>>();

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/**
 * Whether the file at `url` does not match `digest`: fetched again without the check and hashed.
 * A file that cannot be fetched is a network failure, not a refusal. Without SubtleCrypto (a page
 * on plain http other than localhost) a file that answers is taken as refused.
 */
async function refused(url: string, digest: string): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) return false;
    const bytes = await response.arrayBuffer();
    const subtle = globalThis.crypto?.subtle;
    if (!subtle) return true;
    return `sha384-${base64(await subtle.digest('SHA-384', bytes))}` !== digest;
  } catch {
    return false;
  }
}

/** A file of a release failed to load (script or link error, a rejected fetch): checks why. */
export function noteReleaseFailure(url: string): void {
  const file = releaseOf(url);
  if (!file) return;
  const check = refused(url, file.digest).then((yes) => (yes ? url : null));
  failures.set(file.remote, [...(failures.get(file.remote) ?? []), check]);
}

/**
 * The URL of a file of `remote`'s release the browser refused for its digest since the last
 * reset, or null (none, or each failure was the network's). Waits for the checks under way.
 */
export async function integrityRefusal(remote: string): Promise<string | null> {
  const checks = await Promise.all(failures.get(remote) ?? []);
  return checks.find((url) => url !== null) ?? null;
}

/** The remote is being reset (Retry): its failures are forgotten; a failed integrity.json is read again. */
export function forgetReleaseFailures(remote: string): void {
  failures.delete(remote);
  const state = running.get(remote);
  if (state && !state.files) {
    state.filesReady = loadFiles(remote, state);
    state.filesReady.catch(() => undefined);
  }
}

/** Every script or stylesheet of a release that fails to load, whoever made it (webpack's chunks too). */
export function watchReleaseFiles(): () => void {
  const onError = (event: Event) => {
    const element = event.target;
    if (element instanceof HTMLScriptElement) noteReleaseFailure(element.src);
    else if (element instanceof HTMLLinkElement) noteReleaseFailure(element.href);
  };
  document.addEventListener('error', onError, true);
  return () => document.removeEventListener('error', onError, true);
}

/** Forgets every release (tests). */
export function resetReleases(): void {
  running.clear();
  failures.clear();
}
