// GET /products/{id} (docs/api.md, spec §7): one product, which the orders remote's edit popup
// still reads through the kernel. (The marketplace and the listings remote own their product calls
// since issue 17.)
import { API_FALLBACK, type Product } from '@leafbid/domain';
import { apiRequest, requireField } from './api-request';

/** GET /products/{id}. */
export async function fetchProduct(id: string): Promise<Product> {
  const body = await apiRequest(`/products/${encodeURIComponent(id)}`, {
    fallback: API_FALLBACK.fetchProduct,
  });
  return requireField<Product>(body, 'product');
}
