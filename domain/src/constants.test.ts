import {
  CANNABIS_TYPES,
  CERTIFICATIONS,
  PRODUCT_CATEGORIES,
  TERPENE_SUGGESTIONS,
  pageTitle,
} from './constants';

test.each([
  ['Dashboard', 'Dashboard - Leafbid'],
  ['Marketplace', 'Marketplace - Leafbid'],
  ['My listings', 'My listings - Leafbid'],
])("page titles have the form '{Title} - {product}': %p", (title, expected) => {
  expect(pageTitle(title)).toBe(expected);
});

describe('selectable lists (spec §3, §9)', () => {
  test.each([
    ['17 product categories', PRODUCT_CATEGORIES.length, 17],
    ['certifications GACP, GMP1, GMP2, GPP', CERTIFICATIONS.join(), 'GACP,GMP1,GMP2,GPP'],
    ['categories Indica, Sativa, Hybrid', CANNABIS_TYPES.join(), 'Indica,Sativa,Hybrid'],
    ['about 60 terpene suggestions', TERPENE_SUGGESTIONS.length, 60],
    [
      'unique terpene suggestions',
      new Set(TERPENE_SUGGESTIONS.map((t) => t.toLowerCase())).size,
      60,
    ],
    [
      'no comma inside a category name (Product_Category is comma-separated)',
      PRODUCT_CATEGORIES.some((c) => c.includes(',')),
      false,
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test.each(['Myrcene', 'Limonene', 'Beta-Caryophyllene', 'Linalool', 'Humulene', 'Terpinolene'])(
    'the terpene suggestions include %s',
    (name) => expect(TERPENE_SUGGESTIONS).toContain(name),
  );
});
