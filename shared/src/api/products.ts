// Product reads of docs/api.md (spec §7) the marketplace and the orders remote still use: the
// catalogue's pages and one product. (The listings remote owns its calls since issue 17: the
// seller's own products, the submission, edits and status changes.)
import { API_FALLBACK, type Product } from '@leafbid/domain';
import { apiRequest, requireField } from './api-request';

/** One page of GET /products: card fields (the popup asks for the whole product by id). */
export interface ProductPage {
  products: Product[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** How many products match; on the first page only. */
  total: number | null;
}

function productList(body: unknown): Product[] {
  const products = requireField<unknown>(body, 'products');
  if (!Array.isArray(products)) return requireField<Product[]>({}, 'products');
  return products as Product[];
}

/**
 * GET /products?{query}: one page of the catalogue. `query` holds the view's parameters
 * (`catalogueViewToParams`) and any of `status`, `limit`, `cursor`.
 */
export async function fetchProductPage(query: URLSearchParams): Promise<ProductPage> {
  const body = await apiRequest(`/products?${query.toString()}`, {
    fallback: API_FALLBACK.fetchProducts,
  });
  const { nextCursor, total } = (body ?? {}) as { nextCursor?: unknown; total?: unknown };
  return {
    products: productList(body),
    nextCursor: typeof nextCursor === 'string' && nextCursor ? nextCursor : null,
    total: typeof total === 'number' ? total : null,
  };
}

/** GET /products/{id}. */
export async function fetchProduct(id: string): Promise<Product> {
  const body = await apiRequest(`/products/${encodeURIComponent(id)}`, {
    fallback: API_FALLBACK.fetchProduct,
  });
  return requireField<Product>(body, 'product');
}
