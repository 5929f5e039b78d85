import * as sharedSchemasModule from '@leafbid/shared/schemas';

type SharedSchemas = typeof sharedSchemasModule;

/** The browser forms' request schemas (same loading caveat as domain/shared-domain.ts). */
const loaded = sharedSchemasModule as SharedSchemas & { default?: SharedSchemas };
export const sharedSchemas: SharedSchemas =
  loaded.default && typeof loaded.default.purchaseRequestBodySchema === 'object'
    ? loaded.default
    : loaded;
