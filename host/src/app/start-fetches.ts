// Issue 22: index.html asks for what every start reads first before main.js has arrived
// (start-fetches-page.ts, bundled into the page by webpack.config.cjs); the start takes those
// answers instead of asking again.

declare global {
  interface Window {
    /** URL → the page's own request for it, settled (undefined when the request failed). */
    __leafbidStartFetches?: Partial<Record<string, Promise<Response | undefined>>>;
    /** The kernel version the host runs, written into index.html with the page script. */
    __leafbidKernel?: string;
  }
}

/**
 * The page's request for `url`, once: undefined at once when the page did not ask for it or it
 * was already taken (a second load reads the file afresh). The promise settles undefined when the
 * request failed or was not a 2xx (the caller then asks itself, and reports its own error), and
 * rejects when `signal` aborts first (the caller's timeout).
 */
export function takeStartFetch(
  url: string,
  signal?: AbortSignal,
): Promise<Response | undefined> | undefined {
  const fetches = typeof window === 'undefined' ? undefined : window.__leafbidStartFetches;
  const pending = fetches?.[url];
  if (!fetches || !pending) return undefined;
  delete fetches[url];
  return (signal ? untilAborted(pending, signal) : pending).then((response) =>
    response?.ok ? response : undefined,
  );
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) {
      abort();
      return;
    }
    signal.addEventListener('abort', abort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
