// Spec §5 "Marketplace filters", §2 sort buttons and 'New Arrivals'.
import { isActiveFlag } from './active-flag';
import { NEW_ARRIVALS_COUNT, PERCENT_MAX, PERCENT_MIN, QUANTITY_SLIDER_MAX } from './constants';
import type { Product } from './types';

export type Range = readonly [min: number, max: number];

export interface ProductFilters {
  name: string;
  productType: string;
  terpene: string;
  certification: string;
  /** Any of Indica / Sativa / Hybrid; empty means all. */
  categories: readonly string[];
  thc: Range;
  cbd: Range;
  /** Grams now + upcoming; an upper end of QUANTITY_SLIDER_MAX means unlimited. */
  quantity: Range;
}

export const DEFAULT_PRODUCT_FILTERS: ProductFilters = {
  name: '',
  productType: '',
  terpene: '',
  certification: '',
  categories: [],
  thc: [PERCENT_MIN, PERCENT_MAX],
  cbd: [PERCENT_MIN, PERCENT_MAX],
  quantity: [0, QUANTITY_SLIDER_MAX],
};

const lower = (s: string | null | undefined): string => (s ?? '').trim().toLowerCase();

/**
 * A product's THC or CBD interval: [X_Min ?? X_as_is ?? 0, X_Max ?? X_as_is ?? 0] ("a missing value
 * counts as 0"), bounds swapped if reversed. It matches when it lies within the selected range.
 */
export function potencyBounds(product: Partial<Product>, kind: 'THC' | 'CBD'): Range {
  const asIs = product[`${kind}_as_is`];
  const a = product[`${kind}_Min`] ?? asIs ?? 0;
  const b = product[`${kind}_Max`] ?? asIs ?? 0;
  return a <= b ? [a, b] : [b, a];
}

const within = ([lo, hi]: Range, [min, max]: Range): boolean => lo >= min && hi <= max;

/** True for THC or CBD 0–100: the slider untouched. */
export const isFullPercentRange = ([min, max]: Range): boolean =>
  min <= PERCENT_MIN && max >= PERCENT_MAX;

/** Grams available now plus upcoming in 3 months; missing counts as 0. */
export function totalQuantity(
  product: Pick<Product, 'Grams_Available_When_submitted' | 'Upcoming_QTY_3_Months'>,
): number {
  return (product.Grams_Available_When_submitted ?? 0) + (product.Upcoming_QTY_3_Months ?? 0);
}

export function matchesFilters(
  product: Partial<Product>,
  filters: Partial<ProductFilters>,
): boolean {
  const f = { ...DEFAULT_PRODUCT_FILTERS, ...filters };
  const name = lower(f.name);
  if (name && !lower(product.Product_Name).includes(name)) return false;

  // A range at its full extent (0–100) filters nothing, like the quantity slider's open top.
  if (!isFullPercentRange(f.thc) && !within(potencyBounds(product, 'THC'), f.thc)) return false;
  if (!isFullPercentRange(f.cbd) && !within(potencyBounds(product, 'CBD'), f.cbd)) return false;

  const total = totalQuantity(product);
  const [qMin, qMax] = f.quantity;
  if (total < qMin || (qMax < QUANTITY_SLIDER_MAX && total > qMax)) return false;

  // §5 "Product type contains the selection": a case-insensitive substring of Product_Category.
  const type = lower(f.productType);
  if (type && !lower(product.Product_Category).includes(type)) return false;

  const cert = lower(f.certification);
  if (cert && !(product.Certification ?? []).some((c) => lower(c) === cert)) return false;

  // "Terpene contains the selection": a substring of Highest_Terpenes or Terpen, case-insensitive.
  const terpene = lower(f.terpene);
  if (terpene && !`${lower(product.Highest_Terpenes)} ${lower(product.Terpen)}`.includes(terpene))
    return false;

  const wanted = f.categories.map(lower).filter(Boolean);
  if (wanted.length && !(product.Categories ?? []).some((c) => wanted.includes(lower(c))))
    return false;

  return true;
}

export function filterProducts<T extends Partial<Product>>(
  products: readonly T[],
  filters: Partial<ProductFilters>,
): T[] {
  return products.filter((p) => matchesFilters(p, filters));
}

/** "Only products whose active flag is true are shown." */
export function onlyActive<T extends Pick<Product, 'Product_Active'>>(products: readonly T[]): T[] {
  return products.filter((p) => isActiveFlag(p.Product_Active));
}

/**
 * Spec §2's two sorts ('New arrivals', 'Alphabetical') and issue 18's two: price per gram, lowest
 * first, and THC, strongest first. Listings without the figure come last in both.
 */
export const PRODUCT_SORTS = ['newest', 'alphabetical', 'price', 'thc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: unknown): value is ProductSort {
  return (PRODUCT_SORTS as readonly unknown[]).includes(value);
}

const finiteOr = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The price sort's key: Min_Request_G_Including_5_markup ($ per gram), none last. */
export function priceSortKey(
  p: Partial<Pick<Product, 'Min_Request_G_Including_5_markup'>>,
): number {
  return finiteOr(p.Min_Request_G_Including_5_markup, Number.POSITIVE_INFINITY);
}

/** The THC sort's key: the highest THC figure the listing gives (max, min or as-is), none last. */
export function thcSortKey(p: Partial<Pick<Product, 'THC_Min' | 'THC_Max' | 'THC_as_is'>>): number {
  const figures = [p.THC_Min, p.THC_Max, p.THC_as_is].filter(
    (n): n is number => typeof n === 'number' && Number.isFinite(n),
  );
  return figures.length ? Math.max(...figures) : Number.NEGATIVE_INFINITY;
}

const byId = (a: { id?: string }, b: { id?: string }): number =>
  (a.id ?? '') < (b.id ?? '') ? -1 : (a.id ?? '') > (b.id ?? '') ? 1 : 0;

const createdAt = (p: Pick<Product, 'Created_Time'>): number => {
  const t = Date.parse(p.Created_Time ?? '');
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

/**
 * 'New arrivals' (newest Created_Time first, undated last), 'Alphabetical' (by Product_Name),
 * price per gram (lowest first, then id) or THC (highest first, then id descending), as
 * GET /products orders them.
 */
export function sortProducts<
  T extends Pick<Product, 'Created_Time' | 'Product_Name'> &
    Partial<
      Pick<Product, 'id' | 'Min_Request_G_Including_5_markup' | 'THC_Min' | 'THC_Max' | 'THC_as_is'>
    >,
>(products: readonly T[], sort: ProductSort): T[] {
  const copy = [...products];
  if (sort === 'price') {
    return copy.sort((a, b) => priceSortKey(a) - priceSortKey(b) || byId(a, b));
  }
  if (sort === 'thc') {
    return copy.sort((a, b) => thcSortKey(b) - thcSortKey(a) || byId(b, a));
  }
  if (sort === 'alphabetical') {
    return copy.sort((a, b) =>
      (a.Product_Name ?? '').localeCompare(b.Product_Name ?? '', 'en-CA', {
        sensitivity: 'base',
        numeric: true,
      }),
    );
  }
  return copy.sort((a, b) => createdAt(b) - createdAt(a) || 0);
}

/** Dashboard 'New Arrivals': the most recently created active products. */
export function newArrivals<
  T extends Pick<Product, 'Created_Time' | 'Product_Name' | 'Product_Active'>,
>(products: readonly T[], count = NEW_ARRIVALS_COUNT): T[] {
  return sortProducts(onlyActive(products), 'newest').slice(0, count);
}
