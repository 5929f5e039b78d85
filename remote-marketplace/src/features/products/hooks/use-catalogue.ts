import { useEffect, useMemo } from 'react';
import {
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  bus,
  invalidateOn,
  queryClient as pageQueryClient,
  relayAcrossTabs,
} from '@leafbid/shared';
import { API_FALLBACK, CATALOGUE_PAGE_SIZE, isActiveFlag, type Product } from '@leafbid/domain';
import { CATALOGUE_KEY, catalogueQueryOptions, type ProductPage } from '../api/get-catalogue';

declare module '@leafbid/shared' {
  // The listings remote emits it; identical declarations merge.
  interface LeafbidEventMap {
    /** A listing was deleted ('Delete Listing', spec §4): every view drops it. */
    'product:deleted': { productId: string };
  }
}

export interface CatalogueState {
  /** Cards of the pages loaded so far, in the API's order (the previous view's while `stale`). */
  products: Product[];
  /** The cards shown belong to the previous view; the new one is loading. */
  stale: boolean;
  /** How many products match the view (from the first page). */
  total: number | null;
  /** The first page of this view is on its way. */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  hasMore: boolean;
  error: string | null;
  loadMore: () => void;
  /**
   * Fetches the next page now and answers the whole list loaded then (issue 18: the popup's
   * arrows walk past the loaded page); null when there is no next page or it failed.
   */
  loadNextPage: () => Promise<{ products: Product[]; hasMore: boolean } | null>;
  retry: () => void;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : API_FALLBACK.fetchProducts;

type Pages = InfiniteData<ProductPage, string | null>;

/** The cards of the pages loaded, in order; a card that moved between pages while paging shows once. */
function cardsOf(data: InfiniteData<ProductPage, unknown> | undefined): Product[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) =>
    page.products.filter((card) => !seen.has(card.id) && Boolean(seen.add(card.id))),
  );
}

/** Changes the cards of every cached view (a card refreshed or dropped in place). */
function patchCards(client: QueryClient, patch: (cards: Product[]) => Product[]): void {
  client.setQueriesData<Pages>({ queryKey: [CATALOGUE_KEY] }, (data) =>
    data
      ? { ...data, pages: data.pages.map((p) => ({ ...p, products: patch(p.products) })) }
      : data,
  );
}

/**
 * The live-event bridge of the catalogue (issue 11, 17): `product:updated` refreshes a card in
 * place (or drops it when the product is no longer active), `product:deleted` drops it, and
 * `product:published` (a new card somewhere in the order) refetches the views. The kernel's
 * bridge refetches everything on `live:resynced`.
 */
function followProductEvents(client: QueryClient): () => void {
  // A listing deleted in another tab of this browser drops its card here too (bus/cross-tab.ts).
  relayAcrossTabs(['product:deleted']);
  const updated = ({ product }: { product: Product }): void =>
    patchCards(client, (cards) =>
      isActiveFlag(product.Product_Active)
        ? cards.map((c) => (c.id === product.id ? { ...c, ...product } : c))
        : cards.filter((c) => c.id !== product.id),
    );
  const deleted = ({ productId }: { productId: string }): void =>
    patchCards(client, (cards) => cards.filter((c) => c.id !== productId));
  bus.on('product:updated', updated);
  bus.on('product:deleted', deleted);
  const stopPublished = invalidateOn(['product:published'], [CATALOGUE_KEY], client);
  return () => {
    bus.off('product:updated', updated);
    bus.off('product:deleted', deleted);
    stopPublished();
  };
}

// The page's cache follows them while this remote is loaded (views not on screen included).
followProductEvents(pageQueryClient);

/**
 * Pages of GET /products for one view (`query`), active products only (spec §2 Marketplace): one
 * infinite query per view, so a view shown again comes from the cache, and an answer for a view
 * no longer shown never replaces the one shown. While a new view loads, the previous one stays
 * (`stale`).
 */
export function useCatalogue(query: string, pageSize = CATALOGUE_PAGE_SIZE): CatalogueState {
  const client = useQueryClient();
  const catalogue = useInfiniteQuery({
    ...catalogueQueryOptions(query, pageSize),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    // Another client than the page's (tests): it follows the events while this view shows.
    if (client === pageQueryClient) return undefined;
    const stop = followProductEvents(client);
    const stopResynced = invalidateOn(['live:resynced'], [CATALOGUE_KEY], client);
    return () => {
      stop();
      stopResynced();
    };
  }, [client]);

  const { data, isPlaceholderData: stale, isFetching, isFetchingNextPage, hasNextPage } = catalogue;
  const products = useMemo(() => cardsOf(data), [data]);

  const loadMore = (): void => {
    if (isFetching || stale || !hasNextPage) return;
    void catalogue.fetchNextPage();
  };

  return {
    products,
    stale,
    total: data?.pages[0]?.total ?? null,
    loading: isFetching && !isFetchingNextPage && (stale || data === undefined),
    loadingMore: isFetchingNextPage,
    hasMore: !stale && hasNextPage,
    error: catalogue.error ? messageOf(catalogue.error) : null,
    loadMore,
    loadNextPage: async () => {
      if (stale || !hasNextPage) return null;
      // A page already on its way is awaited, not asked for again.
      const result = await catalogue.fetchNextPage({ cancelRefetch: false });
      if (result.isError || !result.data) return null;
      return { products: cardsOf(result.data), hasMore: result.hasNextPage };
    },
    retry: () =>
      !stale && products.length > 0 && catalogue.isFetchNextPageError
        ? loadMore()
        : void catalogue.refetch(),
  };
}
