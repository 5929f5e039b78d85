// Each remote's mf-manifest.json is fetched as soon as remotes.json is read, alongside its
// description, and handed to the federation runtime when it asks for it (its `fetch` hook) — once:
// a later load (a Retry) goes to the network. The runtime would otherwise fetch a manifest only
// when the first module of that remote is wanted, after the descriptions: on a slow link that is
// a round trip more before the first page of a remote, the login form among them (issue 12).
// A manifest is a few KB of JSON. A prefetch that failed is fetched again when the runtime asks,
// and that answer (or failure) is the runtime's to report, as before.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const prefetched = new Map<string, Promise<Response>>();

export function prefetchManifest(url: string): void {
  if (prefetched.has(url)) return;
  const response = fetch(url);
  response.catch(() => undefined); // handled when handed over
  prefetched.set(url, response);
}

/** Drops a manifest not handed over yet (the remote is being reset: fetch it afresh). */
export function forgetManifest(url: string): void {
  prefetched.delete(url);
}

export const manifestPrefetchPlugin: ModuleFederationRuntimePlugin = {
  name: 'leafbid-manifest-prefetch',
  fetch(url, init) {
    const response = prefetched.get(url);
    if (!response) return undefined;
    prefetched.delete(url);
    return response.catch(() => fetch(url, init));
  },
};
