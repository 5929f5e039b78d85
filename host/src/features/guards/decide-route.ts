// Spec §2 "Guards" and §6: who may see which route, as one pure decision. Which paths are public
// and which roles a route needs come from the remotes' descriptions (issue 11); the rules and the
// paths the guards send people to are the host's own.
import type { AuthStatus } from '@leafbid/shared';
import type { Contact } from '@leafbid/domain';
import { allowedFor, type ContactRole, type RouteAccess } from '@leafbid/shared/platform';
import { HOME_PATH } from '../../lib/paths';

export const LOGIN_PATH = '/login';
export { HOME_PATH };
export const CONFIRM_ACCOUNT_PATH = '/confirm-account';

/** What the guard needs to know about a mounted route. */
export interface RouteRule {
  path: string;
  access: RouteAccess;
  /** Who may open it; absent: every signed-in user. */
  roles?: readonly ContactRole[];
}

export interface RouteInput {
  authStatus: AuthStatus;
  /** The signed-in user's contact, or null while it is not loaded. */
  profile: Pick<Contact, 'Account_Confirmed' | 'Contact_Type'> | null;
  /** The profile store's last error (a failed GET /contact-by-email). */
  profileError?: string | null;
  /** location.pathname */
  path: string;
  /** The routes the remotes mount (the dashboard '/' is the host's own and needs sign-in). */
  routes: readonly RouteRule[];
}

export type RouteDecision =
  /** Authentication is initialising, or the profile is being loaded: show the overlay. */
  | { kind: 'wait'; for: 'auth' | 'profile' }
  | { kind: 'redirect'; to: string }
  /** Signed in but the profile could not be loaded: the account state is unknown. */
  | { kind: 'profile-error'; message: string }
  /** A route limited to roles the user has none of (issue 18: said, not redirected). */
  | { kind: 'forbidden'; roles: readonly ContactRole[] }
  | { kind: 'render' };

/** '/login/' and '/login/anything' count as '/login'. */
function matches(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/** The rule of the route at `path`, or undefined for a path no remote mounts. */
export function ruleAt(path: string, routes: readonly RouteRule[]): RouteRule | undefined {
  return routes.find((route) => matches(path, route.path));
}

/** Spec §6: unauthenticated visitors can reach only the public routes (/login, /join, /reset). */
export function isPublicPath(path: string, routes: readonly RouteRule[]): boolean {
  return ruleAt(path, routes)?.access === 'public';
}

export function decideRoute({
  authStatus,
  profile,
  profileError = null,
  path,
  routes,
}: RouteInput): RouteDecision {
  // "The guard waits for authentication to initialise."
  if (authStatus === 'loading') return { kind: 'wait', for: 'auth' };

  const rule = path === HOME_PATH ? undefined : ruleAt(path, routes);
  if (rule?.access === 'public') {
    // "An authenticated user visiting /login, /join or /reset is sent to /."
    return authStatus === 'authenticated'
      ? { kind: 'redirect', to: HOME_PATH }
      : { kind: 'render' };
  }

  // "A route that needs sign-in sends an unauthenticated visitor to /login." On /login itself
  // (its remote not described) the page renders: the host says what is missing instead of
  // sending the visitor round in circles.
  if (authStatus === 'anonymous')
    return matches(path, LOGIN_PATH) ? { kind: 'render' } : { kind: 'redirect', to: LOGIN_PATH };

  // "… and loads the profile if it is missing."
  if (!profile)
    return profileError
      ? { kind: 'profile-error', message: profileError }
      : { kind: 'wait', for: 'profile' };

  // "Account_Confirmed false is sent to /confirm-account from every other page."
  if (profile.Account_Confirmed === false && !matches(path, CONFIRM_ACCOUNT_PATH)) {
    return { kind: 'redirect', to: CONFIRM_ACCOUNT_PATH };
  }

  // A route limited to roles (e.g. Admin) tells everyone else it is not for them.
  if (rule?.roles && !allowedFor(rule.roles, profile.Contact_Type)) {
    return { kind: 'forbidden', roles: rule.roles };
  }
  return { kind: 'render' };
}
