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
 * What is kept: `{ "uid": "<account>", "roles": [...] }` (issue 37: the uid chooses the account's
 * releases, ./remote/release-choice.ts). A hint written before is the roles alone (`[...]`).
 */
interface SignedInHint {
  uid: string | null;
  roles: string[];
}

function readHint(): SignedInHint | null {
  try {
    const hint = JSON.parse(localStorage.getItem(SIGNED_IN_HINT_KEY) ?? 'null') as {
      uid?: unknown;
      roles?: unknown;
    } | null;
    const roles = Array.isArray(hint) ? hint : hint?.roles;
    if (!Array.isArray(roles)) return null;
    return { uid: typeof hint?.uid === 'string' && hint.uid ? hint.uid : null, roles };
  } catch {
    return null;
  }
}

/**
 * The roles of the user this browser was signed in as when it last ran Leafbid ([] before their
 * profile came), or null: nobody, storage disabled, or not a hint.
 */
export function readSignedInHint(): string[] | null {
  return readHint()?.roles ?? null;
}

/** The account this browser was signed in as when it last ran Leafbid (null: none, or unknown). */
export function readSignedInUid(): string | null {
  return readHint()?.uid ?? null;
}

function write(): void {
  try {
    const { status, user } = useAuthStore.getState();
    if (status === 'authenticated') {
      // The roles once the profile has come. Until then the roles the last start kept stay (the
      // same user, most likely), or [] (the pages for any signed-in user) when there were none.
      const kept = readHint();
      const uid = user?.uid ?? null;
      const roles =
        useProfileStore.getState().profile?.Contact_Type ??
        (kept && (kept.uid === null || kept.uid === uid) ? kept.roles : []);
      localStorage.setItem(SIGNED_IN_HINT_KEY, JSON.stringify(uid ? { uid, roles } : roles));
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
