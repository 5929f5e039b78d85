import { useEffect, useReducer, useState } from 'react';

/** Modules loaded so far, by their loader: a later caller gets one at its first render. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * The module `load` resolves to, asked for once `wanted` (null until then, and while it loads).
 * Once loaded it is there at the first render of every later caller (a popup opened again shows no
 * empty frame). `load` is a module-level function: it is the cache's key.
 * Issue 22: the dashboard's product popup is left out of its first load this way (the orders
 * remote has the same hook: remotes share no code but the kernel's). A failed load (a chunk lost
 * on the network) is thrown to the remote's error boundary, whose Retry mounts the caller again and
 * so asks again (webpack asks again for a chunk that failed); React.lazy would keep the failure.
 */
export function useLazyModule<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const known = loadedModules.has(load);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!wanted || known || failure) return undefined;
    let live = true;
    load().then(
      (module) => {
        loadedModules.set(load, module);
        if (live) loaded();
      },
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [wanted, known, failure, load]);
  if (failure) throw failure.error;
  return known ? (loadedModules.get(load) as T) : null;
}
