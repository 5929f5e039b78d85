import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, fetchProductPage, type ProductPage } from '@leafbid/shared';
import {
  API_FALLBACK,
  CATALOGUE_PAGE_SIZE,
  isActiveFlag,
  type Product,
} from '@leafbid/shared/domain';

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
  retry: () => void;
}

interface Pages {
  query: string;
  products: Product[];
  nextCursor: string | null;
  total: number | null;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : API_FALLBACK.fetchProducts;

/** GET /products parameters of one page of a view. */
function pageParams(query: string, pageSize: number, cursor: string | null): URLSearchParams {
  const params = new URLSearchParams(query);
  params.set('status', 'active');
  params.set('limit', String(pageSize));
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** First pages asked for ahead of the render that shows them (see prefetchFirstPage). */
const earlyFirstPages = new Map<string, Promise<ProductPage>>();
/** An early page nobody took is dropped after this long (the view went elsewhere). */
const EARLY_PAGE_TTL_MS = 5000;

/**
 * Asks for a view's first page now, from the event that changes the view (a keystroke, a
 * slider), instead of after React has rendered the new view and run its effects — on a busy
 * device that render alone took 50–130 ms before the request left (issue 10: filter change →
 * updated grid). The view's `useCatalogue` takes the answer when it mounts or updates.
 */
export function prefetchFirstPage(query: string, pageSize = CATALOGUE_PAGE_SIZE): void {
  const key = pageParams(query, pageSize, null).toString();
  if (earlyFirstPages.has(key)) return;
  const request = fetchProductPage(pageParams(query, pageSize, null));
  request.catch(() => undefined); // whoever takes it handles the failure
  earlyFirstPages.set(key, request);
  setTimeout(() => {
    if (earlyFirstPages.get(key) === request) earlyFirstPages.delete(key);
  }, EARLY_PAGE_TTL_MS);
}

/** The early request for this page if there is one (taken once), else a new request. */
function firstPage(params: URLSearchParams): Promise<ProductPage> {
  const key = params.toString();
  const early = earlyFirstPages.get(key);
  earlyFirstPages.delete(key);
  return early ?? fetchProductPage(params);
}

/**
 * Pages of GET /products for one view (`query`), active products only (spec §2 Marketplace).
 * A new view starts over; an answer for a view no longer shown is dropped, so fast typing never
 * shows an older result last. `product:updated` refreshes a card in place (or drops it when the
 * product is no longer active); `product:deleted` drops it; `product:published` and
 * `live:resynced` refetch the cards shown.
 */
export function useCatalogue(query: string, pageSize = CATALOGUE_PAGE_SIZE): CatalogueState {
  const [pages, setPages] = useState<Pages>({
    query: '',
    products: [],
    nextCursor: null,
    total: null,
  });
  const [pending, setPending] = useState<'first' | 'more' | null>('first');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The view shown, for answers that arrive later; kept after commit, never written in render.
  const current = useRef(query);
  useEffect(() => {
    current.current = query;
  }, [query]);

  const request = useCallback(
    (cursor: string | null) => {
      const params = pageParams(query, pageSize, cursor);
      return cursor ? fetchProductPage(params) : firstPage(params);
    },
    [query, pageSize],
  );

  // A new view (or a retry) shows its first page loading from the render that asks for it: state
  // adjusted while rendering, not by a setState in the effect (one render instead of two).
  const [asked, setAsked] = useState({ request, attempt });
  if (asked.request !== request || asked.attempt !== attempt) {
    setAsked({ request, attempt });
    setPending('first');
    setError(null);
  }

  useEffect(() => {
    let live = true;
    request(null).then(
      (page) => {
        if (!live) return;
        setPages({
          query,
          products: page.products,
          nextCursor: page.nextCursor,
          total: page.total,
        });
        setPending(null);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(messageOf(failure));
        setPending(null);
      },
    );
    return () => {
      live = false;
    };
  }, [query, request, attempt]);

  useEffect(() => {
    const onUpdated = ({ product }: { product: Product }): void =>
      setPages((p) => ({
        ...p,
        products: isActiveFlag(product.Product_Active)
          ? p.products.map((c) => (c.id === product.id ? { ...c, ...product } : c))
          : p.products.filter((c) => c.id !== product.id),
      }));
    const onDeleted = ({ productId }: { productId: string }): void =>
      setPages((p) => ({ ...p, products: p.products.filter((c) => c.id !== productId) }));
    bus.on('product:updated', onUpdated);
    bus.on('product:deleted', onDeleted);
    return () => {
      bus.off('product:updated', onUpdated);
      bus.off('product:deleted', onDeleted);
    };
  }, []);

  // Live updates (issue 11): a newly published product (or a gap in the stream) refetches the cards
  // shown — as many as are loaded, up to 100 — and keeps showing the old ones until they arrive.
  const [refreshes, setRefreshes] = useState(0);
  useEffect(() => {
    const refresh = (): void => setRefreshes((n) => n + 1);
    bus.on('product:published', refresh);
    bus.on('live:resynced', refresh);
    return () => {
      bus.off('product:published', refresh);
      bus.off('live:resynced', refresh);
    };
  }, []);
  // How many cards are loaded, read by the refresh below without making it rerun when pages
  // arrive; this effect is declared first, so in one commit it runs first.
  const loaded = useRef(0);
  useEffect(() => {
    loaded.current = pages.products.length;
  });
  const handledRefresh = useRef(0);
  useEffect(() => {
    if (refreshes === handledRefresh.current) return undefined;
    handledRefresh.current = refreshes;
    let live = true;
    const params = new URLSearchParams(query);
    params.set('status', 'active');
    params.set('limit', String(Math.min(100, Math.max(pageSize, loaded.current))));
    fetchProductPage(params).then(
      (page) => {
        if (!live || current.current !== query) return;
        setPages({
          query,
          products: page.products,
          nextCursor: page.nextCursor,
          total: page.total,
        });
      },
      // A failed refresh keeps what is shown; the next event or a reload tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [refreshes, query, pageSize]);

  const loadMore = useCallback(() => {
    if (pending || !pages.nextCursor || pages.query !== query) return;
    setPending('more');
    setError(null);
    request(pages.nextCursor).then(
      (page) => {
        if (current.current !== query) return;
        setPages((p) => {
          const known = new Set(p.products.map((c) => c.id));
          return {
            ...p,
            products: [...p.products, ...page.products.filter((c) => !known.has(c.id))],
            nextCursor: page.nextCursor,
          };
        });
        setPending(null);
      },
      (failure: unknown) => {
        if (current.current !== query) return;
        setError(messageOf(failure));
        setPending(null);
      },
    );
  }, [pending, pages, query, request]);

  const shown = pages.query === query;
  return {
    products: pages.products,
    stale: !shown,
    total: pages.total,
    loading: pending === 'first',
    loadingMore: pending === 'more',
    hasMore: shown && pages.nextCursor !== null,
    error,
    loadMore,
    retry: () => (shown && pages.products.length > 0 ? loadMore() : setAttempt((n) => n + 1)),
  };
}
