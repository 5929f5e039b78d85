import {
  activeFilterCount,
  catalogueViewFromParams,
  catalogueViewToParams,
  DEFAULT_CATALOGUE_VIEW,
  hasActiveFilters,
  type CatalogueView,
} from './catalogue-query';
import { DEFAULT_PRODUCT_FILTERS } from './filters';

const view = (
  filters: Partial<CatalogueView['filters']>,
  sort: CatalogueView['sort'] = 'newest',
): CatalogueView => ({
  filters: { ...DEFAULT_PRODUCT_FILTERS, ...filters },
  sort,
});

describe('the marketplace view as URL parameters', () => {
  test('the default view is an empty query', () => {
    expect(catalogueViewToParams(DEFAULT_CATALOGUE_VIEW).toString()).toBe('');
    expect(catalogueViewFromParams(new URLSearchParams())).toEqual(DEFAULT_CATALOGUE_VIEW);
    expect(hasActiveFilters(DEFAULT_PRODUCT_FILTERS)).toBe(false);
  });

  test('every part of the view survives a round trip, in a stable order', () => {
    const full = view(
      {
        name: 'Kush',
        productType: 'Cannabis hash',
        terpene: 'Myrcene',
        certification: 'GMP1',
        categories: ['Indica', 'Hybrid'],
        thc: [20.5, 30],
        cbd: [0, 2],
        quantity: [1000, 1_000_000],
      },
      'alphabetical',
    );
    const params = catalogueViewToParams(full);
    expect(params.toString()).toBe(
      'q=Kush&type=Cannabis+hash&terpene=Myrcene&cert=GMP1&cat=Indica&cat=Hybrid&thcMin=20.5&thcMax=30&cbdMax=2&qtyMin=1000&sort=alphabetical',
    );
    expect(catalogueViewFromParams(new URLSearchParams(params.toString()))).toEqual(full);
    expect(hasActiveFilters(full.filters)).toBe(true);
  });

  test.each([
    ['price', 'price'],
    ['thc', 'thc'],
    ['alphabetical', 'alphabetical'],
    ['unknown', 'newest'],
  ] as const)('the URL sort %s reads as %s and round-trips', (param, sort) => {
    const read = catalogueViewFromParams(new URLSearchParams({ sort: param }));
    expect(read.sort).toBe(sort);
    expect(catalogueViewToParams(read).get('sort')).toBe(sort === 'newest' ? null : sort);
  });

  test('a sort alone is not a filter', () => {
    expect(hasActiveFilters(view({}, 'alphabetical').filters)).toBe(false);
  });

  test.each([
    ['thcMin=abc', { thc: [0, 100] }],
    ['thcMin=-5&thcMax=500', { thc: [0, 100] }],
    ['cbdMin=40&cbdMax=10', { cbd: [10, 40] }],
    ['qtyMax=99999999', { quantity: [0, 1_000_000] }],
    ['cat=Indica&cat=Indica&cat=', { categories: ['Indica'] }],
    ['q=%20%20', { name: '' }],
  ] as const)('a hand-edited URL (%s) is read leniently', (query, expected) => {
    expect(catalogueViewFromParams(new URLSearchParams(query)).filters).toMatchObject(expected);
  });

  test('an unknown sort falls back to New arrivals', () => {
    expect(catalogueViewFromParams(new URLSearchParams('sort=cheapest')).sort).toBe('newest');
  });
});

describe("activeFilterCount (the phone's Filters button, issue 18)", () => {
  it('counts each narrowing filter once: texts, the tags together, each moved range', () => {
    expect(activeFilterCount(DEFAULT_PRODUCT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_PRODUCT_FILTERS,
        name: 'kush',
        terpene: '  ',
        categories: ['Indica', 'Hybrid'],
        thc: [20, DEFAULT_PRODUCT_FILTERS.thc[1]],
      }),
    ).toBe(3);
  });
});
