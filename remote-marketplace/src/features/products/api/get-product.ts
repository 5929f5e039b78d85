// GET /products/{id} (spec §7): the whole product the popup shows (the cards carry card fields).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import { API_FALLBACK, type Product } from '@leafbid/domain';

/** GET /products/{id} → the whole product. */
export async function fetchProduct(id: string): Promise<Product> {
  const body = await apiRequest(`/products/${encodeURIComponent(id)}`, {
    fallback: API_FALLBACK.fetchProduct,
  });
  return requireField<Product>(body, 'product');
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['product', id] as const, queryFn: () => fetchProduct(id) });

/** The whole product `id`; nothing is asked while there is none. */
export function useProduct(id: string | null) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: id !== null });
}
