// Issue 37: the browser tests' view of the release registry the test stack serves as
// /remotes.json (docs/releases.md): which release of a remote is stable, where its files are, and
// a way for one page to be given other entries — with the page's Content-Security-Policy allowing
// their origins, as a deploy that lists them would.
import type { Page, Route } from '@playwright/test';
import { TEST_PORTS } from './ports';

export interface ServedRelease {
  id: string;
  manifest: string;
  kernel: string | null;
  integrity: Record<string, string>;
}
export interface ServedReleases {
  stable: string;
  canary: { release: string; percent: number } | null;
  releases: ServedRelease[];
}
/** /remotes.json: a plain manifest URL, or a remote's releases. */
export type Registry = Record<string, string | ServedReleases>;

const HOST = `http://localhost:${TEST_PORTS.host}`;
export const REMOTES_JSON = `${HOST}/remotes.json`;

/** /remotes.json as the test stack serves it now. */
export async function servedRegistry(): Promise<Registry> {
  const response = await fetch(REMOTES_JSON);
  if (!response.ok) throw new Error(`${REMOTES_JSON} answered ${response.status}`);
  return (await response.json()) as Registry;
}

/** A remote's stable release, and the URL its files are served under (`<origin>/<id>`). */
export async function stableRelease(remote: string): Promise<ServedRelease & { base: string }> {
  const entry = (await servedRegistry())[remote];
  if (!entry || typeof entry === 'string') throw new Error(`${remote} has no releases listed`);
  const release = entry.releases.find((candidate) => candidate.id === entry.stable);
  if (!release) throw new Error(`${remote}'s stable release ${entry.stable} is not listed`);
  return { ...release, base: release.manifest.replace(/\/mf-manifest\.json$/, '') };
}

function originsOf(registry: Registry): Set<string> {
  const origins = new Set<string>();
  for (const entry of Object.values(registry)) {
    const urls =
      typeof entry === 'string' ? [entry] : entry.releases.map((release) => release.manifest);
    for (const url of urls) origins.add(new URL(url).origin);
  }
  return origins;
}

const FETCHING_DIRECTIVES = ['script-src', 'style-src', 'connect-src', 'font-src', 'img-src'];

/** The policy with `origins` allowed wherever the registry's origins are. */
function allowing(policy: string, origins: string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name] = directive.trim().split(/\s+/);
      return name && FETCHING_DIRECTIVES.includes(name)
        ? `${directive.trim()} ${origins.join(' ')}`
        : directive.trim();
    })
    .join('; ');
}

/**
 * Gives this page `change(registry)` as /remotes.json, as a deploy that changed the registry
 * would; the host's pages then allow the new entries' origins (the server builds its policy from
 * the registry it serves, not from this page's).
 */
export async function serveRegistry(page: Page, change: (registry: Registry) => Registry) {
  await page.route(REMOTES_JSON, async (route) => {
    const response = await route.fetch();
    const served = (await response.json()) as Registry;
    await route.fulfill({ response, json: change(structuredClone(served)) });
  });
  // Pages (client routes: no file extension) carry the policy, built before remotes.json is read.
  const isPage = (url: URL) => url.origin === HOST && !/\.[a-z0-9]+$/i.test(url.pathname);
  await page.route(isPage, async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const served = await servedRegistry();
    const known = originsOf(served);
    const added = [...originsOf(change(structuredClone(served)))].filter((o) => !known.has(o));
    const headers = { ...response.headers() };
    const policy = headers['content-security-policy'];
    if (policy && added.length > 0) headers['content-security-policy'] = allowing(policy, added);
    await route.fulfill({ response, headers });
  });
}
