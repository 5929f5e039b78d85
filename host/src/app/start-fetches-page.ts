// Issue 22: what every start reads first, asked for by the page itself, so it travels beside
// main.js instead of after it has run: on a slow link each file here is a round trip less before
// the login form. That is runtime-config.json, remotes.json and, once remotes.json answers, each
// remote's mf-manifest.json and its description beside it (leafbid-remote.json). Each request is
// the start's own (same URL and options); the start takes each answer once (start-fetches.ts). A
// request that failed leaves undefined: the start then asks again itself and reports what went
// wrong.
//
// When the page opened is one anyone may open (a route of `access: "public"`: /login, /join,
// /reset), or, when this browser was signed in when it last ran Leafbid (the hint signed-in-hint.ts
// keeps, with the user's roles), a remote's page or the dashboard's widgets those roles may see,
// its files are asked for too, as soon as its remote's manifest and description have come:
// remoteEntry.js, the module's scripts and its stylesheet, as <link rel="preload"> in the mode the
// federation runtime asks for them later (CORS mode on another origin, remote/cross-origin.ts),
// which then finds them loaded or on their way. The hint only chooses what downloads early: the
// guard still decides what shows.
//
// Issue 36: not a copy of the app's rules. webpack.config.cjs bundles this module with esbuild
// (start-script.cjs) and inlines it into index.html; the route a path belongs to, the role check,
// the kernel range check, the hint and the description's URL are the functions the app runs.
// Keep its imports to small modules: all it brings is in every page load (the build prints its
// size).
//
// Issue 37: a remote listed with its releases loads the release this tab gets (the same choice as
// the app's, ./remote/release-choice.ts), its manifest, description and integrity.json fetched
// with their digests from remotes.json, and every preload carries its file's digest (from
// integrity.json) as the runtime's script will: the browser reuses a preload only when they agree.
import { allowedFor, remoteDescriptionUrl } from '@leafbid/shared/platform';
import type { RemoteDescription } from '@leafbid/shared/platform';
import { routeAt } from './platform/compose-platform';
import { caretSatisfies, kernelRangesOf } from './remote/kernel-range';
import {
  checkReleaseEntry,
  chooseRelease,
  integrityFileOf,
  readReleasePins,
  releaseDigest,
  releaseKey,
  type Release,
  type ReleaseFiles,
} from './remote/release-choice';
import { readSignedInHint, readSignedInUid } from './signed-in-hint';

/** What the page reads of a remote's mf-manifest.json (the rest is the start's). */
interface Manifest {
  metaData?: { publicPath?: unknown; remoteEntry?: { name: string; path?: string } };
  exposes?: Array<{
    name: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }>;
}

type Description = Partial<Pick<RemoteDescription, 'routes' | 'widgets'>>;

const fetches: NonNullable<Window['__leafbidStartFetches']> = {};
// The roles of the user this browser was signed in as when it last ran Leafbid, or null.
const signedInRoles = readSignedInHint();
const preloaded = new Set<string>();

function ask(key: string, url: string, init?: RequestInit): Promise<Response | undefined> {
  const answer = fetch(url, init).then(
    (response) => response,
    () => undefined,
  );
  fetches[key] = answer;
  return answer;
}

/** The body of a 2xx answer, read from a copy (the start reads the original). */
const json = (response: Response | undefined): Promise<unknown> =>
  response?.ok ? response.clone().json() : Promise.reject(response);

/** The digest a file is asked for with: its release's, or none (a plain entry's file). */
type DigestOf = (url: string) => string | undefined;

