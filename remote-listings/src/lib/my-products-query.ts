// My Products (spec §2 Listings screen, §7 GET /products): the caller's own products, any status,
// kept in the query cache under one key. The changes of spec §4 (optimistic edits, a submission
// first in the list at once, live events) edit that cached list with the helpers below.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import { API_FALLBACK, PRODUCTS_TTL_MS, type Product } from '@leafbid/domain';

export const myProductsQueryKey = ['listings', 'my-products'] as const;

/** The id of a submission shown before the server has answered (spec §4 "added … optimistically"). */
export const TEMP_PRODUCT_PREFIX = 'temp_';
export const isSubmissionPreview = (product: Product): boolean =>
  product.id.startsWith(TEMP_PRODUCT_PREFIX);

/** GET /products?owner=me → the caller's own products, any status, whole (My Listings). */
export async function getMyProducts(): Promise<Product[]> {
  const body = await apiRequest('/products', {
    query: { owner: 'me' },
    fallback: API_FALLBACK.fetchProducts,
  });
  const products = requireField<unknown>(body, 'products');
  if (!Array.isArray(products)) return requireField<Product[]>({}, 'products');
  return products as Product[];
}

export const myProductsQueryOptions = () =>
  queryOptions({
    queryKey: myProductsQueryKey,
    queryFn: async ({ client }): Promise<Product[]> => {
      const fresh = await getMyProducts();
      // Submissions still on their way stay at the front until the server's product replaces them.
      const sending = (client.getQueryData<Product[]>(myProductsQueryKey) ?? []).filter(
        isSubmissionPreview,
      );
      return [...sending, ...fresh];
    },
    // Spec §9: the product list is fresh for this long; changes and live events refetch sooner.
    staleTime: PRODUCTS_TTL_MS,
  });

export const useMyProductsQuery = () => useQuery(myProductsQueryOptions());

// Edits of the cached list. Each leaves a list that was never loaded alone (its first fetch
// brings everything).
function editList(client: QueryClient, change: (list: Product[]) => Product[]): void {
  client.setQueryData<Product[]>(myProductsQueryKey, (list) => (list ? change(list) : list));
}

export const findMyProduct = (client: QueryClient, id: string): Product | undefined =>
  client.getQueryData<Product[]>(myProductsQueryKey)?.find((p) => p.id === id);

/** The product with this id becomes `product`. */
export const replaceMyProduct = (client: QueryClient, id: string, product: Product): void =>
  editList(client, (list) => list.map((p) => (p.id === id ? product : p)));

/** `product` goes to the front of the list (spec §4), or replaces its copy. */
export const putMyProduct = (client: QueryClient, product: Product): void =>
  editList(client, (list) =>
    list.some((p) => p.id === product.id)
      ? list.map((p) => (p.id === product.id ? product : p))
      : [product, ...list],
  );

/**
 * A copy from elsewhere (a live event): its fields go over the listed copy — fields it leaves out
 * (as buyers see a product: no Contact_Name, no Review_Note) stay — or, with `addMissing`, it goes
 * to the front.
 */
export const mergeMyProduct = (
  client: QueryClient,
  product: Product,
  { addMissing }: { addMissing: boolean },
): void =>
  editList(client, (list) => {
    if (list.some((p) => p.id === product.id))
      return list.map((p) => (p.id === product.id ? { ...p, ...product } : p));
    return addMissing ? [product, ...list] : list;
  });

export const removeMyProduct = (client: QueryClient, id: string): void =>
  editList(client, (list) => list.filter((p) => p.id !== id));

/**
 * Spec §4 "then the data is refetched": a loaded list is fetched again even while no view shows it
 * (the submission form is a tab of its own; My Products opens on the fresh list).
 */
export const refetchMyProducts = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ queryKey: myProductsQueryKey, refetchType: 'all' });
