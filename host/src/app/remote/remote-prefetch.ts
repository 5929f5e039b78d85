// Spec §7 "the calls made on start": the host cannot know a remote's queries (issue 17: each remote
// owns its calls and keys), so a remote that wants its data ready when its first page shows names
// a `prefetch` module in its description; the host runs it once a confirmed user is signed in.
import { queryClient } from '@leafbid/shared';
import type { Contact } from '@leafbid/domain';
import { allowedFor, type RemotePrefetch } from '@leafbid/shared/platform';
import type { Platform } from '../platform/compose-platform';
import {
  loadRemoteModule,
  remoteModuleId,
  remoteNameOf,
  type RemoteModuleId,
  type RemoteName,
} from './remote-registry';

/**
 * The prefetch module of each remote whose pages or widgets `profile` may see, when its data are
 * for `profile`'s role (the description's `prefetchRoles`).
 */
export function prefetchModules(platform: Platform, profile: Contact) {
  return platform.descriptions.flatMap(({ remote, description }) => {
    if (!description.prefetch) return [];
    if (!allowedFor(description.prefetchRoles, profile.Contact_Type)) return [];
    const reachable =
      description.widgets.some((widget) => allowedFor(widget.roles, profile.Contact_Type)) ||
      description.routes.some(
        (route) => route.access === 'signed-in' && allowedFor(route.roles, profile.Contact_Type),
      );
    return reachable ? [remoteModuleId(remote, description.prefetch)] : [];
  });
}

/**
 * Runs every reachable remote's prefetch; resolves when all have answered or failed. `first`: the
 * remotes whose data the page on screen shows, at once; the others at `later` (issue 22: on
 * /marketplace, the orders' tasks shared the link with the marketplace's first page of products).
 */
export async function prefetchRemoteData(
  platform: Platform,
  profile: Contact,
  { first, later }: { first?: (remote: RemoteName) => boolean; later?: Promise<void> } = {},
): Promise<void> {
  const run = (ids: RemoteModuleId[]) =>
    Promise.allSettled(
      ids.map(async (id) => {
        const module = await loadRemoteModule<{ default: RemotePrefetch }>(id);
        await module.default({ queryClient, profile });
      }),
    );
  const modules = prefetchModules(platform, profile);
  if (!first) {
    await run(modules);
    return;
  }
  // The others start at `later`, whether or not the first have answered by then.
  await Promise.all([
    run(modules.filter((id) => first(remoteNameOf(id)))),
    Promise.resolve(later).then(() => run(modules.filter((id) => !first(remoteNameOf(id))))),
  ]);
}
