// GET /products/{id} (spec §7): the bid's product, whole, for the edit popup's availability and
// price hints (spec §5). The orders remote's own read (issue 17: the kernel holds no remote's call).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import { API_FALLBACK, type Product } from '@leafbid/domain';

/** GET /products/{id} → the whole product. */
export async function fetchBidProduct(id: string): Promise<Product> {
  const body = await apiRequest(`/products/${encodeURIComponent(id)}`, {
    fallback: API_FALLBACK.fetchProduct,
  });
  return requireField<Product>(body, 'product');
}

export const bidProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'bid-product', id] as const,
    queryFn: () => fetchBidProduct(id),
  });

/**
 * The bid's product; null while it loads, or when it is gone or hidden: a missing product only
 * means no hints, not an error.
 */
export function useBidProduct(productId: string | null): Product | null {
  const { data } = useQuery({
    ...bidProductQueryOptions(productId ?? ''),
    enabled: productId !== null,
  });
  return data ?? null;
}
