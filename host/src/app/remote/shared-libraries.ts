// Libraries the remotes share for one copy on the page, not as one instance (react-hook-form,
// zod and the zod core its form resolver uses; tooling/webpack/shared-config.cjs DEDUPLICATED).
// The host provides them (eager: in its main.js, issue 22) and loads them at start: a remote then
// finds a copy already loaded. Left to the first remote that needs one, it is fetched only after that
// remote's container has started — a round trip more before its first page (the login form;
// issue 12). zod and its core are shared through surfaces, so they are only loaded here, nothing
// taken from them (`webpackExports: []`).
export function loadSharedLibraries(): Promise<unknown[]> {
  return Promise.all([
    import('react-hook-form'),
    import(/* webpackExports: [] */ 'zod'),
    import(/* webpackExports: [] */ 'zod/v4/core'),
  ]);
}
