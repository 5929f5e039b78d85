// What this remote offers the host (issue 11, @leafbid/shared/platform): read by the host at run
// time from dist/leafbid-remote.json, which the build writes from this module and checks against
// the contract and webpack.config.cjs's `exposes`.
import { NAVIGATION_LABELS, PAGE_TITLES } from '@leafbid/domain';
import type { RemoteDescription } from '@leafbid/shared/platform';

const description: RemoteDescription = {
  name: 'marketplace',
  routes: [
    {
      path: '/marketplace',
      module: 'MarketplacePage',
      title: PAGE_TITLES.marketplace,
      access: 'signed-in',
    },
  ],
  navigation: [{ path: '/marketplace', label: NAVIGATION_LABELS.marketplace, order: 1 }],
  // Spec §2 Dashboard: 'New Arrivals' in the main column.
  widgets: [{ slot: 'dashboard-main', module: 'NewArrivals', order: 1 }],
  preload: ['MarketplacePage'],
};

export default description;
