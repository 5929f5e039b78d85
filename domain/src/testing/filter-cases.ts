// The one table of §5 "Marketplace filters" cases. The browser rule (matchesFilters) and the API's
// SQL for GET /products both run it, so the two cannot drift: each case names the filters and the
// ids of FILTER_CASE_PRODUCTS that must remain, in id order.
import type { ProductFilters } from '..';
import type { Product } from '..';

export const FILTER_CASE_PRODUCTS: readonly Product[] = [
  {
    id: 'p_kush',
    Product_Name: 'Pink Kush',
    Product_Category: 'Cannabis flowers (mix sizes), Cannabis hashish',
    Categories: ['Indica'],
    Certification: ['GACP', 'GMP1'],
    Terpen: 'Myrcene, Limonene',
    Highest_Terpenes: 'Beta-Caryophyllene',
    THC_as_is: 24.1,
    THC_Min: 22,
    THC_Max: 26,
    CBD_as_is: null,
    CBD_Min: null,
    CBD_Max: null,
    Grams_Available_When_submitted: 50000,
    Upcoming_QTY_3_Months: 20000,
  },
  {
    id: 'p_haze',
    Product_Name: 'Super Lemon Haze',
    Product_Category: 'Cannabis hash',
    Categories: ['Sativa', 'Hybrid'],
    Certification: ['GPP'],
    Terpen: 'Terpinolene',
    Highest_Terpenes: null,
    THC_as_is: 18,
    THC_Min: null,
    THC_Max: null,
    CBD_as_is: 1.5,
    CBD_Min: 1,
    CBD_Max: 2,
    Grams_Available_When_submitted: 1000,
    Upcoming_QTY_3_Months: null,
  },
  {
    id: 'p_oil',
    Product_Name: 'CBD Oil Isolate',
    Product_Category: 'Cannabinoid isolates',
    Categories: [],
    Certification: ['GMP2'],
    Terpen: null,
    Highest_Terpenes: 'Linalool',
    THC_as_is: null,
    THC_Min: null,
    THC_Max: null,
    CBD_as_is: 95,
    CBD_Min: 90,
    CBD_Max: 99,
    Grams_Available_When_submitted: 2000000,
    Upcoming_QTY_3_Months: 0,
  },
  { id: 'p_bare', Product_Name: 'bare kush' },
  // Outside what a submission accepts (THC 0–100), as old or imported data may be.
  { id: 'p_odd', Product_Name: 'Odd Data', THC_Min: 95, THC_Max: 120, Product_Active: true },
];

export interface FilterCase {
  name: string;
  filters: Partial<ProductFilters>;
  /** Ids of FILTER_CASE_PRODUCTS that match, sorted. */
  expected: readonly string[];
}

export const FILTER_CASES: readonly FilterCase[] = [
  {
    name: 'no filters',
    filters: {},
    expected: ['p_bare', 'p_haze', 'p_kush', 'p_odd', 'p_oil'],
  },
  {
    name: 'the full THC range (0–100) filters nothing, like the untouched slider',
    filters: { thc: [0, 100] },
    expected: ['p_bare', 'p_haze', 'p_kush', 'p_odd', 'p_oil'],
  },

  {
    name: 'name contains the text (case-insensitive)',
    filters: { name: 'KUSH' },
    expected: ['p_bare', 'p_kush'],
  },
  { name: 'name contains a middle part', filters: { name: 'lemon h' }, expected: ['p_haze'] },
  { name: 'name that matches nothing', filters: { name: 'fritter' }, expected: [] },
  { name: 'name with SQL wildcard characters is literal', filters: { name: '%_' }, expected: [] },
  {
    name: 'THC within the range (22–26 inside 20–30)',
    filters: { thc: [20, 30] },
    expected: ['p_kush'],
  },
  { name: 'THC range touching both bounds', filters: { thc: [22, 26] }, expected: ['p_kush'] },
  {
    name: 'THC range that only overlaps does not match',
    filters: { thc: [25, 100] },
    expected: [],
  },
  { name: 'THC as-is value within the range', filters: { thc: [15, 20] }, expected: ['p_haze'] },
  {
    name: 'a missing THC value counts as 0',
    filters: { thc: [0, 0] },
    expected: ['p_bare', 'p_oil'],
  },
  {
    name: 'a missing THC value is outside 1–100, and so is one above 100',
    filters: { thc: [1, 100] },
    expected: ['p_haze', 'p_kush'],
  },
  { name: 'CBD within the range', filters: { cbd: [80, 100] }, expected: ['p_oil'] },
  {
    name: 'a missing CBD value counts as 0',
    filters: { cbd: [0, 5] },
    expected: ['p_bare', 'p_haze', 'p_kush', 'p_odd'],
  },
  {
    name: 'quantity (now plus upcoming) within the range',
    filters: { quantity: [0, 70000] },
    expected: ['p_bare', 'p_haze', 'p_kush', 'p_odd'],
  },
  {
    name: 'quantity just below a product',
    filters: { quantity: [0, 69999] },
    expected: ['p_bare', 'p_haze', 'p_odd'],
  },
  { name: 'quantity lower bound', filters: { quantity: [70000, 500000] }, expected: ['p_kush'] },
  {
    name: "the slider's upper end (1,000,000 g) means unlimited",
    filters: { quantity: [1001, 1000000] },
    expected: ['p_kush', 'p_oil'],
  },
  {
    name: 'product type contains the selection',
    filters: { productType: 'Cannabis hashish' },
    expected: ['p_kush'],
  },
  {
    name: "product type 'Cannabis hash' is contained in 'Cannabis hashish' too",
    filters: { productType: 'Cannabis hash' },
    expected: ['p_haze', 'p_kush'],
  },
  {
    name: 'product type is case-insensitive',
    filters: { productType: 'cannabinoid ISOLATES' },
    expected: ['p_oil'],
  },
  {
    name: 'certification included in the array',
    filters: { certification: 'GMP1' },
    expected: ['p_kush'],
  },
  { name: 'certification not included anywhere', filters: { certification: 'GMP3' }, expected: [] },
  {
    name: 'terpene contains the selection (Terpen)',
    filters: { terpene: 'limonene' },
    expected: ['p_kush'],
  },
  {
    name: 'terpene contains the selection (Highest_Terpenes)',
    filters: { terpene: 'Linalool' },
    expected: ['p_oil'],
  },
  { name: 'terpene that no product has', filters: { terpene: 'Pinene' }, expected: [] },
  {
    name: 'category matches any selected',
    filters: { categories: ['Indica', 'Hybrid'] },
    expected: ['p_haze', 'p_kush'],
  },
  {
    name: 'a second category matches too',
    filters: { categories: ['Hybrid'] },
    expected: ['p_haze'],
  },
  {
    name: 'all filters together',
    filters: {
      name: 'kush',
      thc: [20, 30],
      cbd: [0, 0],
      quantity: [0, 100000],
      productType: 'flowers',
      certification: 'GACP',
      terpene: 'myrcene',
      categories: ['Indica'],
    },
    expected: ['p_kush'],
  },
];
