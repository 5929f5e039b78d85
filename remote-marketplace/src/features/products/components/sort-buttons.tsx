import type { ProductSort } from '@leafbid/domain';
import { MARKETPLACE_MESSAGES as M } from '../../../messages';

const SORTS: ReadonlyArray<{ value: ProductSort; label: string }> = [
  { value: 'newest', label: M.sortNewest },
  { value: 'alphabetical', label: M.sortAlphabetical },
];

export interface SortButtonsProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

/** Spec §2 Marketplace: 'New arrivals' (newest first) and 'Alphabetical' (by product name). */
export function SortButtons({ value, onChange }: SortButtonsProps) {
  return (
    <div className="mk-sort" role="group" aria-label={M.sortLabel}>
      {SORTS.map((sort) => (
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
