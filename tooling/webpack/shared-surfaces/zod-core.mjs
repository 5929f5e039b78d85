// What the Leafbid apps share of 'zod/v4/core' (issue 17): the names @hookform/resolvers' zod
// resolver imports. Shared beside ./zod.mjs so the forms parse with the same zod core that built
// their schemas (one copy on the page, one global config, its English messages included), not a
// second core bundled into each remote for the resolver alone.
export { $ZodError, parse, parseAsync } from 'leafbid-zod-core-package';
