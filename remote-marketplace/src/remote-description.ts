// What this remote offers the host (issue 11, @leafbid/shared/platform): read by the host at run
// time from dist/leafbid-remote.json, which the build writes from this module and checks against
// the contract and webpack.config.cjs's `exposes`.
import type { RemoteDescription } from '@leafbid/shared/platform';
import { messageId } from '@leafbid/domain';
import { MARKETPLACE_MESSAGES } from './messages';

const description: RemoteDescription = {
  name: 'marketplace',
  routes: [
    {
      path: '/marketplace',
      module: 'MarketplacePage',
      title: messageId(MARKETPLACE_MESSAGES, 'pageTitle'),
      access: 'signed-in',
      // Issue 18: /marketplace/{id} opens a product's popup.
      subpaths: true,
    },
  ],
  navigation: [
    { path: '/marketplace', label: messageId(MARKETPLACE_MESSAGES, 'navigationLabel'), order: 1 },
  ],
  // Spec §2 Dashboard: 'New Arrivals' in the main column.
  widgets: [{ slot: 'dashboard-main', module: 'NewArrivals', order: 1 }],
  preload: ['MarketplacePage'],
  // Issue 22: the catalogue of the page landed on (the dashboard's or the marketplace's) is asked
  // for on start, while its page's code loads.
  prefetch: 'Prefetch',
};

export default description;
