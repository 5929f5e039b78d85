import { useEffect, useState } from 'react';
import { useProductsStore } from '@leafbid/shared';
import { API_FALLBACK, type Product } from '@leafbid/domain';

export interface ProductPopupState {
  /** Whether the popup is open. */
  open: boolean;
  /** The whole product shown; null while it loads (or failed, see `error`). */
  product: Product | null;
  /** Why the product could not be loaded. */
  error: string | null;
  /** Previous and next arrows show only when more than one product is listed (spec §2). */
  canNavigate: boolean;
  show: (productId: string) => void;
  close: () => void;
  previous: () => void;
  next: () => void;
}

/**
 * Which product of `list` (cards) the popup shows, with previous / next wrapping around the list
 * as filtered (spec §2). The cards carry only card fields: the whole product comes from
 * GET /products/{id} when it is shown, and is kept for this list's lifetime.
 */
export function useProductPopup(list: readonly Product[]): ProductPopupState {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Record<string, Product>>({});
  const [failed, setFailed] = useState<Record<string, string>>({});
  const index = selectedId === null ? -1 : list.findIndex((p) => p.id === selectedId);
  const whole = selectedId ? loaded[selectedId] : undefined;

  useEffect(() => {
    if (!selectedId || whole) return;
    let live = true;
    const store = useProductsStore.getState();
    void store.getProduct(selectedId, { force: true }).then((product) => {
      if (!live) return;
      if (product) setLoaded((m) => ({ ...m, [product.id]: product }));
      else {
        const message = useProductsStore.getState().error ?? API_FALLBACK.fetchProduct;
        setFailed((m) => ({ ...m, [selectedId]: message }));
      }
    });
    return () => {
      live = false;
    };
  }, [selectedId, whole]);

  const step = (delta: number): void => {
    if (list.length === 0) return;
    const from = index === -1 ? 0 : index;
    const target = list[(from + delta + list.length) % list.length];
    if (target) setSelectedId(target.id);
  };

  const show = (productId: string): void => {
    setFailed(({ [productId]: _dropped, ...rest }) => rest);
    setSelectedId(productId);
  };

  return {
    open: selectedId !== null,
    product: index === -1 ? null : (whole ?? null),
    error: selectedId && !whole ? (failed[selectedId] ?? null) : null,
    canNavigate: list.length > 1,
    show,
    close: () => setSelectedId(null),
    previous: () => step(-1),
    next: () => step(1),
  };
}
