// What this remote offers the host (issue 11, @leafbid/shared/platform): read by the host at run
// time from dist/leafbid-remote.json, which the build writes from this module and checks against
// the contract and webpack.config.cjs's `exposes`.
// Issue 19: titles and labels are message ids; the host reads them in the active language.
import { messageId } from '@leafbid/domain';
import type { RemoteDescription } from '@leafbid/shared/platform';
import { LISTING_MESSAGES } from './messages';

const description: RemoteDescription = {
  name: 'listings',
  routes: [
    // Spec §2 route name 'listing'. Spec §6: the route is open to every signed-in user (it only
    // shows their own products); the link is for Sellers and Admins.
    {
      path: '/listings',
      module: 'ListingsPage',
      title: messageId(LISTING_MESSAGES, 'pageTitle'),
      access: 'signed-in',
      name: 'listing',
    },
  ],
  navigation: [
    {
      path: '/listings',
      label: messageId(LISTING_MESSAGES, 'navigationLabel'),
      order: 3,
      roles: ['Seller', 'Admin'],
    },
  ],
  // Issue 18: a seller's dashboard shows their listings and where each stands, above New Arrivals.
  widgets: [{ slot: 'dashboard-main', module: 'MyListingsSummary', order: 0, roles: ['Seller'] }],
  preload: ['ListingsPage'],
  // Spec §7 "the calls made on start": the seller's products, for those who may list (spec §6
  // canAccessListing); a buyer's start never downloads the module.
  prefetch: 'ListingsPrefetch',
  prefetchRoles: ['Seller', 'Admin'],
};

export default description;
