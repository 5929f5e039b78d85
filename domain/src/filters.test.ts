import {
  filterProducts,
  matchesFilters,
  newArrivals,
  onlyActive,
  potencyBounds,
  sortProducts,
  totalQuantity,
} from './filters';
import { FILTER_CASE_PRODUCTS, FILTER_CASES } from './testing';
import type { Product } from './types';

describe('Marketplace filters (the table shared with the API)', () => {
  test.each(FILTER_CASES.map((c) => [c.name, c] as const))('%s', (_name, { filters, expected }) => {
    const matched = FILTER_CASE_PRODUCTS.filter((p) => matchesFilters(p, filters)).map((p) => p.id);
    expect([...matched].sort()).toEqual(expected);
    expect(
      filterProducts(FILTER_CASE_PRODUCTS, filters)
        .map((p) => p.id)
        .sort(),
    ).toEqual(expected);
  });

  test('a product without quantities or categories', () => {
    const bare: Product = { id: 'p_2' };
    expect(totalQuantity(bare)).toBe(0);
    expect(matchesFilters(bare, { quantity: [0, 1000000] })).toBe(true);
    expect(matchesFilters(bare, { quantity: [1, 1000000] })).toBe(false);
    expect(matchesFilters(bare, { categories: ['Hybrid'] })).toBe(false);
  });

  test.each<[Partial<Product>, readonly [number, number]]>([
    [{ THC_Min: 22, THC_Max: 26 }, [22, 26]],
    [{ THC_as_is: 24 }, [24, 24]],
    [{ THC_Min: 20, THC_as_is: 24 }, [20, 24]],
    [{}, [0, 0]],
    [{ THC_Min: 30, THC_Max: 10 }, [10, 30]],
    [{ THC_Max: 5 }, [0, 5]],
  ])('potencyBounds(%p, THC) = %p', (product, bounds) => {
    expect(potencyBounds(product, 'THC')).toEqual(bounds);
  });
});

const products: Product[] = [
  {
    id: 'a',
    Product_Name: 'banana OG',
    Created_Time: '2026-11-01T12:00:00.000Z',
    Product_Active: true,
  },
  {
    id: 'b',
    Product_Name: 'Apple Fritter',
    Created_Time: '2026-11-03T12:00:00.000Z',
    Product_Active: 'yes',
  },
  { id: 'c', Product_Name: 'Cherry Pie', Created_Time: null, Product_Active: 1 },
  {
    id: 'd',
    Product_Name: 'Durban',
    Created_Time: '2026-11-05T12:00:00.000Z',
    Product_Active: false,
  },
  {
    id: 'e',
    Product_Name: 'Ecto Cooler',
    Created_Time: '2026-11-02T12:00:00.000Z',
    Product_Active: 'true',
  },
  {
    id: 'f',
    Product_Name: 'Forbidden Fruit',
    Created_Time: '2026-10-02T12:00:00.000Z',
    Product_Active: 'active',
  },
];
const ids = (list: Product[]): string => list.map((p) => p.id).join('');

describe('sorting and new arrivals', () => {
  test.each([
    ["'New arrivals' (newest first, undated last)", 'newest' as const, 'dbeafc'],
    ["'Alphabetical' (by product name, case-insensitive)", 'alphabetical' as const, 'bacdef'],
  ])('%s', (_name, sort, expected) => {
    expect(ids(sortProducts(products, sort))).toBe(expected);
  });

  test.each([
    [
      'price per gram, lowest first, ties by id, listings without a price last',
      'price' as const,
      [
        { id: 'a', Min_Request_G_Including_5_markup: 3 },
        { id: 'b' },
        { id: 'c', Min_Request_G_Including_5_markup: 1.5 },
        { id: 'd', Min_Request_G_Including_5_markup: 3 },
      ],
      'cadb',
    ],
    [
      'THC, highest figure first, ties by id descending, listings without THC last',
      'thc' as const,
      [
        { id: 'a', THC_Min: 18, THC_Max: 22 },
        { id: 'b' },
        { id: 'c', THC_as_is: 30 },
        { id: 'd', THC_Max: 22 },
      ],
      'cdab',
    ],
  ])('issue 18 sort: %s', (_name, sort, list, expected) => {
    const withNames = list.map((p) => ({ Product_Name: p.id, Created_Time: null, ...p }));
    expect(ids(sortProducts(withNames as Product[], sort))).toBe(expected);
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
