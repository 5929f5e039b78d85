// The start's preloading (ARCHITECTURE.md "Run-time composition"): which remotes and modules a
// visitor or a signed-in user can reach (spec §6, as the remotes describe it), loaded while the
// start overlay shows and, for the rest, once a signed-in page is on screen with its data.
import { whenApiIdle, type AuthStatus } from '@leafbid/shared';
import { allowedFor, type ContactRole } from '@leafbid/shared/platform';
import { HOME_PATH, LOGIN_PATH } from '../features/guards';
import { whenPageShown } from '../features/loading';
import { whenLocation } from './location-signal';
import type { Platform } from './platform/compose-platform';
import { usePlatformStore } from './platform/platform-store';
import {
  preloadRemotes,
  remoteModuleId,
  warmRemoteModules,
  type RemoteModuleId,
  type RemoteName,
  type RemotePreload,
} from './remote/remote-registry';

/** The signed-in user's Contact_Type; undefined while the profile is not loaded. */
export type ContactType = readonly string[] | null | undefined;

/**
 * A dashboard widget for some roles (kernel 2.3.0) counts once the profile says so, as a route
 * limited to roles does; the others load first, while the profile is still on its way.
 */
const mayShowWidget = (widget: { roles?: readonly ContactRole[] }, contactType: ContactType) =>
  allowedFor(widget.roles, contactType);

/**
 * Spec §6, as the remotes describe it: a visitor reaches the remotes with public routes; a
 * signed-in user those with a dashboard widget or a route their roles open. While the profile is
 * not loaded, routes limited to roles do not count yet.
 */
export function reachableRemotes(
  status: AuthStatus,
  platform: Platform,
  contactType?: ContactType,
): RemotePreload[] {
  if (status === 'loading') return [];
  return platform.descriptions
    .filter(({ description }) =>
      status === 'anonymous'
        ? description.routes.some((route) => route.access === 'public')
        : description.widgets.some((widget) => mayShowWidget(widget, contactType)) ||
          description.routes.some(
            (route) => route.access === 'signed-in' && allowedFor(route.roles, contactType),
          ),
    )
    .map(({ remote, description }) => ({
      name: remote,
      exposes: modulesFor(description, contactType),
    }));
}

/** The modules of a description a signed-in user may mount. */
function modulesFor(
  description: Platform['descriptions'][number]['description'],
  contactType: ContactType,
): string[] {
  const modules = [
    ...description.widgets
      .filter((widget) => mayShowWidget(widget, contactType))
      .map((widget) => widget.module),
    ...description.routes
      .filter((route) => route.access === 'signed-in' && allowedFor(route.roles, contactType))
      .map((route) => route.module),
  ];
  return [...new Set(modules)];
}

/**
 * The pages and widgets a user is likely to open first: loaded (not just fetched) while the
 * overlay shows. A visitor only gets the sign-in page; a signed-in user the dashboard's widgets,
 * then each remote's `preload` modules it may open.
 */
export function likelyModules(
  status: AuthStatus,
  platform: Platform,
  contactType?: ContactType,
): RemoteModuleId[] {
  if (status === 'anonymous') {
    const login = platform.routes.find(
      (route) => route.path === LOGIN_PATH && route.access === 'public',
    );
    return login ? [login.moduleId] : [];
  }
  if (status !== 'authenticated') return [];
  const widgets = Object.values(platform.widgets).flatMap((slot) =>
    slot.filter((widget) => mayShowWidget(widget, contactType)).map((w) => w.moduleId),
  );
  const preloads = platform.descriptions.flatMap(({ remote, description }) => {
    const mayMount = new Set(modulesFor(description, contactType));
    return (description.preload ?? [])
      .filter((module) => mayMount.has(module))
      .map((module) => remoteModuleId(remote, module));
  });
  return [...new Set([...widgets, ...preloads])];
}

export interface Preloader {
  (status: AuthStatus, contactType?: ContactType): void;
  /** Loads these modules now, unless already loaded (or loading). */
  warm(ids: RemoteModuleId[]): void;
}

