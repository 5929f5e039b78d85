import {
  dateInputValue, descriptionPreview, formatGrams, formatHarvestDate, formatMoney, formatPotency, formatRange,
  fullName, mainCategory,
} from './format';

describe('description cut to 100 characters plus an ellipsis', () => {
  const long = 'a'.repeat(150);
  test.each<[string, string | null, string]>([
    ['longer than 100', long, `${'a'.repeat(100)}...`],
    ['exactly 100', 'b'.repeat(100), 'b'.repeat(100)],
    ['short', 'Dense buds.', 'Dense buds.'],
    ['missing', null, ''],
    ['emoji are not split', `${'c'.repeat(99)}🌿🌿`, `${'c'.repeat(99)}🌿...`],
  ])('%s', (_name, text, expected) => {
    expect(descriptionPreview(text)).toBe(expected);
  });
});

describe('quantity is displayed with space thousand separators', () => {
  test.each<[number | null, string]>([
    [0, '0'], [999, '999'], [1000, '1 000'], [50000, '50 000'], [1000000, '1 000 000'],
    [1234.5, '1 234.5'], [-2500, '-2 500'], [null, '-'],
  ])('formatGrams(%p) = %p', (n, expected) => {
    expect(formatGrams(n)).toBe(expected);
  });
});

describe('popup dates in en-CA long form, without time zone drift', () => {
  test.each<[string | null, string]>([
    ['2026-08-14', 'August 14, 2026'], ['2026-01-01', 'January 1, 2026'], ['2025-12-31', 'December 31, 2025'],
    ['2026-08-14T23:30:00-08:00', 'August 14, 2026'], [null, 'N/A'], ['soon', 'soon'], ['2026-02-30', '2026-02-30'],
  ])('formatHarvestDate(%p) = %p', (value, expected) => {
    expect(formatHarvestDate(value)).toBe(expected);
  });

  test.each([['2026-08-14', '2026-08-14'], ['2026-11-01T12:00:00.000Z', '2026-11-01'], [null, ''], ['x', '']])(
    'dateInputValue(%p) = %p',
    (value, expected) => expect(dateInputValue(value)).toBe(expected),
  );
});

describe("THC and CBD ranges ('N/A' when missing)", () => {
  test.each<[number | null, number | null, string]>([
    [22, 26, '22–26%'], [0, 1, '0–1%'], [22, null, '22%'], [null, 26, '26%'], [5, 5, '5%'], [null, null, 'N/A'],
  ])('formatRange(%p, %p) = %p', (min, max, expected) => {
    expect(formatRange(min, max)).toBe(expected);
  });

  test.each([
    [{ THC_Min: 22, THC_Max: 26, THC_as_is: 24.1 }, 'THC' as const, '22–26%'],
    [{ THC_as_is: 24.1 }, 'THC' as const, '24.1%'],
    [{ CBD_Min: null, CBD_Max: null }, 'CBD' as const, 'N/A'],
  ])('formatPotency(%p, %p) = %p', (product, kind, expected) => {
    expect(formatPotency(product, kind)).toBe(expected);
  });
});

describe('orders cards show price per gram and total in $', () => {
  test.each<[number | null, string]>([[2.5, '$2.50'], [2500, '$2,500.00'], [0.125, '$0.13'], [0, '$0.00'], [null, '-']])(
    'formatMoney(%p) = %p',
    (n, expected) => expect(formatMoney(n)).toBe(expected),
  );
});

describe("the header shows the user's full name (fallback 'Current User')", () => {
  test.each([
    [{ Full_Name: 'Ada Buyer' }, 'Ada Buyer'],
    [{ Full_Name: null, First_Name: 'Ada', Last_Name: 'Buyer' }, 'Ada Buyer'],
    [{ First_Name: 'Ada' }, 'Ada'],
    [{ Full_Name: '  ' }, 'Current User'],
    [null, 'Current User'],
  ])('fullName(%p) = %p', (contact, expected) => {
    expect(fullName(contact)).toBe(expected);
  });
});

test.each([
  [{ Categories: ['Sativa', 'Indica'] }, 'Sativa'], [{ Categories: [] }, 'Uncategorized'], [{ Categories: null }, 'Uncategorized'],
])("the product card shows the first category tag (or 'Uncategorized'): %p", (product, expected) => {
  expect(mainCategory(product)).toBe(expected);
});
