// The host runs this on start once a confirmed user is signed in (spec §7 "load tasks for the
// contact id", description `prefetch`): the dashboard's pending orders and /orders find their
// list in the cache, and the cache follows the bid events from now on (a bid placed on the
// marketplace before any list showed is in it when one does).
import type { RemotePrefetch } from '@leafbid/shared/platform';
import { followBidEvents, tasksQueryOptions } from '../../features/orders';

const prefetch: RemotePrefetch = ({ queryClient, profile }) => {
  followBidEvents(queryClient);
  return queryClient.prefetchQuery(tasksQueryOptions(profile.id));
};

export default prefetch;
