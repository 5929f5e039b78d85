import { useCallback, useEffect, useMemo } from 'react';
import { bus, useProductsStore, useProfileStore } from '@leafbid/shared';
import { ownProducts, type Product } from '@leafbid/domain';

export interface MyProductsState {
  /** The user's own products: Contact_Name.id equals the profile's contact id (spec §2). */
  products: Product[];
  /** True until the profile and the product list are first known. */
  loading: boolean;
  /** Why the profile or the products could not be loaded; null otherwise. */
  error: string | null;
  retry(): void;
}

/**
 * My Products from the shared products store (GET /products, which also returns the caller's
 * own inactive products, with Contact_Name only on the caller's own). The profile is normally
 * loaded by the host; it is fetched here when missing.
 */
export function useMyProducts(): MyProductsState {
  const profile = useProfileStore((s) => s.profile);
  const profileLoading = useProfileStore((s) => s.loading);
  const profileError = useProfileStore((s) => s.error);
  const fetchProfile = useProfileStore((s) => s.fetchProfile);

  const allProducts = useProductsStore((s) => s.products);
  const productsLoading = useProductsStore((s) => s.loading);
  const productsError = useProductsStore((s) => s.error);
  const fetchedAt = useProductsStore((s) => s.fetchedAt);
  const fetchProducts = useProductsStore((s) => s.fetchProducts);
  const clearProductsError = useProductsStore((s) => s.clearError);

  const contactId = profile?.id ?? null;
  const loaded = fetchedAt !== null;

  useEffect(() => {
    if (!profile) void fetchProfile();
  }, [profile, fetchProfile]);

  useEffect(() => {
    void fetchProducts();
  }, [fetchProducts]);

  // Another tab of this browser submitted, changed or deleted a listing (the bus relays it):
  // this tab's list follows without a reload. In the tab that made the change it is a no-op.
  useEffect(() => {
    const store = useProductsStore.getState;
    const onSubmitted = ({ product }: { product: Product }) => store().upsertProduct(product);
    const onUpdated = ({ product }: { product: Product }) => {
      if (store().products.some((p) => p.id === product.id)) store().upsertProduct(product);
    };
    const onDeleted = ({ productId }: { productId: string }) => store().removeProduct(productId);
    bus.on('product:submitted', onSubmitted);
    bus.on('product:updated', onUpdated);
    bus.on('product:deleted', onDeleted);
    return () => {
      bus.off('product:submitted', onSubmitted);
      bus.off('product:updated', onUpdated);
      bus.off('product:deleted', onDeleted);
    };
  }, []);

  const products = useMemo(() => ownProducts(allProducts, contactId), [allProducts, contactId]);

  const retry = useCallback(() => {
    if (!profile) void fetchProfile({ force: true });
    if (!loaded) {
      clearProductsError();
      void fetchProducts({ force: true });
    }
  }, [profile, loaded, fetchProfile, clearProductsError, fetchProducts]);

  // The store's `error` is also set by a failed single-product fetch elsewhere; it is a load
  // error only while the list has never been fetched.
  const error =
    (!profile && !profileLoading ? profileError : null) ??
    (!loaded && !productsLoading ? productsError : null);
  const loading = error === null && (!profile || !loaded);

  return { products: profile && loaded ? products : [], loading, error, retry };
}
