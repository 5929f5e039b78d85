// Issue 19: the product's two languages and which one is active. The active locale is the
// translation runtime's (@lingui/core's `i18n`, one instance in the browser): formatters read it
// here, so numbers, money and dates follow the user's choice without being handed a locale.
import { i18n } from '@lingui/core';

export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The browser's preference: any French ('fr', 'fr-FR', 'fr-CA') gives fr-CA, else en-CA. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  return languages.some((language) => /^fr(-|$)/i.test(language)) ? 'fr-CA' : DEFAULT_LOCALE;
}

/** The locale texts and formats are in now (en-CA until one is activated). */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** Makes `locale` active with its compiled messages (merged into what is already loaded). */
export function activateLocale(locale: Locale, messages?: Record<string, unknown>): void {
  if (messages) i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
  i18n.activate(locale);
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One Intl formatter per locale and options (they are costly to build). */
export function numberFormat(
  options: Intl.NumberFormatOptions,
  locale = activeLocale(),
): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateTimeFormat(
  options: Intl.DateTimeFormatOptions,
  locale = activeLocale(),
): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
