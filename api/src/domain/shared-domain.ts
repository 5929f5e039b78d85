import * as sharedDomainModule from '@leafbid/shared/domain';

type SharedDomain = typeof sharedDomainModule;

/**
 * @leafbid/shared ships TypeScript source without "type": "module", so under tsx (dev, tests)
 * Node loads it as CommonJS and exposes only a default export; the esbuild bundle sees the real
 * named exports. This picks whichever holds the functions.
 */
const loaded = sharedDomainModule as SharedDomain & { default?: SharedDomain };
export const sharedDomain: SharedDomain =
  loaded.default && typeof loaded.default.availability === 'function' ? loaded.default : loaded;
