// Runs after the federation runtime has initialised the share scope (src/index.ts is the async
// boundary). index.html's start screen shows meanwhile; start-up (config → identity → auth,
// remotes.json alongside) runs underneath it — see app/start.ts.
//
// Issue 22: evaluating the app's modules is the longest work of the start. It is done in three
// tasks, the browser free in between (to paint, to answer a tap): the kernel and start-up first
// (so their requests leave at once), then React and the app's tree, then its first render. The
// imports are "eager": their modules are in this chunk, so no request is added, only the order.
async function boot(): Promise<void> {
  await import(/* webpackMode: "eager" */ './app/zod-config');
  const [{ startLeafbid }, { startOverlayShownAt }, { nextTask }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/start'),
    import(/* webpackMode: "eager" */ './features/loading'),
    import(/* webpackMode: "eager" */ './app/next-task'),
  ]);
  // index.html's start screen has shown since the first paint: the 2 s minimum counts from there.
  const startShownAt = startOverlayShownAt();
  const starting = startLeafbid();
  starting.catch((error: unknown) => console.error('Leafbid could not start', error));
  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager" */ './app/render');
  await nextTask();
  renderApp(starting, startShownAt);
}

void boot();

// A module (src/index.ts imports it), with nothing to export.
export {};
