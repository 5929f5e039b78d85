// What the Leafbid apps share of zod (issue 17). zod is not one instance, but every app validates
// with it (the kernel's runtime config, the domain's schemas, the forms), and each build carried
// its own 13 KB (gzip) copy: two before the login form, four before the dashboard. A shared module
// is provided whole, and all of zod is 52 KB with its locales, so every build provides THIS module
// for 'zod' instead: the `z` namespace with only the members listed in ./zod-members.mjs. It is
// shared for one copy on the page, not as a singleton: a build made against another zod version
// uses its own.
//
// A build that imports another name from 'zod', or uses a `z.` member not listed, fails, naming it
// (see ../shared-surface-plugin.cjs). To use more, add it to ./zod-members.mjs and rebuild every
// app, the host first.
export * as z from './zod-members.mjs';
