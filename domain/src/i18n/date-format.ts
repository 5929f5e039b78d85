// Issue 35: a date as the locale writes it. Intl writes '1 décembre 2026' for fr-CA, but French
// writes the first day of a month as an ordinal: « 1er décembre 2026 » (OQLF), also abbreviated
// (« 1er déc. 2026 ») and with a time (« 1er décembre 2026 à 14 h 30 »). Numeric dates
// ('2026-12-01') and other days stay as Intl writes them.
import { activeLocale, dateTimeFormat, type Locale } from './locale';

/** `value` formatted with `options` in `locale` (the active one unless given). */
export function formatLocaleDate(
  value: Date | number,
  options: Intl.DateTimeFormatOptions,
  locale: Locale = activeLocale(),
): string {
  const format = dateTimeFormat(options, locale);
  if (locale !== 'fr-CA') return format.format(value);
  const parts = format.formatToParts(value);
  // Only where the month is a word: the ordinal belongs to « le 1er décembre », not to 01/12.
  const monthInWords = parts.some((part) => part.type === 'month' && /\D/.test(part.value));
  return parts
    .map((part) =>
      monthInWords && part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value,
    )
    .join('');
}
