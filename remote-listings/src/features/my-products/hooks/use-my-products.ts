import { useCallback, useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useProfileStore } from '@leafbid/shared';
import { API_FALLBACK, ownProducts, type Product } from '@leafbid/domain';
import { useMyProductsQuery } from '../../../lib/my-products-query';
import { connectMyProductsLiveUpdates } from '../api/my-products-live';

export interface MyProductsState {
  /** The user's own products: Contact_Name.id equals the profile's contact id (spec §2). */
  products: Product[];
  /** True until the profile and the product list are first known. */
  loading: boolean;
  /** Why the profile or the products could not be loaded; null otherwise. */
  error: string | null;
  retry(): void;
}

const EMPTY: Product[] = [];

/**
 * My Products from the listings query (GET /products?owner=me, with Contact_Name on the caller's
 * own), kept live by the bus (my-products-live.ts). The profile is normally loaded by the host;
 * it is fetched here when missing.
 */
export function useMyProducts(): MyProductsState {
  const profile = useProfileStore((s) => s.profile);
  const profileLoading = useProfileStore((s) => s.loading);
  const profileError = useProfileStore((s) => s.error);
  const fetchProfile = useProfileStore((s) => s.fetchProfile);
  const client = useQueryClient();
  const query = useMyProductsQuery();

  const contactId = profile?.id ?? null;
  const loaded = query.data !== undefined;

  useEffect(() => {
    if (!profile) void fetchProfile();
  }, [profile, fetchProfile]);

  useEffect(() => connectMyProductsLiveUpdates(client), [client]);

  const allProducts = query.data ?? EMPTY;
  const products = useMemo(() => ownProducts(allProducts, contactId), [allProducts, contactId]);

  const { refetch } = query;
  const retry = useCallback(() => {
    if (!profile) void fetchProfile({ force: true });
    if (!loaded) void refetch();
  }, [profile, loaded, fetchProfile, refetch]);

  // A failed refetch keeps the list: it is a load error only while the list was never loaded.
  const productsError =
    !loaded && !query.isFetching && query.error
      ? query.error.message || API_FALLBACK.fetchProducts
      : null;
  const error = (!profile && !profileLoading ? profileError : null) ?? productsError;
  const loading = error === null && (!profile || !loaded);

  return { products: profile && loaded ? products : [], loading, error, retry };
}
