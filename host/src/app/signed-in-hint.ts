// Issue 22: whether this browser was signed in when it last ran Leafbid, and as which roles, kept
// for index.html's page script (start-fetches-page.ts reads it with readSignedInHint). With it, a
// signed-in page opened directly (/marketplace, /orders, …) or the dashboard's widgets for those
// roles have their files asked for beside main.js, as a public page's are, instead of after
// identity has answered.
// A hint for what to download early, never a permission: the guard still decides what shows, and
// a stale hint costs one page's files.
import { useAuthStore, useProfileStore } from '@leafbid/shared';

/** The localStorage key. */
export const SIGNED_IN_HINT_KEY = 'leafbid:signed-in';

/**
 * The roles of the user this browser was signed in as when it last ran Leafbid ([] before their
 * profile came), or null: nobody, storage disabled, or not a list.
 */
export function readSignedInHint(): string[] | null {
  try {
    const hint: unknown = JSON.parse(localStorage.getItem(SIGNED_IN_HINT_KEY) ?? 'null');
    return Array.isArray(hint) ? (hint as string[]) : null;
  } catch {
    return null;
  }
}

function write(): void {
  try {
    const { status } = useAuthStore.getState();
    if (status === 'authenticated') {
      // The roles once the profile has come. Until then the roles the last start kept stay (the
      // same user, most likely), or [] (the pages for any signed-in user) when there were none.
      const roles = useProfileStore.getState().profile?.Contact_Type;
      if (roles) localStorage.setItem(SIGNED_IN_HINT_KEY, JSON.stringify(roles));
      else if (readSignedInHint() === null) localStorage.setItem(SIGNED_IN_HINT_KEY, '[]');
    } else if (status === 'anonymous') localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // storage disabled, full or refused: the next start simply has no hint
  }
}

/** Keeps the hint in step with the auth state and the profile from now on; returns a stop. */
export function keepSignedInHint(): () => void {
  write();
  const stopAuth = useAuthStore.subscribe((state, previous) => {
    if (state.status !== previous.status) write();
  });
  const stopProfile = useProfileStore.subscribe((state, previous) => {
    if (state.profile?.Contact_Type !== previous.profile?.Contact_Type) write();
  });
  return () => {
    stopAuth();
    stopProfile();
  };
}
