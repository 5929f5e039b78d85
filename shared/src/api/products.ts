// Product reads of docs/api.md (spec §7).
import { API_FALLBACK, type Product } from '../domain';
import { apiRequest, requireField } from './api-request';

/** GET /products → active products plus the caller's own inactive ones. */
export async function fetchProducts(): Promise<Product[]> {
  const body = await apiRequest('/products', { fallback: API_FALLBACK.fetchProducts });
  const products = requireField<unknown>(body, 'products');
  if (!Array.isArray(products)) return requireField<Product[]>({}, 'products');
  return products as Product[];
}

/** GET /products/{id}. */
export async function fetchProduct(id: string): Promise<Product> {
  const body = await apiRequest(`/products/${encodeURIComponent(id)}`, {
    fallback: API_FALLBACK.fetchProduct,
  });
  return requireField<Product>(body, 'product');
}
