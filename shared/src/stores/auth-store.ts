import { create } from 'zustand';
import { forgetMediaCookie } from '../api/access-token';
import { API_ERRORS, AUTH_TIMEOUT_MS } from '@leafbid/domain';
import { describeAuthError } from '../identity/describe-auth-error';
import { onAuthChange, signInWithEmail, signOutUser } from '../identity/active-identity';
import type { AuthUser } from '../identity/identity-port';
import { errorMessage } from './error-message';
import { resetDataStores } from './reset-data-stores';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  error: string | null;
  /**
   * Subscribes to the identity service (once). Resolves when the first auth state arrives, or after
   * AUTH_TIMEOUT_MS with status 'anonymous' and error 'Authentication timeout' (spec §8/§9).
   */
  initialise(): Promise<void>;
  /** Email + password sign-in; on failure sets `error` to plain words and rethrows. */
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Signs out, clears the user, the other stores and the API access token. Navigation is the caller's. */
  logout(): Promise<void>;
  clearError(): void;
  /**
   * Join (issue 7): the identity account exists before its contact does. While held, identity
   * changes are not applied, so the guard neither leaves /join nor loads a profile that is not
   * there yet. The returned release applies the latest held change (if any), or drops it when
   * `discard` is true (the held sign-in was undone).
   */
  holdAuthChanges(): (discard?: boolean) => void;
}

const initial = { status: 'loading', user: null, error: null } satisfies Partial<AuthState>;

let initialising: Promise<void> | null = null;
let unsubscribe: (() => void) | null = null;
let timeout: ReturnType<typeof setTimeout> | null = null;
let holds = 0;
let held: { user: AuthUser | null } | null = null;

export const useAuthStore = create<AuthState>()((set, get) => {
  const applyUser = (user: AuthUser | null): void => {
    const previous = get().user;
    // A different person (or nobody) now: their cached profile, bids and listings must go.
    if (previous && previous.uid !== user?.uid) resetDataStores();
    set({
      user,
      status: user ? 'authenticated' : 'anonymous',
      ...(user ? { error: null } : {}),
    });
  };

  return {
    ...initial,

    initialise: () => {
      if (initialising) return initialising;
      initialising = new Promise<void>((resolve) => {
        let settled = false;
        const settle = (): void => {
          if (settled) return;
          settled = true;
          if (timeout) clearTimeout(timeout);
          timeout = null;
          resolve();
        };
        timeout = setTimeout(() => {
          if (get().status === 'loading')
            set({ status: 'anonymous', user: null, error: API_ERRORS.authenticationTimeout });
          settle();
        }, AUTH_TIMEOUT_MS);
        try {
          unsubscribe = onAuthChange((user) => {
            if (holds > 0 && get().status !== 'loading') held = { user };
            else applyUser(user);
            settle();
          });
        } catch (error) {
          set({
            status: 'anonymous',
            user: null,
            error: errorMessage(error, API_ERRORS.userNotAuthenticated),
          });
          settle();
        }
      });
      return initialising;
    },

    signIn: async (email, password) => {
      set({ error: null });
      try {
        const user = await signInWithEmail(email, password);
        if (holds > 0) held = { user };
        else applyUser(user);
        return user;
      } catch (error) {
        set({ error: describeAuthError(error) });
        throw error;
      }
    },

    logout: async () => {
      // The page stays as it is until the API's HttpOnly media cookie is cleared (issue 18): the
      // switch to signed-out is held meanwhile, so no login form shows before logoutAndReload
      // reloads (which would cancel a request still on its way). Signed out of identity first, so
      // nothing can mint a new token and cookie in between.
      const release = get().holdAuthChanges();
      try {
        await signOutUser();
      } catch (error) {
        set({ error: describeAuthError(error) });
      } finally {
        await forgetMediaCookie();
        release(true);
        resetDataStores();
        set({ user: null, status: 'anonymous' });
      }
    },

    clearError: () => set({ error: null }),

    holdAuthChanges: () => {
      holds += 1;
      let released = false;
      return (discard = false) => {
        if (released) return;
        released = true;
        holds -= 1;
        if (discard) held = null;
        if (holds === 0 && held) {
          const { user } = held;
          held = null;
          applyUser(user);
        }
      };
    },
  };
});

/**
 * Spec §2: "After logout the user goes to /login and the page reloads." A full page load, so no
 * remote keeps state from the previous user. `navigate` is replaceable for tests.
 */
export async function logoutAndReload(
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  await useAuthStore.getState().logout();
  navigate('/login');
}

/** Unsubscribes from the identity service and returns to 'loading' (tests, full reset). */
export function resetAuthStore(): void {
  unsubscribe?.();
  unsubscribe = null;
  if (timeout) clearTimeout(timeout);
  timeout = null;
  initialising = null;
  holds = 0;
  held = null;
  useAuthStore.setState(initial);
}
