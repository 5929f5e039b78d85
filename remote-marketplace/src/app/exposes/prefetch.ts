// The host runs this on start once a confirmed user is signed in (description `prefetch`): the
// catalogue of the page the user landed on is asked for while that page's code still loads.
import type { RemotePrefetch } from '@leafbid/shared/platform';
import { prefetchLandingCatalogue } from '../../features/products';

const prefetch: RemotePrefetch = ({ queryClient }) =>
  prefetchLandingCatalogue(queryClient, window.location);

export default prefetch;
