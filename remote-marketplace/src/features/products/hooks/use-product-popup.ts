import { useState } from 'react';
import { API_FALLBACK, type Product } from '@leafbid/domain';
import { useProduct } from '../api/get-product';

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
 * GET /products/{id} when it is shown (a query per product, kept in the cache).
 */
export function useProductPopup(list: readonly Product[]): ProductPopupState {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const index = selectedId === null ? -1 : list.findIndex((p) => p.id === selectedId);
  const whole = useProduct(selectedId);

  const step = (delta: number): void => {
    if (list.length === 0) return;
    const from = index === -1 ? 0 : index;
    const target = list[(from + delta + list.length) % list.length];
    if (target) setSelectedId(target.id);
  };

  const show = (productId: string): void => {
    // Shown again after a failure: ask again.
    if (productId === selectedId && whole.isError) void whole.refetch();
    setSelectedId(productId);
  };

  const error =
    selectedId && !whole.data && whole.isError
      ? whole.error.message || API_FALLBACK.fetchProduct
      : null;
  return {
    open: selectedId !== null,
    product: index === -1 ? null : (whole.data ?? null),
    error,
    canNavigate: list.length > 1,
    show,
    close: () => setSelectedId(null),
    previous: () => step(-1),
    next: () => step(1),
  };
}
