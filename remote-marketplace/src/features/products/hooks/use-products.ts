import { useEffect } from 'react';
import { useProductsStore } from '@leafbid/shared';
import type { Product } from '@leafbid/shared/domain';

export interface ProductsView {
  products: Product[];
  loading: boolean;
  error: string | null;
  /** Clear the error and fetch again, past the 10-minute cache. */
  retry: () => void;
}

/** The shared product list, fetched on mount (served from the store's 10-minute cache, spec §9). */
export function useProducts(): ProductsView {
  const products = useProductsStore((s) => s.products);
  const loading = useProductsStore((s) => s.loading);
  const error = useProductsStore((s) => s.error);

  useEffect(() => {
    void useProductsStore.getState().fetchProducts();
  }, []);

  const retry = (): void => {
    const store = useProductsStore.getState();
    store.clearError();
    void store.fetchProducts({ force: true });
  };

  return { products, loading, error, retry };
}
