// Issue 22: whether this browser was signed in when it last ran Leafbid, kept for index.html's
// page script (../features/loading/start-fetches.js). With it, a signed-in page opened directly
// (/marketplace, /orders, …) has its files asked for beside main.js, as a public page's are,
// instead of after identity has answered. A hint for what to download early, never a permission:
// the guard still decides what shows, and a stale hint costs one page's files.
import { useAuthStore, type AuthStatus } from '@leafbid/shared';

/** The localStorage key; start-fetches.js spells it too (its test compares the two). */
export const SIGNED_IN_HINT_KEY = 'leafbid:signed-in';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy settings): no hint
  }
}

function write(status: AuthStatus): void {
  try {
    if (status === 'authenticated') storage()?.setItem(SIGNED_IN_HINT_KEY, '1');
    else if (status === 'anonymous') storage()?.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // full or refused: the next start simply has no hint
  }
}

/** Keeps the hint in step with the auth state from now on; returns a function that stops. */
export function keepSignedInHint(): () => void {
  write(useAuthStore.getState().status);
  return useAuthStore.subscribe((state, previous) => {
    if (state.status !== previous.status) write(state.status);
  });
}
