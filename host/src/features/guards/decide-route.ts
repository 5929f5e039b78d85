// Spec §2 "Guards" and §6: who may see which route, as one pure decision.
import type { AuthStatus } from '@leafbid/shared';
import type { Contact } from '@leafbid/shared/domain';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
export const CONFIRM_ACCOUNT_PATH = '/confirm-account';
/** Spec §6: unauthenticated visitors can reach only these. */
export const PUBLIC_PATHS = [LOGIN_PATH, '/join', '/reset'] as const;

export interface RouteInput {
  authStatus: AuthStatus;
  /** The signed-in user's contact, or null while it is not loaded. */
  profile: Pick<Contact, 'Account_Confirmed'> | null;
  /** The profile store's last error (a failed GET /contact-by-email). */
  profileError?: string | null;
  /** location.pathname */
  path: string;
}

export type RouteDecision =
  /** Authentication is initialising, or the profile is being loaded: show the overlay. */
  | { kind: 'wait'; for: 'auth' | 'profile' }
  | { kind: 'redirect'; to: string }
  /** Signed in but the profile could not be loaded: the account state is unknown. */
  | { kind: 'profile-error'; message: string }
  | { kind: 'render' };

/** '/login/' and '/login/anything' count as '/login'. */
function matches(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.some((route) => matches(path, route));
}

export function decideRoute({
  authStatus,
  profile,
  profileError = null,
  path,
}: RouteInput): RouteDecision {
  // "The guard waits for authentication to initialise."
  if (authStatus === 'loading') return { kind: 'wait', for: 'auth' };

  if (isPublicPath(path)) {
    // "An authenticated user visiting /login, /join or /reset is sent to /."
    return authStatus === 'authenticated'
      ? { kind: 'redirect', to: HOME_PATH }
      : { kind: 'render' };
  }

  // "A route that needs sign-in sends an unauthenticated visitor to /login."
  if (authStatus === 'anonymous') return { kind: 'redirect', to: LOGIN_PATH };

  // "… and loads the profile if it is missing."
  if (!profile)
    return profileError
      ? { kind: 'profile-error', message: profileError }
      : { kind: 'wait', for: 'profile' };

  // "Account_Confirmed false is sent to /confirm-account from every other page."
  if (profile.Account_Confirmed === false && !matches(path, CONFIRM_ACCOUNT_PATH)) {
    return { kind: 'redirect', to: CONFIRM_ACCOUNT_PATH };
  }
  return { kind: 'render' };
}