function preload(url: string, as: 'script' | 'style', digestOf: DigestOf): void {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = url;
  const integrity = digestOf(url);
  if (integrity) link.setAttribute('integrity', integrity);
  // As the runtime and webpack ask for the file: in CORS mode when it is on another origin.
  if (new URL(url, location.href).origin !== location.origin) link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

/**
 * Whether the host's kernel (window.__leafbidKernel, written in by webpack.config.cjs) satisfies
 * every kernel range the manifest declares, as the start checks them: the start refuses a remote
 * built for another kernel, so none of its files is asked for. Only caret ranges are read here
 * (what the builds write): any other leaves it to the start, which has the runtime's semver.
 */
function kernelFits(manifest: unknown): boolean {
  const running = window.__leafbidKernel;
  const ranges = kernelRangesOf(manifest);
  return (
    typeof running === 'string' &&
    ranges.length > 0 &&
    ranges.every((range) => caretSatisfies(running, range) === true)
  );
}

/**
 * A remote's module, as the federation runtime asks for it: remoteEntry.js, the module's scripts
 * and its stylesheet, each on the manifest's public path.
 */
function preloadModule(
  manifestUrl: string,
  manifest: Manifest,
  module: string,
  digestOf: DigestOf,
): void {
  const meta = manifest.metaData ?? {};
  const exposed = manifest.exposes?.find((candidate) => candidate.name === module);
  // A public path the manifest gives as a function is the runtime's to work out.
  if (!exposed || typeof meta.publicPath !== 'string' || !meta.remoteEntry) return;
  if (!kernelFits(manifest)) return;
  // As the federation runtime resolves them: 'auto' is the manifest's folder.
  const publicPath =
    meta.publicPath === 'auto' || meta.publicPath === ''
      ? manifestUrl.replace(/[?#].*$/, '').replace(/\/[^/]+$/, '/')
      : meta.publicPath;
  // remoteEntry's folder ('', '.', './js', '/js/'), joined as the runtime joins it.
  const folder = (meta.remoteEntry.path ?? '').replace(/^\.?\/?/, '').replace(/\/?$/, '/');
  preload(publicPath + (folder === '/' ? '' : folder) + meta.remoteEntry.name, 'script', digestOf);
  for (const file of exposed.assets?.js?.sync ?? []) preload(publicPath + file, 'script', digestOf);
  for (const file of exposed.assets?.css?.sync ?? []) preload(publicPath + file, 'style', digestOf);
}

/**
 * The page opened, when it is this remote's: a public page, or any page its roles may open for a
 * signed-in browser; on the dashboard (/) of a signed-in browser, this remote's widgets its user's
 * roles may see.
 */
function preloadPage(
  manifestUrl: string,
  manifest: Manifest,
  description: Description,
  digestOf: DigestOf,
): void {
  const path = location.pathname;
  const modules: string[] = [];
  const route = routeAt(path, description.routes ?? []);
  if (
    route &&
    (route.access === 'public' || (signedInRoles && allowedFor(route.roles, signedInRoles)))
  )
    modules.push(route.module);
  if (path === '/' && signedInRoles)
    for (const widget of description.widgets ?? [])
      if (allowedFor(widget.roles, signedInRoles)) modules.push(widget.module);
  for (const module of modules) preloadModule(manifestUrl, manifest, module, digestOf);
}

function start(): void {
  window.__leafbidStartFetches = fetches;
  ask('/runtime-config.json', `/runtime-config.json?t=${Date.now()}`, {
    cache: 'no-store',
    headers: { 'Cache-Control': 'no-cache' },
  });
  ask('/remotes.json', '/remotes.json', { cache: 'no-cache' })
    .then((response) => (response?.ok ? response.clone().json() : undefined))
    .then((remotes: Record<string, unknown> | undefined) => {
      const key = releaseKey(readSignedInUid());
      const pins = readReleasePins();
      for (const [remote, entry] of Object.entries(remotes ?? {})) {
        const releases = checkReleaseEntry(entry);
        const release: Release | undefined = releases
          ? chooseRelease(remote, releases, key, pins)
          : undefined;
        const manifest = release ? release.manifest : entry;
        if (typeof manifest !== 'string' || manifest === '') continue;
        const description = remoteDescriptionUrl(manifest, location.href);
        // A release's files with their digests (the start asks with the same).
        const digestOf = (url: string, files?: ReleaseFiles) =>
          release && releaseDigest(release, files, url);
        const checked = (url: string, init?: RequestInit) => {
          const integrity = digestOf(url);
          return integrity ? { ...init, integrity } : init;
        };
        const files = release ? integrityFileOf(release) : '';
        // Read from a copy as each answer comes, before the start (main.js) can read it.
        Promise.all([
          ask(manifest, manifest, checked(manifest)).then(json),
          ask(description, description, checked(description, { cache: 'no-cache' })).then(json),
          release && ask(files, files, checked(files)).then(json),
        ])
          .then(([body, described, digests]) =>
            preloadPage(
              new URL(manifest, location.href).href,
              body as Manifest,
              described as Description,
              (url) => digestOf(url, (digests as { files?: ReleaseFiles } | undefined)?.files),
            ),
          )
          .catch(() => {
            // Failed, not JSON, or not what was expected: the start reads them and reports it.
          });
      }
    })
    .catch(() => {
      // Not JSON, or a bad URL: the start reads remotes.json itself and says what is wrong.
    });
}

if (typeof fetch === 'function' && typeof Promise === 'function') start();
