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
  /** location.search: on a public page, where a visitor sent to sign in was going (`next`). */
  search?: string;
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

/** The query parameter of /login that carries where the visitor was going (issue 35). */
export const RETURN_PARAM = 'next';

// Only the path, query and fragment of a link on this origin come back; anything a URL parser
// reads as another origin ('//evil.example', '/\\evil.example', tabs or newlines inside) is dropped.
const SAME_ORIGIN = 'http://leafbid.invalid';

/** Spec §2's public pages: never a place to return to after signing in. */
const SIGN_IN_PAGES = [LOGIN_PATH, '/join', '/reset'];

/**
 * A same-origin path to return to ("/orders?tab=approved"), or null: not a path, another origin,
 * or a public page (/login, /join, /reset, or one a remote describes as public).
 */
function returnPathOf(raw: string | null, routes: readonly RouteRule[]): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, SAME_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN) return null;
  if (SIGN_IN_PAGES.some((page) => matches(url.pathname, page))) return null;
  if (isPublicPath(url.pathname, routes)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where an authenticated visitor of a public page goes (spec §2: "sent to /"), or, when the guard
 * had sent them there from a page that needs sign-in, back to that page (issue 35: a deep link
 * survives signing in). Never another origin; a public page (/login, /join, /reset) gives /.
 */
export function returnTarget(search: string | undefined, routes: readonly RouteRule[]): string {
  const raw = new URLSearchParams(search ?? '').get(RETURN_PARAM);
  return returnPathOf(raw, routes) ?? HOME_PATH;
}

/** /login, carrying the page the visitor asked for (none for the dashboard: / is where it leads). */
function loginFor(path: string, search: string | undefined, routes: readonly RouteRule[]): string {
  const target = returnPathOf(`${path}${search ?? ''}`, routes);
  if (!target || target === HOME_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: target }).toString()}`;
}

export function decideRoute({
  authStatus,
  profile,
  profileError = null,
  path,
  search,
  routes,
}: RouteInput): RouteDecision {
  // "The guard waits for authentication to initialise."
  if (authStatus === 'loading') return { kind: 'wait', for: 'auth' };

  const rule = path === HOME_PATH ? undefined : ruleAt(path, routes);
  if (rule?.access === 'public') {
    // "An authenticated user visiting /login, /join or /reset is sent to /" — or back to the page
    // that sent them to sign in.
    return authStatus === 'authenticated'
      ? { kind: 'redirect', to: returnTarget(search, routes) }
      : { kind: 'render' };
  }

  // "A route that needs sign-in sends an unauthenticated visitor to /login." On /login itself
  // (its remote not described) the page renders: the host says what is missing instead of
  // sending the visitor round in circles.
  if (authStatus === 'anonymous')
    return matches(path, LOGIN_PATH)
      ? { kind: 'render' }
      : { kind: 'redirect', to: loginFor(path, search, routes) };

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
