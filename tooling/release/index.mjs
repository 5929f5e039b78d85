// The release tooling shared by the API and scripts/release.mjs (docs/releases.md, issue 37):
// the registry's pure functions (registry.mjs) and the stores (store.mjs).
//
//   import { openReleaseStore, servedRegistry } from '@leafbid/tooling/release';
//   const store = openReleaseStore({ dir: '.data/releases' });
//   const remotesJson = servedRegistry(await store.readRegistry(), { partner: 'https://…/mf-manifest.json' });
export * from './registry.mjs';
export * from './store.mjs';
