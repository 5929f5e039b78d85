// Test support (issue 11): the four remotes' descriptions as they publish them, so the host's
// tests compose the product the way it runs. The host's own source names no remote module; these
// fixtures do, like the tests that use them.
import type { RemoteDescription } from '@leafbid/shared/platform';
import { composePlatform, type RemoteState } from '../app/platform/compose-platform';
import { usePlatformStore } from '../app/platform/platform-store';
import type { KernelMismatch } from '../app/remote/kernel-requirement';

export const MARKETPLACE: RemoteDescription = {
  name: 'marketplace',
  routes: [
    {
      path: '/marketplace',
      module: 'MarketplacePage',
      title: 'Marketplace',
      access: 'signed-in',
      subpaths: true,
    },
  ],
  navigation: [{ path: '/marketplace', label: 'Marketplace', order: 1 }],
  widgets: [{ slot: 'dashboard-main', module: 'NewArrivals', order: 1 }],
  preload: ['MarketplacePage'],
};

export const ORDERS: RemoteDescription = {
  name: 'orders',
  routes: [{ path: '/orders', module: 'OrdersPage', title: 'Orders', access: 'signed-in' }],
  navigation: [{ path: '/orders', label: 'Orders', order: 2 }],
  // Limited to roles here to test the host's role-limited widgets (issue 18); the orders remote
  // itself offers it to every role since issue 35 (a Seller-only account's bids too).
  widgets: [
    { slot: 'dashboard-aside', module: 'PendingOrders', order: 1, roles: ['Buyer', 'Admin'] },
  ],
  preload: ['OrdersPage'],
};

export const LISTINGS: RemoteDescription = {
  name: 'listings',
  routes: [
    {
      path: '/listings',
      module: 'ListingsPage',
      title: 'My Listings',
      access: 'signed-in',
      name: 'listing',
    },
  ],
  navigation: [{ path: '/listings', label: 'My Listings', order: 3, roles: ['Seller', 'Admin'] }],
  widgets: [{ slot: 'dashboard-main', module: 'MyListingsSummary', order: 0, roles: ['Seller'] }],
  preload: ['ListingsPage'],
};

export const ONBOARDING: RemoteDescription = {
  name: 'onboarding',
  routes: [
    { path: '/login', module: 'LoginPage', title: 'Login', access: 'public' },
    { path: '/join', module: 'JoinPage', title: 'Join', access: 'public' },
    { path: '/reset', module: 'ResetPage', title: 'Reset Password', access: 'public' },
    { path: '/settings', module: 'SettingsPage', title: 'Settings', access: 'signed-in' },
    {
      path: '/confirm-account',
      module: 'ConfirmAccountPage',
      title: 'Account Confirmation',
      access: 'signed-in',
    },
  ],
  navigation: [],
  widgets: [],
  preload: ['SettingsPage', 'ConfirmAccountPage'],
};

/**
 * A fifth remote, as a new team would add it: the operator console's Admin-only page and link
 * (remote-operator/src/remote-description.ts), plus a sidebar widget the real console does not
 * offer, so the host's tests cover a new remote's widgets too.
 */
export const OPERATOR: RemoteDescription = {
  name: 'operator',
  routes: [
    {
      path: '/operator',
      module: 'OperatorPage',
      title: 'Operator',
      access: 'signed-in',
      roles: ['Admin'],
    },
  ],
  navigation: [{ path: '/operator', label: 'Operator', order: 4, roles: ['Admin'] }],
  widgets: [{ slot: 'dashboard-aside', module: 'ReviewQueue', order: 2 }],
  preload: ['OperatorPage'],
};

export const PRODUCT_REMOTES = [MARKETPLACE, ORDERS, LISTINGS, ONBOARDING];

export const manifestUrlOf = (remote: string) => `http://${remote}.test/mf-manifest.json`;

/**
 * Puts the platform store in the state start-up leaves it in: these descriptions read, and these
 * remotes skipped with a reason (remotes.json order: described ones first).
 */
export function installPlatform(
  descriptions: RemoteDescription[] = PRODUCT_REMOTES,
  skipped: Record<string, string> = {},
  /** Remotes described but built for a kernel the host does not run (issue 17). */
  refused: Array<{ description: RemoteDescription; kernel: KernelMismatch }> = [],
): void {
  const states: Record<string, RemoteState> = {};
  for (const description of descriptions)
    states[description.name] = { status: 'ready', description };
  for (const [remote, reason] of Object.entries(skipped))
    states[remote] = { status: 'failed', reason };
  for (const { description, kernel } of refused)
    states[description.name] = { status: 'refused', description, kernel };
  const order = Object.keys(states);
  usePlatformStore.setState({
    manifests: Object.fromEntries(order.map((remote) => [remote, manifestUrlOf(remote)])),
    states,
    listProblem: null,
    platform: composePlatform(order, states),
  });
}
