// What this remote offers the host (issue 11, @leafbid/shared/platform): read by the host at run
// time from dist/leafbid-remote.json, which the build writes from this module and checks against
// the contract and webpack.config.cjs's `exposes`.
import type { RemoteDescription } from '@leafbid/shared/platform';
import { messageId } from '@leafbid/domain';
import { ORDERS_PAGE_MESSAGES } from './messages';

const description: RemoteDescription = {
  name: 'orders',
  routes: [
    {
      path: '/orders',
      module: 'OrdersPage',
      title: messageId(ORDERS_PAGE_MESSAGES, 'pageTitle'),
      access: 'signed-in',
    },
  ],
  navigation: [
    { path: '/orders', label: messageId(ORDERS_PAGE_MESSAGES, 'navigationLabel'), order: 2 },
  ],
  // Spec §2 Dashboard: the 'pending orders' list in the right sidebar, for every signed-in user:
  // anyone may bid (issue 35: a Seller-only account's bids were never listed). A Seller-only
  // account without pending orders sees its listings instead (issue 18; PendingOrders says nothing).
  widgets: [{ slot: 'dashboard-aside', module: 'PendingOrders', order: 1 }],
  preload: ['OrdersPage'],
  // Spec §7 "the calls made on start": the contact's tasks, in the query cache before a list shows.
  prefetch: 'Prefetch',
};

export default description;
