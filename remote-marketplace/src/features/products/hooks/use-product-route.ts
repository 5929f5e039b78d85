import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@leafbid/shared';
import { API_FALLBACK, type Product } from '@leafbid/domain';
import { useProduct } from '../api/get-product';
import { MARKETPLACE_PATH, productIdFromPath, productPath } from '../product-path';
import type { CatalogueState } from './use-catalogue';
import type { ProductPopupState } from './use-product-popup';

/** History state of a /marketplace/{id} entry the page itself pushed (a card's 'Learn more'). */
interface OpenedHere {
  openedFromGrid: true;
}
const openedHere = (state: unknown): state is OpenedHere =>
  typeof state === 'object' && state !== null && 'openedFromGrid' in state;

/** The shown product is not loaded, or its neighbour that way is past the loaded pages. */
function atEdge(list: readonly Product[], from: string, delta: 1 | -1): boolean {
  const index = list.findIndex((p) => p.id === from);
  return index === -1 || (delta > 0 ? index === list.length - 1 : index === 0);
}

/** The id `delta` away from `from` in `list`, wrapping around; a product not in it steps in from an end. */
function pick(list: readonly Product[], from: string, delta: 1 | -1): string | null {
  if (list.length === 0) return null;
  const index = list.findIndex((p) => p.id === from);
  if (index === -1) return (delta > 0 ? list[0] : list.at(-1))?.id ?? null;
  return list[(index + delta + list.length) % list.length]?.id ?? null;
}

export interface ProductRouteState extends ProductPopupState {
  /** The product id asked for does not exist or is not listed (a 404). */
  notFound: boolean;
}

/**
 * Issue 18: the marketplace popup as a page. /marketplace/{id} opens it (a deep link works on a
 * fresh load), 'Learn more' pushes that URL and Back closes it, closing goes back to /marketplace
 * with the same view, and the arrows (replacing the entry, so Back still closes) walk the whole
 * filtered, sorted list: at either end of the loaded pages they fetch the next page, and they
 * wrap around only once the list is whole (spec §2 'wrapping around').
 */
export function useProductRoute(catalogue: CatalogueState): ProductRouteState {
  const location = useLocation();
  const navigate = useNavigate();
  const selectedId = productIdFromPath(location.pathname);
  const whole = useProduct(selectedId);
  // The id the latest step started from: a step that finishes after another began is dropped.
  const stepping = useRef<string | null>(null);
  const current = useRef(selectedId);
  useEffect(() => {
    current.current = selectedId;
  }, [selectedId]);

  const go = (id: string, replace: boolean): void => {
    void navigate(
      { pathname: productPath(id), search: location.search },
      replace
        ? { replace: true, state: location.state as unknown, preventScrollReset: true }
        : { state: { openedFromGrid: true } satisfies OpenedHere, preventScrollReset: true },
    );
  };

  /** The id `delta` away from the one shown, loading further pages as needed. */
  async function neighbour(from: string, delta: 1 | -1): Promise<string | null> {
    let list = catalogue.products;
    let more = catalogue.hasMore;
    while (atEdge(list, from, delta) && more) {
      const next = await catalogue.loadNextPage();
      if (!next) break;
      ({ products: list, hasMore: more } = next);
    }
    return pick(list, from, delta);
  }

  const step = (delta: 1 | -1): void => {
    const from = selectedId;
    if (from === null || stepping.current !== null) return;
    const move = (id: string | null): void => {
      if (id && id !== from && current.current === from) go(id, true);
    };
    // Within the loaded pages (or the whole list loaded): at once.
    if (!atEdge(catalogue.products, from, delta) || !catalogue.hasMore) {
      move(pick(catalogue.products, from, delta));
      return;
    }
    stepping.current = from;
    void neighbour(from, delta)
      .then(move)
      .finally(() => {
        stepping.current = null;
      });
  };

  const notFound = Boolean(
    selectedId && whole.isError && isApiError(whole.error) && whole.error.status === 404,
  );
  const error =
    selectedId && !whole.data && whole.isError && !notFound
      ? whole.error.message || API_FALLBACK.fetchProduct
      : null;
  const listed = catalogue.total ?? catalogue.products.length;
  return {
    open: selectedId !== null,
    product: selectedId !== null && whole.data?.id === selectedId ? whole.data : null,
    error,
    notFound,
    canNavigate: !notFound && listed > 1,
    show: (id) => {
      // Shown again after a failure: ask again.
      if (id === selectedId && whole.isError) void whole.refetch();
      go(id, false);
    },
    close: () => {
      if (openedHere(location.state)) void navigate(-1);
      else
        void navigate(
          { pathname: MARKETPLACE_PATH, search: location.search },
          { replace: true, preventScrollReset: true },
        );
    },
    previous: () => step(-1),
    next: () => step(1),
  };
}
