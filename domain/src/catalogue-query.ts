// The marketplace's view (spec §5 filters, §2 sort) as URL query parameters. The address bar of
// /marketplace and GET /products use the same names, so a shared link, a reload and Back restore
// the same view, and the browser hands its own query to the API unchanged.
import {
  DEFAULT_PRODUCT_FILTERS,
  isProductSort,
  type ProductFilters,
  type ProductSort,
  type Range,
} from './filters';
import { PERCENT_MAX, PERCENT_MIN, QUANTITY_SLIDER_MAX } from './constants';

export interface CatalogueView {
  filters: ProductFilters;
  sort: ProductSort;
}

export const DEFAULT_CATALOGUE_VIEW: CatalogueView = {
  filters: DEFAULT_PRODUCT_FILTERS,
  sort: 'newest',
};

/** Cards per page of GET /products, and the most a caller may ask for. */
export const CATALOGUE_PAGE_SIZE = 24;
export const CATALOGUE_MAX_PAGE_SIZE = 100;
/** Longest accepted text filter (name, type, terpene, certification, category). */
export const CATALOGUE_TEXT_MAX = 200;

/** The query parameter of each part of the view; `cat` repeats, one per selected category. */
export const CATALOGUE_PARAMS = {
  name: 'q',
  productType: 'type',
  terpene: 'terpene',
  certification: 'cert',
  categories: 'cat',
  thcMin: 'thcMin',
  thcMax: 'thcMax',
  cbdMin: 'cbdMin',
  cbdMax: 'cbdMax',
  quantityMin: 'qtyMin',
  quantityMax: 'qtyMax',
  sort: 'sort',
} as const;

const P = CATALOGUE_PARAMS;
const TEXT_KEYS = ['name', 'productType', 'terpene', 'certification'] as const;
const RANGE_KEYS = [
  ['thc', P.thcMin, P.thcMax, PERCENT_MIN, PERCENT_MAX],
  ['cbd', P.cbdMin, P.cbdMax, PERCENT_MIN, PERCENT_MAX],
  ['quantity', P.quantityMin, P.quantityMax, 0, QUANTITY_SLIDER_MAX],
] as const;

/** Only what differs from the default view, in a stable order (one view, one URL). */
export function catalogueViewToParams(view: CatalogueView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = view.filters[key].trim();
    if (value) params.set(P[key], value);
  }
  for (const category of view.filters.categories) params.append(P.categories, category);
  for (const [key, minParam, maxParam, lo, hi] of RANGE_KEYS) {
    const [min, max] = view.filters[key];
    if (min !== lo) params.set(minParam, String(min));
    if (max !== hi) params.set(maxParam, String(max));
  }
  if (view.sort !== DEFAULT_CATALOGUE_VIEW.sort) params.set(P.sort, view.sort);
  return params;
}

const clampNumber = (raw: string | null, lo: number, hi: number, fallback: number): number => {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : fallback;
};

/**
 * The view a URL describes. Lenient, for the address bar: a missing, unreadable or out-of-range
 * value falls back to (or is clamped into) the default, and a reversed range is put in order.
 * The API validates the same parameters strictly (`catalogueQuerySchema`).
 */
export function catalogueViewFromParams(params: URLSearchParams): CatalogueView {
  const text = (name: string): string =>
    (params.get(name) ?? '').trim().slice(0, CATALOGUE_TEXT_MAX);
  const range = (minParam: string, maxParam: string, lo: number, hi: number): Range => {
    const a = clampNumber(params.get(minParam), lo, hi, lo);
    const b = clampNumber(params.get(maxParam), lo, hi, hi);
    return a <= b ? [a, b] : [b, a];
  };
  const [thc, cbd, quantity] = RANGE_KEYS.map(([, minP, maxP, lo, hi]) =>
    range(minP, maxP, lo, hi),
  ) as [Range, Range, Range];
  const categories = [
    ...new Set(
      params
        .getAll(P.categories)
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ].map((c) => c.slice(0, CATALOGUE_TEXT_MAX));
  return {
    filters: {
      name: text(P.name),
      productType: text(P.productType),
      terpene: text(P.terpene),
      certification: text(P.certification),
      categories,
      thc,
      cbd,
      quantity,
    },
    sort: ((sort) => (isProductSort(sort) ? sort : 'newest'))(params.get(P.sort)),
  };
}

/**
 * How many filters narrow the catalogue (issue 18: the phone's 'Filters (2)' button): each text
 * filter, the category tags together, and each range moved from its full span count once.
 */
export function activeFilterCount(filters: ProductFilters): number {
  const texts = TEXT_KEYS.filter((key) => filters[key].trim() !== '').length;
  const ranges = RANGE_KEYS.filter(([key, , , lo, hi]) => {
    const [min, max] = filters[key];
    return min !== lo || max !== hi;
  }).length;
  return texts + (filters.categories.length > 0 ? 1 : 0) + ranges;
}

/** True when no filter narrows the catalogue (the sort does not count). */
export function hasActiveFilters(filters: ProductFilters): boolean {
  return catalogueViewToParams({ filters, sort: 'newest' }).size > 0;
}
