import type { ProductSort } from '@leafbid/domain';
import { MARKETPLACE_MESSAGES as M } from '../../../messages';

/** The sorts in their order, labelled in the active language (read at render). */
const sorts = (): ReadonlyArray<{ value: ProductSort; label: string }> => [
  { value: 'newest', label: M.sortNewest },
  { value: 'alphabetical', label: M.sortAlphabetical },
  { value: 'price', label: M.sortPrice },
  { value: 'thc', label: M.sortThc },
];

export interface SortButtonsProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

/**
 * Spec §2 Marketplace: 'New arrivals' (newest first) and 'Alphabetical' (by product name); issue
 * 18 adds price per gram (lowest first) and THC (highest first).
 */
export function SortButtons({ value, onChange }: SortButtonsProps) {
  return (
    <div className="mk-sort" role="group" aria-label={M.sortLabel}>
      {sorts().map((sort) => (
        <button
          key={sort.value}
          type="button"
          className="mk-sort__button"
          aria-pressed={value === sort.value}
          onClick={() => onChange(sort.value)}
        >
          {sort.label}
        </button>
      ))}
    </div>
  );
}
