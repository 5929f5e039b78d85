import { useSyncExternalStore } from 'react';

/** Where the dashboard is a phone's one column (dashboard.css): the pending orders lead it. */
export const PHONE_LAYOUT = '(max-width: 480px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_LAYOUT);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(PHONE_LAYOUT).matches;

/** True while the window is at most 480 px wide; follows resizes and rotations. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
