// Display rules of spec §2 (product card, popup, orders, header) and §9 (grams, dates).
import { DESCRIPTION_PREVIEW_LENGTH } from './constants';
import { activeLocale, formatLocaleDate, numberFormat, type Locale } from './i18n';
import { ORDER_MESSAGES, PRODUCT_MESSAGES } from './messages';
import { DISPLAY_MESSAGES } from './rules.messages';
import type { Contact, Product } from './types';

type Num = number | null | undefined;
const isNum = (n: Num): n is number => n != null && Number.isFinite(n);

/**
 * "description cut to 100 characters plus an ellipsis": the first `length` characters (counted
 * as code points, so an emoji is never split) followed by three dots '...' when longer.
 */
export function descriptionPreview(
  text: string | null | undefined,
  length = DESCRIPTION_PREVIEW_LENGTH,
): string {
  const chars = Array.from(text ?? '');
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : chars.join('');
}

/**
 * "Quantity is displayed with space thousand separators": 1000000 → '1 000 000'. Missing → '-'.
 * fr-CA groups the same way through Intl (a no-break space) and writes a decimal comma: '7 672,5'.
 * `locale`: the active one unless given (the API's emails, in their recipient's language).
 */
export function formatGrams(n: Num, locale: Locale = activeLocale()): string {
  if (!isNum(n)) return ORDER_MESSAGES.missingValue;
  if (locale !== 'en-CA') return numberFormat({ maximumFractionDigits: 20 }, locale).format(n);
  const [whole = '0', fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * "Popup dates in en-CA long form": '2026-08-14' → 'August 14, 2026' (fr-CA: '14 août 2026', and
 * the first of a month as an ordinal: '1er décembre 2026'). The date parts are read from the text
 * and formatted in UTC, so no time zone shifts the day. Missing → 'N/A'; unreadable → as is.
 */
export function formatHarvestDate(value: string | null | undefined): string {
  if (!value) return PRODUCT_MESSAGES.notAvailable;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return value;
  return formatLocaleDate(date, { dateStyle: 'long', timeZone: 'UTC' });
}

/** The 'YYYY-MM-DD' an <input type="date"> wants, from a date or an ISO time; '' when unreadable. */
export function dateInputValue(value: string | null | undefined): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0] ?? '';
}

/**
 * A percentage (THC, CBD, total terpenes) through Intl in the active locale (issue 35): 1.5 →
 * '1.5%', fr-CA '1,5 %' (a no-break space before the sign). At most two decimals (§9 step 0.01).
 */
export function formatPercent(n: number, locale: Locale = activeLocale()): string {
  return numberFormat({ style: 'unit', unit: 'percent', maximumFractionDigits: 2 }, locale).format(
    n,
  );
}

/**
 * '22–26%' (en dash; fr-CA '22–26 %'); one value when only one is known or both are equal; 'N/A'
 * when both missing.
 */
export function formatRange(min: Num, max: Num, locale: Locale = activeLocale()): string {
  if (!isNum(min) && !isNum(max)) return PRODUCT_MESSAGES.notAvailable;
  if (!isNum(min) || !isNum(max) || min === max) {
    return formatPercent(isNum(min) ? min : (max as number), locale);
  }
  const bound = numberFormat({ maximumFractionDigits: 2 }, locale).format(min);
  return `${bound}–${formatPercent(max, locale)}`;
}

/** THC or CBD range of a product card / popup; the as-is value stands in for a missing bound. */
export function formatPotency(product: Partial<Product>, kind: 'THC' | 'CBD'): string {
  const asIs = product[`${kind}_as_is`];
  return formatRange(product[`${kind}_Min`] ?? asIs, product[`${kind}_Max`] ?? asIs);
}

/** Orders card money: 2.5 → '$2.50', 2500 → '$2,500.00' (fr-CA: '2 500,00 $'). Missing → '-'. */
export function formatMoney(n: Num, locale: Locale = activeLocale()): string {
  if (!isNum(n)) return ORDER_MESSAGES.missingValue;
  return numberFormat(
    {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
    },
    locale,
  ).format(n);
}

/** The header's name: Full_Name, else first + last, else 'Current User' (in the active locale). */
export function fullName(
  contact: Pick<Contact, 'Full_Name' | 'First_Name' | 'Last_Name'> | null | undefined,
): string {
  const full = contact?.Full_Name?.trim();
  if (full) return full;
  const joined = [contact?.First_Name, contact?.Last_Name]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return joined || DISPLAY_MESSAGES.currentUser;
}

/** The product card's tag: the first category, or 'Uncategorized'. */
export function mainCategory(product: Pick<Product, 'Categories'>): string {
  return product.Categories?.find((c) => c.trim())?.trim() ?? PRODUCT_MESSAGES.uncategorized;
}
