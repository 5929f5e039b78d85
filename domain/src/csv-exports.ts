// Issue 35: how a CSV export is asked for (docs/api.md "CSV exports"). Its header row is in the
// reader's language unless `headers=machine` asks for the stable snake_case names; the language is
// `lang` when given, else the reader's contact Language, else Accept-Language, else en-CA.
import { activeLocale, type Locale } from './i18n';

/** `labels`: the reader's language (the default); `machine`: the snake_case names, unchanged. */
export const CSV_HEADER_STYLES = ['labels', 'machine'] as const;
export type CsvHeaderStyle = (typeof CSV_HEADER_STYLES)[number];

/** An export's path with the reader's language: the app's links ask in the language it shows. */
export function csvExportPath(path: string, locale: Locale = activeLocale()): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}