/** Resolves once the browser is idle (at most `timeoutMs` later). */
function whenIdle(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

/**
 * Resolves once a signed-in page is on screen with its data: the visitor has left the public
 * pages (signing in on /login navigates to the dashboard: the router tells, see
 * location-signal.ts), no overlay covers the page, no API call is on its way and the browser is
 * idle. Gives up after `timeoutMs` on a public page.
 */
async function whenSignedInPageShown(timeoutMs = 10_000): Promise<void> {
  const left = await whenLocation(
    (pathname) => publicPageAt(usePlatformStore.getState().platform, pathname).length === 0,
    timeoutMs,
  );
  if (!left) return;
  await whenPageShown();
  await whenApiIdle();
  await whenIdle();
}

/**
 * A visitor gets only the sign-in page: no other page is fetched before the login form shows.
 * A signed-in user first gets what the dashboard shows (its widgets; the guard loads any other
 * page it lands on). Then, once a signed-in page is on screen with its data (so nothing else
 * competes with it for a slow link; issue 12), each reachable remote is preloaded once (its
 * modules' chunks, in parallel) and the modules it names in `preload` are loaded, so the first
 * navigation has no network wait. Called again once the profile is known, for what a role
 * opens. What failed is tried again at the next chance.
 * @param landingData the signed-in user's start data (see warmUserData), awaited before the rest
 */
export function createPreloader(landingData: () => Promise<unknown>): Preloader {
  const preloaded = new Map<RemoteName, Set<string>>();
  const warmed = new Set<RemoteModuleId>();
  const warm = async (ids: RemoteModuleId[]) => {
    const modules = ids.filter((id) => !warmed.has(id));
    if (modules.length === 0) return;
    modules.forEach((id) => warmed.add(id));
    const failed = await warmRemoteModules(modules);
    failed.forEach((id) => warmed.delete(id));
  };
  const preload = (status: AuthStatus, contactType?: ContactType) => {
    const { platform } = usePlatformStore.getState();
    if (status !== 'authenticated') {
      void warm(likelyModules(status, platform, contactType));
      return;
    }
    const widgets = Object.values(platform.widgets).flatMap((slot) =>
      slot.filter((widget) => mayShowWidget(widget, contactType)).map((w) => w.moduleId),
    );
    // The dashboard's widgets first when the dashboard is where the user is going (signing in on
    // /login leads there). On another page they would compete with it (issue 22): they are then
    // preloaded with the other pages, once that page shows.
    const landing = warm(goingToDashboard(platform) ? widgets : []);
    const remotes = reachableRemotes(status, platform, contactType)
      .map(({ name, exposes }) => ({
        name,
        // A widget already loading (the landing) needs no preload of its own.
        exposes: exposes.filter(
          (module) =>
            !preloaded.get(name)?.has(module) && !warmed.has(remoteModuleId(name, module)),
        ),
      }))
      .filter(({ exposes }) => exposes.length > 0);
    for (const { name, exposes } of remotes)
      preloaded.set(name, new Set([...(preloaded.get(name) ?? []), ...exposes]));
    void (async () => {
      await Promise.allSettled([landing, landingData()]);
      await whenSignedInPageShown();
      const failedRemotes = remotes.length > 0 ? await preloadRemotes(remotes) : [];
      for (const { name, exposes } of remotes) {
        if (!failedRemotes.includes(name)) continue;
        exposes.forEach((module) => preloaded.get(name)?.delete(module));
      }
      await warm(likelyModules(status, platform, contactType));
    })();
  };
  return Object.assign(preload, { warm: (ids: RemoteModuleId[]) => void warm(ids) });
}

/**
 * The module of the page at `pathname` when anyone may open it (/login, /join, /reset): a visitor
 * lands there, so it can load while identity and the first auth state are still on their way.
 */
export function publicPageAt(platform: Platform, pathname: string): RemoteModuleId[] {
  const route = platform.routes.find(
    (candidate) => candidate.access === 'public' && candidate.path === pathname,
  );
  return route ? [route.moduleId] : [];
}

/** Whether the page the user is on, or going to, is the dashboard (its widgets). */
export function goingToDashboard(platform: Platform): boolean {
  const { pathname } = window.location;
  return pathname === HOME_PATH || publicPageAt(platform, pathname).length > 0;
}
