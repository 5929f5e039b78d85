import { useCallback, useEffect, useReducer } from 'react';

/** Modules loaded so far, by their loader: a later caller gets one at its first render. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

export interface LazyModule<T> {
  /** The module once loaded (null until then, and while it loads). */
  module: T | null;
  /** Wanted, and the last load failed (a chunk lost on the network). */
  failed: boolean;
  /** Forgets a failure and asks again: now if wanted, else the next time it is wanted. */
  retry(): void;
}

interface State {
  /** Each retry is a new attempt; a failure of an older one is dropped. */
  attempt: number;
  failed: boolean;
}

type Action = { type: 'failed'; attempt: number } | { type: 'retry' };

function reduce(state: State, action: Action): State {
  if (action.type === 'retry') return { attempt: state.attempt + 1, failed: false };
  return action.attempt === state.attempt ? { ...state, failed: true } : state;
}

/**
 * Kernel 2.5.0 (issue 36: the orders' and the marketplace's copies made one). The module `load`
 * resolves to, asked for once `wanted`. Once loaded it is there at the first
 * render of every later caller (a popup opened again shows no empty frame). `load` is a
 * module-level function: it is the cache's key.
 * Issue 22: the dialogs' code is left out of the first load this way. A failed load (a chunk lost
 * on the network) is the caller's to show where the dialog would have been, with `retry` (webpack
 * asks again for a chunk that failed); the rest of the page stays as it was. React.lazy would keep
 * the failure, and a boundary would take the whole widget down with it.
 */
export function useLazyModule<T>(load: () => Promise<T>, wanted: boolean): LazyModule<T> {
  const known = loadedModules.has(load);
  const [{ attempt, failed }, dispatch] = useReducer(reduce, { attempt: 0, failed: false });
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!wanted || known) return undefined;
    let live = true;
    load().then(
      (module) => {
        loadedModules.set(load, module);
        if (live) loaded();
      },
      () => live && dispatch({ type: 'failed', attempt }),
    );
    return () => {
      live = false;
    };
  }, [wanted, known, attempt, load]);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  return {
    module: known ? (loadedModules.get(load) as T) : null,
    failed: wanted && !known && failed,
    retry,
  };
}
