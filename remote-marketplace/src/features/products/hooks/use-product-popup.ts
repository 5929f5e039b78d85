import { useState } from 'react';
import type { Product } from '@leafbid/shared/domain';

export interface ProductPopupState {
  /** Whether the popup is open. */
  open: boolean;
  /** The product shown; null while it is not (or no longer) in the list. */
  product: Product | null;
  /** Previous and next arrows show only when more than one product is listed (spec §2). */
  canNavigate: boolean;
  show: (productId: string) => void;
  close: () => void;
  previous: () => void;
  next: () => void;
}

/** Which product of `list` the popup shows, with previous / next wrapping around (spec §2). */
export function useProductPopup(list: readonly Product[]): ProductPopupState {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const index = selectedId === null ? -1 : list.findIndex((p) => p.id === selectedId);

  const step = (delta: number): void => {
    if (list.length === 0) return;
    const from = index === -1 ? 0 : index;
    const target = list[(from + delta + list.length) % list.length];
    if (target) setSelectedId(target.id);
  };

  return {
    open: selectedId !== null,
    product: index === -1 ? null : (list[index] ?? null),
    canNavigate: list.length > 1,
    show: setSelectedId,
    close: () => setSelectedId(null),
    previous: () => step(-1),
    next: () => step(1),
  };
}
