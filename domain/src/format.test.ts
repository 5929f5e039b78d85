import {
  dateInputValue,
  descriptionPreview,
  formatGrams,
  formatHarvestDate,
  formatMoney,
  formatPotency,
  formatRange,
  fullName,
  mainCategory,
} from './format';
import { formatLocaleDate } from './i18n';
import { availability } from './availability';
import fr from './locales/fr-CA.json';
import { SUBMISSION_MESSAGES } from './messages';
import { activateTestLocale, resetTestLocale } from './testing';
import { textOf } from './i18n';

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
    [0, '0'],
    [999, '999'],
    [1000, '1 000'],
    [50000, '50 000'],
    [1000000, '1 000 000'],
    [1234.5, '1 234.5'],
    [-2500, '-2 500'],
    [null, '-'],
  ])('formatGrams(%p) = %p', (n, expected) => {
    expect(formatGrams(n)).toBe(expected);
  });
});

describe('popup dates in en-CA long form, without time zone drift', () => {
  test.each<[string | null, string]>([
    ['2026-08-14', 'August 14, 2026'],
    ['2026-01-01', 'January 1, 2026'],
    ['2025-12-31', 'December 31, 2025'],
    ['2026-08-14T23:30:00-08:00', 'August 14, 2026'],
    [null, 'N/A'],
    ['soon', 'soon'],
    ['2026-02-30', '2026-02-30'],
  ])('formatHarvestDate(%p) = %p', (value, expected) => {
    expect(formatHarvestDate(value)).toBe(expected);
  });

  test.each([
    ['2026-08-14', '2026-08-14'],
    ['2026-11-01T12:00:00.000Z', '2026-11-01'],
    [null, ''],
    ['x', ''],
  ])('dateInputValue(%p) = %p', (value, expected) => expect(dateInputValue(value)).toBe(expected));
});

