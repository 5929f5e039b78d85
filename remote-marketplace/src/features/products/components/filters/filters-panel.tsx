import {
  CERTIFICATIONS,
  formatGrams,
  formatPercent,
  PERCENT_MAX,
  PERCENT_MIN,
  PRODUCT_CATEGORIES,
  QUANTITY_SLIDER_MAX,
  TERPENE_SUGGESTIONS,
  hasActiveFilters,
  productCategoryLabel,
  terpeneLabel,
  type ProductFilters,
} from '@leafbid/domain';
import { Button } from '@leafbid/shared/ui';
import { CategoryToggles } from './category-toggles';
import { NameFilter } from './name-filter';
import { RangeFilter } from './range-filter';
import { SelectFilter } from './select-filter';
import { MARKETPLACE_MESSAGES as M } from '../../../../messages';

export interface FiltersPanelProps {
  filters: ProductFilters;
  onChange: (change: Partial<ProductFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  /** False inside the phone's sheet, whose dialog title already says 'Filters'. */
  showTitle?: boolean;
}

// Read when a slider shows its bounds, in the active language.
const percent = (n: number): string => formatPercent(n);
const grams = (n: number, bound: 'min' | 'max'): string =>
  bound === 'max' && n >= QUANTITY_SLIDER_MAX ? M.unlimited : M.grams(formatGrams(n));

/** Spec §2 Marketplace filters panel; the rules are §5's, applied by the API. */
export function FiltersPanel({ filters, onChange, onClear, showTitle = true }: FiltersPanelProps) {
  const active = hasActiveFilters(filters);
  return (
    <div className="mk-filters">
      {showTitle || active ? (
        <div className="mk-filters__header">
          {showTitle ? <h2 className="mk-filters__title">{M.filtersHeading}</h2> : null}
          {active ? (
            <Button variant="ghost" size="small" onClick={onClear}>
              {M.clearFilters}
            </Button>
          ) : null}
        </div>
      ) : null}
      <NameFilter value={filters.name} onChange={(name) => onChange({ name }, { replace: true })} />
      <SelectFilter
        label={M.productTypeLabel}
        value={filters.productType}
        options={PRODUCT_CATEGORIES}
        optionLabel={productCategoryLabel}
        onChange={(productType) => onChange({ productType })}
      />
      <SelectFilter
        label={M.terpeneLabel}
        value={filters.terpene}
        options={TERPENE_SUGGESTIONS}
        optionLabel={terpeneLabel}
        onChange={(terpene) => onChange({ terpene })}
      />
      <SelectFilter
        label={M.certificationLabel}
        value={filters.certification}
        options={CERTIFICATIONS}
        onChange={(certification) => onChange({ certification })}
      />
      <CategoryToggles
        value={filters.categories}
        onChange={(categories) => onChange({ categories })}
      />
      <RangeFilter
        label={M.thcLabel}
        value={filters.thc}
        min={PERCENT_MIN}
        max={PERCENT_MAX}
        step={1}
        format={percent}
        onCommit={(thc) => onChange({ thc })}
      />
      <RangeFilter
        label={M.cbdLabel}
        value={filters.cbd}
        min={PERCENT_MIN}
        max={PERCENT_MAX}
        step={1}
        format={percent}
        onCommit={(cbd) => onChange({ cbd })}
      />
      <RangeFilter
        label={M.quantityLabel}
        value={filters.quantity}
        min={0}
        max={QUANTITY_SLIDER_MAX}
        step={1000}
        format={grams}
        onCommit={(quantity) => onChange({ quantity })}
      />
    </div>
  );
}
