// GET /products as the API answers it, for component tests: the shared rule module filters
// (the API runs the same table of cases in SQL), the shared sort orders, and a cursor pages.
import { catalogueViewFromParams, CATALOGUE_PAGE_SIZE } from '@leafbid/domain';
import { filterProducts, onlyActive, sortProducts } from '@leafbid/domain';
import type { Product } from '@leafbid/domain';
import { reply, type FakeApi, type FakeHandler } from './fake-api';

export function fakeCatalogue(products: readonly Product[]): FakeHandler {
  return ({ url }) => {
    const params = new URL(url).searchParams; // all of a repeated `cat`
    const { filters, sort } = catalogueViewFromParams(params);
    const visible = params.get('status') === 'active' ? onlyActive(products) : [...products];
    const matched = sortProducts(filterProducts(visible, filters), sort);
    const limit = Number(params.get('limit') ?? CATALOGUE_PAGE_SIZE);
    const start = Number(params.get('cursor') ?? 0);
    const page = matched.slice(start, start + limit);
    const end = start + page.length;
    return {
      products: page,
      nextCursor: end < matched.length ? String(end) : null,
      total: params.has('cursor') ? null : matched.length,
    };
  };
}

/** GET /products (pages, as above) and GET /products/{id} (the whole product) over `products`. */
export function serveCatalogue(api: FakeApi, products: readonly Product[]): void {
  api.on('GET /products', fakeCatalogue(products));
  api.on('GET /products/:id', ({ params }) => {
    const found = products.find((p) => p.id === params.id);
    return found ? { product: found } : reply(404, { error: 'Failed to fetch product' });
  });
}
