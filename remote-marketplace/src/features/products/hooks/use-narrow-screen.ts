import { useSyncExternalStore } from 'react';

/**
 * Where the marketplace's two columns become one (products.css): below it the filters are a
 * button and a sheet (issue 18), not a sidebar after every card.
 */
export const NARROW_SCREEN = '(max-width: 960px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches;

/** True while the window is at most 960 px wide (a phone, a small tablet); follows resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
