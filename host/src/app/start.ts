// Start-up (ARCHITECTURE.md "Run-time composition" and "Identity"): runtime config → identity →
// first auth state, with remotes.json read and registered and the remotes' descriptions read
// alongside, then the remotes the user can reach are preloaded while the start overlay is still up
// (so the first navigation has no network wait) and the signed-in user's data is warmed.
import {
  addCatalogue,
  cataloguesSettled,
  connectCrossTab,
  followContactLocale,
  connectQueryBridge,
  initIdentity,
  loadIdentitySdk,
  loadRuntimeConfig,
  queryClient,
  setRuntimeConfig,
  startLiveUpdates,
  startLocale,
  useAuthStore,
  useProfileStore,
  type RuntimeConfig,
} from '@leafbid/shared';
import { whenPageShown } from '../features/loading';
import { refetchNotifications } from '../features/shell/hooks/notifications-query-key';
import { checkMediaCookie } from '../features/shell/media-cookie';
import { routeAt } from './platform/compose-platform';
import { REMOTES_URL, remoteCataloguesSettled, usePlatformStore } from './platform/platform-store';
import { createPreloader, goingToDashboard, publicPageAt } from './preloader';
import { prefetchRemoteData } from './remote/remote-prefetch';
import { sendReleaseReportsTo } from './remote/release-reports';
import { loadSharedLibraries } from './remote/shared-libraries';
import { loadSharedSingletons } from './remote/shared-singletons';
import { keepLiveUpdates } from './live-updates';
import { loadHostCatalogue } from './host-catalogue';
import { keepSignedInHint } from './signed-in-hint';
import { takeStartFetch } from './start-fetches';
import { onPageLoopback } from '../lib/loopback-host';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';
export { REMOTES_URL };
export { likelyModules, publicPageAt, reachableRemotes } from './preloader';

/**
 * The texts of the first page in the active locale, before the shell renders. A signed-in user's
 * shell shows every remote's links and titles: all the catalogues. A visitor sees only the pages
 * anyone may open (the guard sends them to /login from any other): the catalogues of the remotes
 * serving those. The others keep loading and show once they come (issue 22: on /login the last of
 * them had been the last step before the form in Lighthouse's model).
 */
async function firstPageTexts(): Promise<void> {
  if (useAuthStore.getState().status === 'authenticated') return cataloguesSettled();
  const { routes } = usePlatformStore.getState().platform;
  const publicRemotes = new Set(
    routes.filter((route) => route.access === 'public').map((route) => route.remote),
  );
  return remoteCataloguesSettled([...publicRemotes]);
}

/**
 * The calls a signed-in session makes on start (spec §7): the profile, then each reachable
 * remote's own start queries (its description's `prefetch`: the orders' tasks, the seller's
 * products) into the query cache — on a page other than the dashboard, that page's remote's
 * first and the others' once it has been painted; resolves when they have all answered or failed. The profile
 * store and the query cache keep fresh answers, so the guard and the remotes asking again cost
 * nothing.
 */
export async function warmUserData(): Promise<void> {
  const profile = await useProfileStore.getState().fetchProfile();
  if (!profile || profile.Account_Confirmed === false) return;
  const { platform } = usePlatformStore.getState();
  // The dashboard shows every remote's widgets: all their data now. Another page: its own remote's
  // now, the others' once it has been painted (issue 22).
  if (goingToDashboard(platform)) return prefetchRemoteData(platform, profile);
  const page = routeAt(window.location.pathname, platform.routes);
  await prefetchRemoteData(platform, profile, {
    first: (remote) => remote === page?.remote,
    later: whenPageShown(),
  });
}

/**
 * The runtime config from the page's own request (index.html asks for it before main.js has
 * come, issue 22); when that request failed or its answer is not a valid config, the kernel asks
 * again and reports what is wrong.
 */
async function loadStartConfig(): Promise<RuntimeConfig> {
  const early = await takeStartFetch(RUNTIME_CONFIG_URL);
  let config: RuntimeConfig | null = null;
  if (early) {
    try {
      config = setRuntimeConfig(await early.json());
    } catch {
      // Read again below, where the error gets its message.
    }
  }
  config ??= await loadRuntimeConfig(RUNTIME_CONFIG_URL);
  // Issue 35: a local API named "localhost" is reached as "127.0.0.1" from a page opened so (and
  // the other way round), so its SameSite media cookie is this site's.
  const apiBaseUrl = onPageLoopback(config.apiBaseUrl, window.location.hostname);
  return apiBaseUrl === config.apiBaseUrl ? config : setRuntimeConfig({ ...config, apiBaseUrl });
}

