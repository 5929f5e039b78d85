// Start-up (ARCHITECTURE.md "Run-time composition" and "Identity"): runtime config → identity →
// first auth state, with remotes.json read and registered alongside, then the remotes the user can
// reach are preloaded while the start overlay is still up (so the first navigation has no network
// wait) and the signed-in user's data is warmed.
import {
  connectCrossTab,
  initIdentity,
  loadRuntimeConfig,
  useAuthStore,
  useProductsStore,
  useProfileStore,
  useTasksStore,
  type AuthStatus,
} from '@leafbid/shared';
import {
  REMOTE_NAMES,
  preloadRemotes,
  setUpRemotes,
  warmRemoteModules,
  type RemoteModuleId,
  type RemoteName,
} from './remote/remote-registry';
import { loadSharedSingletons } from './remote/shared-singletons';
import { keepLiveUpdates } from './live-updates';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';
export const REMOTES_URL = '/remotes.json';

/** Issue 11: remotes only an Admin reaches; preloaded once the profile says so (warmUserData). */
export const ADMIN_REMOTES: RemoteName[] = ['operator'];

/** Spec §6: a visitor can only reach the onboarding pages; a signed-in user reaches every remote. */
export function reachableRemotes(status: AuthStatus): RemoteName[] {
  if (status === 'authenticated') return REMOTE_NAMES.filter((r) => !ADMIN_REMOTES.includes(r));
  if (status === 'anonymous') return ['onboarding'];
  return [];
}

/**
 * The pages and widgets a user is likely to open first: loaded (not just fetched) while the
 * overlay shows. A visitor only gets the sign-in page.
 */
export function likelyModules(status: AuthStatus): RemoteModuleId[] {
  if (status === 'anonymous') return ['onboarding/LoginPage'];
  if (status !== 'authenticated') return [];
  return [
    'marketplace/NewArrivals',
    'orders/PendingOrders',
    'marketplace/MarketplacePage',
    'orders/OrdersPage',
    'listings/ListingsPage',
    'onboarding/SettingsPage',
    'onboarding/ConfirmAccountPage',
  ];
}

/**
 * A signed-in user: preloads each reachable remote once (all its exposes' chunks, in parallel).
 * Then, for anyone, loads the likely modules not loaded yet. A visitor gets only the sign-in page:
 * no other onboarding page is fetched before the login form shows. What failed is tried again at
 * the next chance.
 */
function createPreloader(): (status: AuthStatus) => void {
  const preloaded = new Set<RemoteName>();
  const warmed = new Set<RemoteModuleId>();
  return (status) => {
    const remotes =
      status === 'authenticated'
        ? reachableRemotes(status).filter((remote) => !preloaded.has(remote))
        : [];
    remotes.forEach((remote) => preloaded.add(remote));
    const modules = likelyModules(status).filter((id) => !warmed.has(id));
    modules.forEach((id) => warmed.add(id));
    if (remotes.length === 0 && modules.length === 0) return;
    void (async () => {
      const failedRemotes = remotes.length > 0 ? await preloadRemotes(remotes) : [];
      failedRemotes.forEach((remote) => preloaded.delete(remote));
      const failedModules = await warmRemoteModules(modules);
      failedModules.forEach((id) => warmed.delete(id));
    })();
  };
}

/**
 * The calls a signed-in session makes on start (spec §7): profile, then products and the
 * contact's tasks. The stores share in-flight requests and keep fresh answers, so the guard and
 * the remotes asking again cost nothing.
 */
export async function warmUserData(): Promise<void> {
  const profile = await useProfileStore.getState().fetchProfile();
  if (!profile || profile.Account_Confirmed === false) return;
  if (profile.Contact_Type?.includes('Admin')) void preloadRemotes(ADMIN_REMOTES);
  void useProductsStore.getState().fetchProducts();
  void useTasksStore.getState().loadTasks(profile.id);
}

/**
 * Resolves when the shell may render (with a function that stops watching sign-ins); rejects only
 * when the runtime config cannot be loaded.
 */
export async function startLeafbid(): Promise<() => void> {
  // Every @leafbid/shared entry point from the host's build before any remote starts.
  const sharedReady = loadSharedSingletons();
  // remotes.json does not depend on the config or the user: read it while those load.
  const remotes = setUpRemotes(REMOTES_URL).catch((error: unknown) => {
    // Without it the shell still works; every remote mount shows its own fallback.
    console.error(`Leafbid: could not read ${REMOTES_URL}`, error);
  });

  const config = await loadRuntimeConfig(RUNTIME_CONFIG_URL);
  await initIdentity(config);
  const auth = useAuthStore.getState().initialise();
  await Promise.all([remotes, auth, sharedReady]);

  const preload = createPreloader();
  const { status } = useAuthStore.getState();
  preload(status);
  if (status === 'authenticated') void warmUserData();
  // Bids changed in another tab of this browser change this tab's lists too.
  const stopCrossTab = connectCrossTab();
  // The API's live events (an approved bid, a published product) while a user is signed in.
  const stopLive = keepLiveUpdates();
  // Signing in on /login: warm the pages the user is about to reach.
  const stopWatching = useAuthStore.subscribe((state, previous) => {
    if (state.status !== 'authenticated' || previous.status === 'authenticated') return;
    preload('authenticated');
    void warmUserData();
  });
  return () => {
    stopWatching();
    stopCrossTab();
    stopLive();
  };
}
