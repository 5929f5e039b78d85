import {
  filterProducts, matchesFilters, newArrivals, onlyActive, potencyBounds, sortProducts, totalQuantity,
  type ProductFilters,
} from './filters';
import type { Product } from './types';

const pinkKush: Product = {
  id: 'p_1', Product_Name: 'Pink Kush', Product_Category: 'Cannabis flowers (mix sizes), Cannabis hashish',
  Categories: ['Indica'], Certification: ['GACP', 'GMP1'], Terpen: 'Myrcene, Limonene', Highest_Terpenes: 'Beta-Caryophyllene',
  THC_as_is: 24.1, THC_Min: 22, THC_Max: 26, CBD_as_is: null, CBD_Min: null, CBD_Max: null,
  Grams_Available_When_submitted: 50000, Upcoming_QTY_3_Months: 20000,
};

describe('Marketplace filters', () => {
  test.each<[string, Partial<ProductFilters>, boolean]>([
    ['no filters', {}, true],
    ['name contains the text (case-insensitive)', { name: 'pink' }, true],
    ['name that does not match', { name: 'haze' }, false],
    ['THC range overlapping 22–26', { thc: [25, 30] }, true],
    ['THC range touching the upper bound', { thc: [26, 100] }, true],
    ['THC range above the product', { thc: [27, 100] }, false],
    ['THC range below the product', { thc: [0, 21] }, false],
    ['a missing CBD value counts as 0', { cbd: [0, 0] }, true],
    ['a missing CBD value is outside 1–100', { cbd: [1, 100] }, false],
    ['available quantity (now plus upcoming) within the range', { quantity: [0, 70000] }, true],
    ['available quantity above the range', { quantity: [0, 69999] }, false],
    ['available quantity below the range', { quantity: [70001, 1000000] }, false],
    ["the slider's upper end (1,000,000 g) means unlimited", { quantity: [0, 1000000] }, true],
    ['product type contains the selection', { productType: 'Cannabis hashish' }, true],
    ['product type "Cannabis hash" is not "Cannabis hashish"', { productType: 'Cannabis hash' }, false],
    ['certification included in the array', { certification: 'GMP1' }, true],
    ['certification not included', { certification: 'GPP' }, false],
    ['terpene contains the selection (Terpen)', { terpene: 'limonene' }, true],
    ['terpene contains the selection (Highest_Terpenes)', { terpene: 'Caryophyllene' }, true],
    ['terpene not present', { terpene: 'Linalool' }, false],
    ['category matches any selected', { categories: ['Sativa', 'Indica'] }, true],
    ['category matches none selected', { categories: ['Sativa', 'Hybrid'] }, false],
    ['all filters together', { name: 'kush', thc: [20, 30], certification: 'GACP', categories: ['Indica'] }, true],
  ])('%s', (_name, filters, expected) => {
    expect(matchesFilters(pinkKush, filters)).toBe(expected);
    expect(filterProducts([pinkKush], filters)).toHaveLength(expected ? 1 : 0);
  });

  test('a product without quantities or categories', () => {
    const bare: Product = { id: 'p_2' };
    expect(totalQuantity(bare)).toBe(0);
    expect(matchesFilters(bare, { quantity: [0, 1000000] })).toBe(true);
    expect(matchesFilters(bare, { quantity: [1, 1000000] })).toBe(false);
    expect(matchesFilters(bare, { categories: ['Hybrid'] })).toBe(false);
  });

  test.each<[Partial<Product>, readonly [number, number]]>([
    [{ THC_Min: 22, THC_Max: 26 }, [22, 26]], [{ THC_as_is: 24 }, [24, 24]], [{ THC_Min: 20, THC_as_is: 24 }, [20, 24]],
    [{}, [0, 0]], [{ THC_Min: 30, THC_Max: 10 }, [10, 30]], [{ THC_Max: 5 }, [0, 5]],
  ])('potencyBounds(%p, THC) = %p', (product, bounds) => {
    expect(potencyBounds(product, 'THC')).toEqual(bounds);
  });
});

const products: Product[] = [
  { id: 'a', Product_Name: 'banana OG', Created_Time: '2026-11-01T12:00:00.000Z', Product_Active: true },
  { id: 'b', Product_Name: 'Apple Fritter', Created_Time: '2026-11-03T12:00:00.000Z', Product_Active: 'yes' },
  { id: 'c', Product_Name: 'Cherry Pie', Created_Time: null, Product_Active: 1 },
  { id: 'd', Product_Name: 'Durban', Created_Time: '2026-11-05T12:00:00.000Z', Product_Active: false },
  { id: 'e', Product_Name: 'Ecto Cooler', Created_Time: '2026-11-02T12:00:00.000Z', Product_Active: 'true' },
  { id: 'f', Product_Name: 'Forbidden Fruit', Created_Time: '2026-10-02T12:00:00.000Z', Product_Active: 'active' },
];
const ids = (list: Product[]): string => list.map((p) => p.id).join('');

describe('sorting and new arrivals', () => {
  test.each([
    ["'New arrivals' (newest first, undated last)", 'newest' as const, 'dbeafc'],
    ["'Alphabetical' (by product name, case-insensitive)", 'alphabetical' as const, 'bacdef'],
  ])('%s', (_name, sort, expected) => {
    expect(ids(sortProducts(products, sort))).toBe(expected);
  });

  test('sorting does not change the given list', () => {
    sortProducts(products, 'alphabetical');
    expect(ids(products)).toBe('abcdef');
  });

  test.each([
    ["'New Arrivals': the 4 most recently created active products", undefined, 'beaf'],
    ['a smaller count', 2, 'be'],
  ])('%s', (_name, count, expected) => {
    expect(ids(newArrivals(products, count))).toBe(expected);
  });

  test('only products whose active flag is true are shown', () => {
    expect(ids(onlyActive(products))).toBe('abcef');
  });
});
