// Issue 37: the browser tests' view of the release registry the test stack serves as
// /remotes.json (docs/releases.md): which release of a remote is stable, where its files are, and
// a way for one page to be given other entries, as a deploy that lists them would.
import type { Page } from '@playwright/test';
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

/**
 * Gives this page `change(registry)` as /remotes.json, as a deploy that changed the registry
 * would. The host's server builds the page's Content-Security-Policy from the registry it serves,
 * so a change that adds an origin needs `test.use({ bypassCSP: true })` in its spec (the policy
 * itself is csp.spec.ts's; a page fulfilled by the test instead of the server would lose its
 * loopback address space, and Chromium then refuses every request to the remotes).
 */
export async function serveRegistry(page: Page, change: (registry: Registry) => Registry) {
  await page.route(REMOTES_JSON, async (route) => {
    const response = await route.fetch();
    const served = (await response.json()) as Registry;
    await route.fulfill({ response, json: change(structuredClone(served)) });
  });
}
