// What the host mounts, composed from the remotes' descriptions (issue 11): routes, navigation
// links and dashboard widgets, in remotes.json order. A remote whose description failed, or that
// claims a path or route name an earlier remote already has, is a problem the host reports, and
// none of its parts is mounted; the other remotes are.
import {
  WIDGET_SLOTS,
  type ContactRole,
  type RemoteDescription,
  type RouteAccess,
  type WidgetSlot,
} from '@leafbid/shared/platform';
import type { KernelMismatch } from '../remote/kernel-requirement';
import { remoteModuleId, type RemoteModuleId, type RemoteName } from '../remote/remote-registry';

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; description: RemoteDescription }
  /** Described, but built for a kernel the host does not run (issue 17): not mounted. */
  | { status: 'refused'; description: RemoteDescription; kernel: KernelMismatch }
  /** Not described; `integrity`: a file of its release was refused for its digest (issue 37). */
  | { status: 'failed'; reason: string; integrity?: boolean };

export interface PlatformRoute {
  remote: RemoteName;
  path: string;
  moduleId: RemoteModuleId;
  title: string;
  access: RouteAccess;
  name?: string;
  roles?: ContactRole[];
  /** The page also answers the paths under `path` (issue 18: /marketplace/{id}). */
  subpaths?: boolean;
}

/** What a route's place is: its path, and whether it answers the paths under it. */
export type RoutePath = Pick<PlatformRoute, 'path' | 'subpaths'>;

/**
 * The route a location belongs to, as the route-change overlay compares them: a path under a
 * route that answers its subpaths counts as that route (opening /marketplace/{id} from
 * /marketplace is not a route change).
 */
export function routeKeyOf(pathname: string, routes: readonly RoutePath[]): string {
  const owner = routes.find((route) => route.subpaths && pathname.startsWith(`${route.path}/`));
  return owner ? owner.path : pathname;
}

/**
 * The route serving `pathname`, its subpaths included (/marketplace/{id}), as the router finds it:
 * the start's (which remote's data comes first) and index.html's page script's (which page's files
 * it asks for, ../start-fetches-page.ts).
 */
export function routeAt<Route extends RoutePath>(
  pathname: string,
  routes: readonly Route[],
): Route | undefined {
  const path = routeKeyOf(pathname, routes);
  return routes.find((route) => route.path === path);
}

export interface PlatformLink {
  remote: RemoteName;
  path: string;
  label: string;
  order: number;
  roles?: ContactRole[];
}

export interface PlatformWidget {
  remote: RemoteName;
  slot: WidgetSlot;
  moduleId: RemoteModuleId;
  order: number;
  /** The roles it is for (kernel 2.3.0); absent, every signed-in user's. */
  roles?: readonly ContactRole[];
}

/** A remote the host skipped (or is trying again: `retrying`). */
export interface PlatformProblem {
  remote: RemoteName;
  reason: string;
  retrying: boolean;
  /** Skipped because it was built for another kernel: the notice says which (issue 17). */
  kernel?: KernelMismatch;
  /** Skipped because a file of its release did not pass its integrity check (issue 37). */
  integrity?: boolean;
}

/** A path a refused remote describes: its page says why it is not there. */
export interface RefusedRoute {
  remote: RemoteName;
  path: string;
  kernel: KernelMismatch;
}

export interface Platform {
  /** Remotes mounted, in remotes.json order, with their descriptions. */
  descriptions: Array<{ remote: RemoteName; description: RemoteDescription }>;
  routes: PlatformRoute[];
  /** Sorted by order (ties: remotes.json order). */
  navigation: PlatformLink[];
  /** Per slot, sorted by order (ties: remotes.json order). */
  widgets: Record<WidgetSlot, PlatformWidget[]>;
  problems: PlatformProblem[];
  /** The routes of remotes refused for their kernel range (issue 17), mounted nowhere. */
  refusedRoutes: RefusedRoute[];
}

/** Why a remote is refused, for the console (the shell's notice words it for users). */
export function kernelReason(remote: RemoteName, kernel: KernelMismatch): string {
  return `Remote "${remote}" is not mounted: it was built for @leafbid/shared ${kernel.needs}, and this host runs ${kernel.runs}`;
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** Why `description` cannot join the routes already mounted, or null when it can. */
function conflictOf(description: RemoteDescription, mounted: PlatformRoute[]): string | null {
  for (const route of description.routes) {
    const taken = mounted.find((other) => other.path === route.path);
    if (taken) return `it claims ${route.path}, which "${taken.remote}" already mounts`;
    const named = route.name ? mounted.find((other) => other.name === route.name) : undefined;
    if (named) return `it names a route "${route.name}", as "${named.remote}" already does`;
  }
  return null;
}

export function composePlatform(
  order: readonly RemoteName[],
  states: Readonly<Record<RemoteName, RemoteState>>,
): Platform {
  const platform: Platform = {
    descriptions: [],
    routes: [],
    navigation: [],
    widgets: Object.fromEntries(WIDGET_SLOTS.map((slot) => [slot, []])) as unknown as Record<
      WidgetSlot,
      PlatformWidget[]
    >,
    problems: [],
    refusedRoutes: [],
  };
  for (const remote of order) {
    const state = states[remote];
    if (!state) continue;
    if (state.status === 'failed') {
      platform.problems.push({
        remote,
        reason: state.reason,
        retrying: false,
        ...(state.integrity ? { integrity: true } : {}),
      });
      continue;
    }
    if (state.status === 'loading') {
      platform.problems.push({ remote, reason: 'loading', retrying: true });
      continue;
    }
    if (state.status === 'refused') {
      const { kernel, description } = state;
      platform.problems.push({
        remote,
        reason: kernelReason(remote, kernel),
        retrying: false,
        kernel,
      });
      for (const route of description.routes)
        platform.refusedRoutes.push({ remote, path: route.path, kernel });
      continue;
    }
    const { description } = state;
    const conflict = conflictOf(description, platform.routes);
    if (conflict) {
      platform.problems.push({ remote, reason: conflict, retrying: false });
      continue;
    }
    platform.descriptions.push({ remote, description });
    for (const route of description.routes) {
      platform.routes.push({
        remote,
        path: route.path,
        moduleId: remoteModuleId(remote, route.module),
        title: route.title,
        access: route.access,
        ...(route.name ? { name: route.name } : {}),
        ...(route.roles ? { roles: route.roles } : {}),
        ...(route.subpaths ? { subpaths: true } : {}),
      });
    }
    for (const link of description.navigation) platform.navigation.push({ remote, ...link });
    for (const widget of description.widgets) {
      platform.widgets[widget.slot].push({
        remote,
        slot: widget.slot,
        moduleId: remoteModuleId(remote, widget.module),
        order: widget.order,
        ...(widget.roles ? { roles: widget.roles } : {}),
      });
    }
  }
  // Array.prototype.sort is stable: equal orders keep remotes.json order.
  platform.navigation.sort(byOrder);
  for (const slot of WIDGET_SLOTS) platform.widgets[slot].sort(byOrder);
  return platform;
}
