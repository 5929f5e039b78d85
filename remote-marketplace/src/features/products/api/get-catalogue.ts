// GET /products?{view}&status=active&limit=&cursor= (spec §2 Marketplace, issue 10): the
// catalogue a page at a time, one infinite query per view (filters and sort as the URL spells
// them) and page size.
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import {
  API_FALLBACK,
  CATALOGUE_PAGE_SIZE,
  catalogueViewFromParams,
  catalogueViewToParams,
  type Product,
} from '@leafbid/domain';
import { sameCards } from './same-cards';

/** One page of GET /products: card fields (the popup asks for the whole product by id). */
export interface ProductPage {
  products: Product[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** How many products match; on the first page only. */
  total: number | null;
}

/**
 * GET /products?{query}: one page of the catalogue. `query` holds the view's parameters
 * (`catalogueViewToParams`) and any of `status`, `limit`, `cursor`.
 */
export async function fetchProductPage(query: URLSearchParams): Promise<ProductPage> {
  const body = await apiRequest(`/products?${query.toString()}`, {
    fallback: API_FALLBACK.fetchProducts,
  });
  const products = requireField<unknown>(body, 'products');
  const { nextCursor, total } = (body ?? {}) as { nextCursor?: unknown; total?: unknown };
  return {
    products: Array.isArray(products)
      ? sameCards(products as Product[])
      : requireField<Product[]>({}, 'products'),
    nextCursor: typeof nextCursor === 'string' && nextCursor ? nextCursor : null,
    total: typeof total === 'number' ? total : null,
  };
}

/** GET /products parameters of one page of a view. */
function pageParams(query: string, pageSize: number, cursor: string | null): URLSearchParams {
  const params = new URLSearchParams(query);
  params.set('status', 'active');
  params.set('limit', String(pageSize));
  if (cursor) params.set('cursor', cursor);
  return params;
}

export const CATALOGUE_KEY = 'catalogue';
export const catalogueQueryKey = (query: string, pageSize: number) =>
  [CATALOGUE_KEY, query, pageSize] as const;

export const catalogueQueryOptions = (query: string, pageSize = CATALOGUE_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: catalogueQueryKey(query, pageSize),
    queryFn: ({ pageParam }) => fetchProductPage(pageParams(query, pageSize, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ProductPage) => last.nextCursor,
  });

/**
 * Asks for a view's first page now, from the event that changes the view (a keystroke, a
 * slider), instead of after React has rendered the new view and run its effects — on a busy
 * device that render alone took 50–130 ms before the request left (issue 10: filter change →
 * updated grid). The view's query finds the answer (or the request on its way) in the cache.
 * Resolves when it has answered or failed (a prefetch never throws).
 */
export function prefetchFirstPage(
  client: QueryClient,
  query: string,
  pageSize = CATALOGUE_PAGE_SIZE,
): Promise<void> {
  return client.prefetchInfiniteQuery(catalogueQueryOptions(query, pageSize));
}

/** The view an address's query describes, spelled as the address bar and GET /products spell it. */
export function viewQuery(params: URLSearchParams): string {
  return catalogueViewToParams(catalogueViewFromParams(params)).toString();
}
