import { useEffect, useState } from 'react';

type Loaded<T> = { module: T } | { error: unknown };

/**
 * The module `load` resolves to, asked for once `wanted` (null until then, and while it loads).
 * Issue 22: the dashboard's product popup is left out of its first load this way (the orders
 * remote has the same hook: remotes share no code but the kernel's). A failed load (a chunk lost
 * on the network) is thrown to the remote's error boundary, whose Retry mounts the caller again and
 * so asks again (webpack asks again for a chunk that failed); React.lazy would keep the failure.
 */
export function useLazyModule<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let live = true;
    load().then(
      (module) => live && setLoaded({ module }),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, load]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded ? loaded.module : null;
}
