// Issue 22: the catalogue a signed-in user lands on, asked for on start (the description's
// `prefetch`), while the page's own code is still loading: on a phone the cover images, the
// page's largest paint, waited for the page's module to load and render before their products
// were even asked for.
import type { QueryClient } from '@tanstack/react-query';
import {
  catalogueViewFromParams,
  catalogueViewToParams,
  CATALOGUE_PAGE_SIZE,
  NEW_ARRIVALS_COUNT,
} from '@leafbid/domain';
import { catalogueQueryOptions } from './get-catalogue';

/** Where the pages that show the catalogue are (the dashboard's New Arrivals, the marketplace). */
const DASHBOARD_PATH = '/';
const MARKETPLACE_PATH = '/marketplace';

/**
 * The first page of the catalogue shown at `location` — the dashboard's New Arrivals or the
 * marketplace's view as its address spells it — into the query those pages read; nothing for
 * any other page. Resolves when it has answered or failed.
 */
export async function prefetchLandingCatalogue(
  client: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const { pathname, search } = location;
  if (pathname === DASHBOARD_PATH) {
    await client.prefetchInfiniteQuery(catalogueQueryOptions('', NEW_ARRIVALS_COUNT));
  } else if (pathname === MARKETPLACE_PATH || pathname.startsWith(`${MARKETPLACE_PATH}/`)) {
    const view = catalogueViewFromParams(new URLSearchParams(search));
    const query = catalogueViewToParams(view).toString();
    await client.prefetchInfiniteQuery(catalogueQueryOptions(query, CATALOGUE_PAGE_SIZE));
  }
}