describe("THC and CBD ranges ('N/A' when missing)", () => {
  test.each<[number | null, number | null, string]>([
    [22, 26, '22–26%'],
    [0, 1, '0–1%'],
    [22, null, '22%'],
    [null, 26, '26%'],
    [5, 5, '5%'],
    [null, null, 'N/A'],
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
  test.each<[number | null, string]>([
    [2.5, '$2.50'],
    [2500, '$2,500.00'],
    [0.125, '$0.13'],
    [0, '$0.00'],
    [null, '-'],
  ])('formatMoney(%p) = %p', (n, expected) => expect(formatMoney(n)).toBe(expected));
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
  [{ Categories: ['Sativa', 'Indica'] }, 'Sativa'],
  [{ Categories: [] }, 'Uncategorized'],
  [{ Categories: null }, 'Uncategorized'],
])(
  "the product card shows the first category tag (or 'Uncategorized'): %p",
  (product, expected) => {
    expect(mainCategory(product)).toBe(expected);
  },
);

/** The locale of a table row: fr-CA with the domain's catalogue, or en-CA (the sources). */
const activate = (locale: 'en-CA' | 'fr-CA') =>
  locale === 'fr-CA' ? activateTestLocale('fr-CA', fr) : resetTestLocale();

describe('issue 19: money, grams and dates follow the active locale', () => {
  afterEach(resetTestLocale);
  // fr-CA Intl output uses no-break spaces: compared as plain spaces, and checked apart below.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  test.each<['en-CA' | 'fr-CA', number | null, string]>([
    ['en-CA', 1234.56, '$1,234.56'],
    ['fr-CA', 1234.56, '1 234,56 $'],
    ['en-CA', 2.5, '$2.50'],
    ['fr-CA', 2.5, '2,50 $'],
    ['en-CA', 0, '$0.00'],
    ['fr-CA', 0, '0,00 $'],
    ['fr-CA', null, '-'],
  ])('%s: formatMoney(%p) = %p', (locale, n, expected) => {
    activate(locale);
    expect(plain(formatMoney(n))).toBe(expected);
  });

  test.each<['en-CA' | 'fr-CA', number | null, string]>([
    ['en-CA', 7672, '7 672'],
    ['fr-CA', 7672, '7 672'],
    ['en-CA', 1000000, '1 000 000'],
    ['fr-CA', 1000000, '1 000 000'],
    ['en-CA', 1234.5, '1 234.5'],
    ['fr-CA', 1234.5, '1 234,5'],
    ['fr-CA', 999, '999'],
    ['fr-CA', null, '-'],
  ])('%s: formatGrams(%p) = %p', (locale, n, expected) => {
    activate(locale);
    expect(plain(formatGrams(n))).toBe(expected);
  });

  test('fr-CA groups grams with a no-break space', () => {
    activateTestLocale('fr-CA', fr);
    expect(formatGrams(7672)).toBe('7\u00a0672');
    expect(formatMoney(1234.56)).toMatch(/^1\s234,56\s\$$/);
    expect(formatMoney(1234.56)).not.toContain(' ');
  });

  test.each<['en-CA' | 'fr-CA', string | null, string]>([
    ['en-CA', '2026-11-23', 'November 23, 2026'],
    ['fr-CA', '2026-11-23', '23 novembre 2026'],
    ['en-CA', '2026-08-14', 'August 14, 2026'],
    ['fr-CA', '2026-08-14', '14 août 2026'],
    ['fr-CA', '2026-01-01T23:30:00-08:00', '1er janvier 2026'],
    ['fr-CA', '2026-12-01', '1er décembre 2026'],
    ['en-CA', '2026-12-01', 'December 1, 2026'],
    ['fr-CA', '2026-12-11', '11 décembre 2026'],
    ['fr-CA', '2026-12-21', '21 décembre 2026'],
    ['fr-CA', '2026-12-31', '31 décembre 2026'],
    ['fr-CA', null, 'N/D'],
    ['fr-CA', '2026-02-30', '2026-02-30'],
  ])('%s: formatHarvestDate(%p) = %p', (locale, value, expected) => {
    activate(locale);
    expect(plain(formatHarvestDate(value))).toBe(expected);
  });

  // Issue 35: « le 1er décembre » — the first of a month is an ordinal in French, in every form
  // that writes the month as a word; numeric dates and other days stay as Intl writes them.
  test.each<['en-CA' | 'fr-CA', string, Intl.DateTimeFormatOptions, string]>([
    ['fr-CA', '2026-12-01T14:30:00Z', { dateStyle: 'long', timeZone: 'UTC' }, '1er décembre 2026'],
    ['fr-CA', '2026-12-01T14:30:00Z', { dateStyle: 'medium', timeZone: 'UTC' }, '1er déc. 2026'],
    [
      'fr-CA',
      '2026-12-01T14:30:00Z',
      { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' },
      '1er déc. 2026, 14 h 30',
    ],
    [
      'fr-CA',
      '2026-12-01T14:30:00Z',
      { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' },
      '1er décembre 2026 à 14 h 30',
    ],
    ['fr-CA', '2026-12-01T14:30:00Z', { dateStyle: 'short', timeZone: 'UTC' }, '2026-12-01'],
    ['fr-CA', '2026-12-02T14:30:00Z', { dateStyle: 'long', timeZone: 'UTC' }, '2 décembre 2026'],
    ['fr-CA', '2026-12-10T14:30:00Z', { dateStyle: 'long', timeZone: 'UTC' }, '10 décembre 2026'],
    [
      'fr-CA',
      '2026-03-01T04:00:00Z',
      { dateStyle: 'long', timeZone: 'America/Toronto' },
      '28 février 2026',
    ],
    ['en-CA', '2026-12-01T14:30:00Z', { dateStyle: 'long', timeZone: 'UTC' }, 'December 1, 2026'],
    ['en-CA', '2026-12-01T14:30:00Z', { dateStyle: 'medium', timeZone: 'UTC' }, 'Dec 1, 2026'],
  ])('%s: formatLocaleDate(%p, %j) = %p', (locale, iso, options, expected) => {
    activate(locale);
    expect(plain(formatLocaleDate(new Date(iso), options))).toBe(expected);
  });

  test('formatLocaleDate in a locale given, whatever is active (the API’s emails)', () => {
    expect(
      plain(
        formatLocaleDate(Date.UTC(2026, 11, 1), { dateStyle: 'long', timeZone: 'UTC' }, 'fr-CA'),
      ),
    ).toBe('1er décembre 2026');
  });

  test.each<['en-CA' | 'fr-CA', string, string]>([
    ['en-CA', 'N/A', 'Uncategorized'],
    ['fr-CA', 'N/D', 'Sans catégorie'],
  ])('%s: missing values and categories read %p and %p', (locale, notAvailable, uncategorized) => {
    activate(locale);
    expect(formatRange(null, null)).toBe(notAvailable);
    expect(mainCategory({ Categories: [] })).toBe(uncategorized);
  });

  test.each<['en-CA' | 'fr-CA', string]>([
    ['en-CA', 'Current User'],
    ['fr-CA', 'Utilisateur actuel'],
  ])("%s: the header's fallback name is %p", (locale, expected) => {
    activate(locale);
    expect(fullName(null)).toBe(expected);
  });
});

describe('issue 19: ICU plurals of domain messages (fr-CA: 0 and 1 are singular)', () => {
  afterEach(resetTestLocale);
  const plain = (text: string) => text.replace(/\s/g, ' ');

  test.each<[number, string, string]>([
    [0, '✓ 0g available now', '✓ 0 g disponible maintenant'],
    [1, '✓ 1g available now', '✓ 1 g disponible maintenant'],
    [2, '✓ 2g available now', '✓ 2 g disponibles maintenant'],
    [7672, '✓ 7672g available now', '✓ 7 672 g disponibles maintenant'],
  ])('availability of %p g', (grams, en, french) => {
    expect(textOf(availability(grams, 10000, 0).message)).toBe(en);
    activateTestLocale('fr-CA', fr);
    expect(plain(textOf(availability(grams, 10000, 0).message))).toBe(french);
  });

  test.each<[number, string, string]>([
    [0, 'At most 0 entries', 'Au plus 0 élément'],
    [1, 'At most 1 entries', 'Au plus 1 élément'],
    [4, 'At most 4 entries', 'Au plus 4 éléments'],
    [1000, 'At most 1000 entries', 'Au plus 1 000 éléments'],
  ])('SUBMISSION_MESSAGES.tooMany(%p)', (max, en, french) => {
    expect(SUBMISSION_MESSAGES.tooMany(max)).toBe(en);
    activateTestLocale('fr-CA', fr);
    expect(plain(SUBMISSION_MESSAGES.tooMany(max))).toBe(french);
  });
});
