// Spec §7 "the calls made on start" (fetch products): the host runs this once a confirmed user is
// signed in (the description's `prefetch`), so My Listings opens on its list without a wait.
import { canAccessListing } from '@leafbid/domain';
import type { RemotePrefetch } from '@leafbid/shared/platform';
import { connectMyProductsLiveUpdates, myProductsQueryOptions } from '../../features/my-products';

/** The seller's own products, when the profile may list (spec §6); never throws. */
const prefetchListings: RemotePrefetch = async ({ queryClient, profile }) => {
  if (!canAccessListing(profile.Contact_Type)) return;
  connectMyProductsLiveUpdates(queryClient);
  await queryClient.prefetchQuery(myProductsQueryOptions());
};

export default prefetchListings;
