// Each remote's mf-manifest.json is fetched as soon as remotes.json is read, alongside its
// description, and handed to the federation runtime when it asks for it (its `fetch` hook) — once:
// a later load (a Retry) goes to the network. The runtime would otherwise fetch a manifest only
// when the first module of that remote is wanted, after the descriptions: on a slow link that is
// a round trip more before the first page of a remote, the login form among them (issue 12).
// A manifest is a few KB of JSON. A prefetch that failed is fetched again when the runtime asks,
// and that answer (or failure) is the runtime's to report, as before.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeStartFetch } from '../start-fetches';
import { integrityOf, noteReleaseFailure } from './releases';

/**
 * Fetches a manifest; a release's with its digest (issue 37), so a changed one is refused (and
 * checked, to tell a refusal from a network failure).
 */
function fetchManifest(url: string, init?: RequestInit): Promise<Response> {
  const integrity = integrityOf(url);
  if (!integrity) return init ? fetch(url, init) : fetch(url);
  const answer = fetch(url, { ...init, integrity });
  answer.catch(() => noteReleaseFailure(url));
  return answer;
}

// The host also reads the manifest itself (the kernel range the remote needs, issue 17): a copy of
// the body is taken as the answer arrives, before the runtime may read the original.
const prefetched = new Map<string, { response: Promise<Response>; json: Promise<unknown> }>();

export function prefetchManifest(url: string): void {
  if (prefetched.has(url)) return;
  // index.html may have asked for it already (issue 22).
  const early = takeStartFetch(url);
  const response = early
    ? early.then((answer) => answer ?? fetchManifest(url))
    : fetchManifest(url);
  response.catch(() => undefined); // handled when handed over
  const json = response.then((answer) => {
    if (!answer.ok) throw new Error(`${url} answered ${answer.status} ${answer.statusText}`.trim());
    return answer.clone().json() as Promise<unknown>;
  });
  json.catch(() => undefined); // handled by readManifest
  prefetched.set(url, { response, json });
}

/**
 * The manifest's JSON, from the early fetch when there is one (else fetched now, and that answer
 * is the one the runtime gets later). Rejects when it cannot be fetched or is not JSON.
 */
export function readManifest(url: string): Promise<unknown> {
  prefetchManifest(url);
  return prefetched.get(url)!.json;
}

/** Drops a manifest not handed over yet (the remote is being reset: fetch it afresh). */
export function forgetManifest(url: string): void {
  prefetched.delete(url);
}

export const manifestPrefetchPlugin: ModuleFederationRuntimePlugin = {
  name: 'leafbid-manifest-prefetch',
  fetch(url, init) {
    const early = prefetched.get(url);
    // A release's manifest is always fetched with its digest, a Retry's too.
    if (!early) return integrityOf(url) ? fetchManifest(url, init) : undefined;
    prefetched.delete(url);
    return early.response.catch(() => fetchManifest(url, init));
  },
};