/**
 * Resolves when the shell may render (with a function that stops watching sign-ins); rejects only
 * when the runtime config cannot be loaded.
 */
export async function startLeafbid(): Promise<() => void> {
  // Issue 19: the locale chosen in this browser (else its languages'), and the host's texts in it,
  // loaded while the overlay shows; each remote's come with its description.
  startLocale();
  const hostTexts = addCatalogue('host', loadHostCatalogue);
  // The identity SDK is the largest download of the start: fetch it alongside the runtime config
  // rather than after it (initIdentity below waits for this same download).
  loadIdentitySdk().catch(() => undefined);
  // Every @leafbid/shared entry point from the host's build before any remote starts.
  const sharedReady = loadSharedSingletons();
  // One copy of the libraries the remotes share, loaded before any remote asks for it.
  loadSharedLibraries().catch(() => undefined);
  // remotes.json and then every remote's description (all in parallel, as the manifests are
  // registered) do not depend on the config or the user: read them while those load. A remote
  // that cannot be described is reported and skipped; this never fails the start.
  const remotes = usePlatformStore.getState().loadRemotes(REMOTES_URL);
  let userData: Promise<unknown> = Promise.resolve();
  const startUserData = () => {
    userData = warmUserData().catch(() => undefined);
    // Issue 35: whether the API's media cookie came, once the start's own calls have answered.
    void userData.then(() => checkMediaCookie());
  };
  const preload = createPreloader(() => userData);
  // The public page the visitor opened (the login form, issue 12) starts loading as soon as the
  // remotes are described, not after the config, identity and first auth state: on a slow link
  // that is most of the wait. (A signed-in user on /login fetches it for nothing; rare.)
  void remotes.then(() =>
    preload.warm(publicPageAt(usePlatformStore.getState().platform, window.location.pathname)),
  );

  const config = await loadStartConfig();
  // Issue 37: how each remote's release fares in this tab goes to the API (queued until now).
  sendReleaseReportsTo(config.apiBaseUrl);
  await initIdentity(config);
  const auth = useAuthStore.getState().initialise();
  await Promise.all([remotes, auth, sharedReady, hostTexts]);
  await firstPageTexts();

  const contactType = () => useProfileStore.getState().profile?.Contact_Type;
  // For the next start's page script: a signed-in page opened directly loads beside main.js.
  const stopHint = keepSignedInHint();
  const { status } = useAuthStore.getState();
  if (status === 'authenticated') startUserData();
  preload(status, contactType());
  // Bids changed in another tab of this browser change this tab's lists too.
  const stopCrossTab = connectCrossTab();
  // Live events that could not be resumed mark every remote's queries stale.
  const stopQueryBridge = connectQueryBridge();
  // The API's live events (an approved bid, a published product) while a user is signed in; each
  // time the stream opens, the bell fetches what was written before it listened.
  const stopLive = keepLiveUpdates(startLiveUpdates, () => void refetchNotifications(queryClient));
  // A signed-in user's language is on the contact: it follows them to another device.
  const stopLocale = followContactLocale();
  // Signing in on /login: warm the pages the user is about to reach.
  const stopWatching = useAuthStore.subscribe((state, previous) => {
    if (state.status !== 'authenticated' || previous.status === 'authenticated') return;
    startUserData();
    preload('authenticated', contactType());
  });
  // The profile tells the roles: warm what they open (a page a remote limits to Admins).
  const stopWatchingRoles = useProfileStore.subscribe((state, previous) => {
    const roles = state.profile?.Contact_Type;
    if (roles === previous.profile?.Contact_Type) return;
    if (useAuthStore.getState().status === 'authenticated') preload('authenticated', roles);
  });
  return () => {
    stopWatching();
    stopWatchingRoles();
    stopCrossTab();
    stopQueryBridge();
    stopLive();
    stopLocale();
    stopHint();
  };
}
