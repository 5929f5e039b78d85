// Issue 22: the catalogue a signed-in user lands on, asked for on start (the description's
// `prefetch`), while the page's own code is still loading: on a phone the cover images, the
// page's largest paint, waited for the page's module to load and render before their products
// were even asked for.
import type { QueryClient } from '@tanstack/react-query';
import { NEW_ARRIVALS_COUNT } from '@leafbid/domain';
import { MARKETPLACE_PATH } from '../product-path';
import { prefetchFirstPage, viewQuery } from './get-catalogue';

/** The host's dashboard, where New Arrivals shows. */
const DASHBOARD_PATH = '/';

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
    await prefetchFirstPage(client, '', NEW_ARRIVALS_COUNT);
  } else if (pathname === MARKETPLACE_PATH || pathname.startsWith(`${MARKETPLACE_PATH}/`)) {
    await prefetchFirstPage(client, viewQuery(new URLSearchParams(search)));
  }
}
