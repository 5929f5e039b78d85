// Issue 37 (docs/releases.md "Which release a user gets"): which of a remote's releases this tab
// loads, chosen once at start. index.html's page script (../start-fetches-page.ts) and the app
// (./releases.ts) both run this module, so both ask for the same release's files. No imports: all
// of it is inlined in every page (start-script.cjs).

/** One release of a remote, as /remotes.json lists it. */
export interface Release {
  id: string;
  /** Its mf-manifest.json; every file of the release is under this folder. */
  manifest: string;
  /** The @leafbid/shared range it was built against (null: it shares no kernel). */
  kernel: string | null;
  /** SHA-384 digests of mf-manifest.json, leafbid-remote.json, remoteEntry.js and integrity.json. */
  integrity: Record<string, string>;
}

/** A remote's entry in /remotes.json written by the release tooling. */
export interface ReleaseEntry {
  stable: string;
  canary: { release: string; percent: number } | null;
  releases: Release[];
}

/** A release's other digests: integrity.json's `files` (path under the release → digest). */
export type ReleaseFiles = Record<string, string>;

/** sessionStorage: `{ "<remote>": "<release id>" }`, the releases an Admin pinned for this session. */
export const RELEASE_PINS_KEY = 'leafbid.release-pins';
/** localStorage: the random id that chooses a signed-out browser's releases. */
export const BROWSER_ID_KEY = 'leafbid.browser-id';
/**
 * The files a release entry must give a digest of: what is read before integrity.json (which lists
 * remoteEntry.js too, wherever the build put it; the registry also gives it, as `remoteEntry.js`
 * when it is at the release's root).
 */
export const REGISTRY_FILES = ['mf-manifest.json', 'leafbid-remote.json', 'integrity.json'];

const DIGEST = /^sha384-[A-Za-z0-9+/]{64}$/;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` maps file names to SHA-384 digests (integrity.json's `files`). */
export const isDigests = (value: unknown): value is Record<string, string> =>
  isObject(value) && Object.values(value).every((digest) => DIGEST.test(String(digest)));

const isRelease = (value: unknown): value is Release =>
  isObject(value) &&
  isText(value.id) &&
  isText(value.manifest) &&
  isObject(value.integrity) &&
  REGISTRY_FILES.every((file) => DIGEST.test(String((value.integrity as object)[file as never])));

/**
 * A release entry checked: a release without an id, a manifest or the digests of REGISTRY_FILES
 * left out, a canary naming no listed release or no percentage from 0 to 100 ignored. Null when it
 * is not a release entry or its stable release is not listed. (Kept short: the page inlines it;
 * ./remote-registry.ts warns of what was left out.)
 */
export function checkReleaseEntry(value: unknown): ReleaseEntry | null {
  if (!isObject(value) || !Array.isArray(value.releases)) return null;
  const releases = value.releases.filter(isRelease);
  const listed = (id: unknown) => releases.some((release) => release.id === id);
  const { stable, canary } = value;
  return listed(stable)
    ? {
        stable: stable as string,
        canary:
          isObject(canary) &&
          listed(canary.release) &&
          typeof canary.percent === 'number' &&
          canary.percent >= 0 &&
          canary.percent <= 100
            ? (canary as ReleaseEntry['canary'])
            : null,
        releases,
      }
    : null;
}

/** FNV-1a, 32 bits, over the UTF-8 bytes of `text`. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193);
  return hash >>> 0;
}

/** 0–99: a user (key) gets the canary of `remote` when this is below its percentage. */
export const releaseBucket = (remote: string, key: string): number =>
  fnv1a32(`${remote}:${key}`) % 100;

/**
 * The release of `remote` for `key`: the one pinned for it when the entry lists it, else the canary
 * when the key's bucket is below its percentage, else stable.
 */
export function chooseRelease(
  remote: string,
  entry: ReleaseEntry,
  key: string,
  pins: Record<string, unknown>,
): Release {
  const byId = (id: unknown) => entry.releases.find((release) => release.id === id);
  const { canary } = entry;
  return (
    byId(pins[remote]) ??
    (canary && releaseBucket(remote, key) < canary.percent ? byId(canary.release) : undefined) ??
    byId(entry.stable)!
  );
}

declare global {
  interface Window {
    /** The key this tab's releases were chosen by (the page script's, taken by the app). */
    __leafbidReleaseKey?: string;
  }
}

/**
 * Whose releases this tab loads: the account (`uid`, the signed-in hint's) or, signed out, this
 * browser's random id (made and kept on first use). The same for the page script and the app of
 * one tab, even when storage refuses.
 */
export function releaseKey(uid: string | null): string {
  let key = window.__leafbidReleaseKey ?? uid;
  if (!key) {
    try {
      key = localStorage.getItem(BROWSER_ID_KEY);
    } catch {
      // storage disabled: a random id for this tab
    }
    if (!key) {
      // Not a secret: it only spreads browsers over the canary's share.
      key = Math.random().toString(36).slice(2) + Date.now().toString(36);
      try {
        localStorage.setItem(BROWSER_ID_KEY, key);
      } catch {
        // kept for this tab only
      }
    }
  }
  return (window.__leafbidReleaseKey = key);
}

/** The releases pinned for this session (remote → id); {} when none or unreadable. */
export function readReleasePins(): Record<string, unknown> {
  try {
    const pins: unknown = JSON.parse(sessionStorage.getItem(RELEASE_PINS_KEY) ?? '{}');
    return isObject(pins) ? pins : {};
  } catch {
    return {};
  }
}

/** The folder of a release: its manifest's, where all its files are. */
const releaseBase = (release: Release): string =>
  new URL('.', new URL(release.manifest, location.href)).href;

/**
 * The digest `url` must match when it is a file of `release`: its path under the release's folder
 * in the registry's digests, else in integrity.json's `files`; '' for a file of the release listed
 * nowhere (the app refuses it: ./releases.ts); undefined when it is not a file of the release.
 */
export function releaseDigest(
  release: Release,
  files: ReleaseFiles | undefined,
  url: string,
): string | undefined {
  const base = releaseBase(release);
  const file = new URL(url, location.href).href.replace(/[?#].*$/, '');
  if (!file.startsWith(base)) return undefined;
  const path = file.slice(base.length);
  return release.integrity[path] ?? files?.[path] ?? '';
}

/** A release's integrity.json, next to its manifest. */
export const integrityFileOf = (release: Release): string =>
  `${releaseBase(release)}integrity.json`;
