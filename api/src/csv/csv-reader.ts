// Issue 35: who reads a CSV export, and so its header row and word cells (docs/api.md "CSV
// exports"). By default the headers are labels in the reader's language — the file is opened by a
// person, in a spreadsheet, from the app's download links — and word cells (statuses, yes/no,
// account types, review states, audit actions) are that language's words. `?headers=machine`
// gives the stable snake_case headers and the stored values, exactly as before issue 35, for
// integrations. Numbers stay plain and times ISO 8601 either way.
import {
  CSV_HEADER_MESSAGES,
  CSV_HEADER_STYLES,
  CSV_BOOLEAN_MESSAGES,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  localeFromLanguages,
  type Locale,
  type MessageSource,
  type Messages,
} from '@leafbid/domain';
import { z } from 'zod';
import { localeText } from '../locale-texts.js';

/** A column's machine header: its snake_case name, and the key of its label. */
export type CsvHeader = keyof typeof CSV_HEADER_MESSAGES & string;

/** The query every export reads besides its filters. */
export const csvReaderQuery = z.object({
  lang: z.enum(LOCALES).optional(),
  headers: z.enum(CSV_HEADER_STYLES).optional(),
});
export type CsvReaderQuery = z.output<typeof csvReaderQuery>;

/** How the cells that are words are written for the reader. */
export interface CsvReader {
  /** The reader's locale; null for machine headers. */
  locale: Locale | null;
  header(name: CsvHeader): string;
  /** true/false (machine) or Yes/No in the reader's language. */
  yesNo(value: boolean | null | undefined): string | boolean | null | undefined;
  /** A stored value as a catalogue group words it ('Pending' → 'En attente'); unknown: as stored. */
  word<T extends Record<string, MessageSource>>(
    group: Messages<T>,
    value: string | null | undefined,
  ): string | null | undefined;
}

/** The stored values and snake_case names: the file as before issue 35. */
export const MACHINE_READER: CsvReader = {
  locale: null,
  header: (name) => name,
  yesNo: (value) => value,
  word: (_group, value) => value,
};

/** Labels and words in `locale`. */
export function labelsReader(locale: Locale): CsvReader {
  return {
    locale,
    header: (name) => localeText(locale, CSV_HEADER_MESSAGES, name),
    yesNo: (value) =>
      value === null || value === undefined
        ? value
        : localeText(locale, CSV_BOOLEAN_MESSAGES, value ? 'yes' : 'no'),
    word: (group, value) =>
      value !== null && value !== undefined && Object.hasOwn(group, value)
        ? localeText(locale, group, value as never)
        : value,
  };
}

/** A language tag list ('fr-CA,fr;q=0.9,en;q=0.8') as its tags, the most preferred first. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
}

/**
 * The reader's language: `?lang=` (the app's links say the language they show), else the
 * reader's contact Language, else Accept-Language's most preferred of English and French, else
 * en-CA.
 */
export function csvLocale(
  query: CsvReaderQuery,
  contactLanguage: string | null,
  acceptLanguage: string | undefined,
): Locale {
  if (query.lang) return query.lang;
  if (isLocale(contactLanguage)) return contactLanguage;
  // The most preferred of the two languages Leafbid speaks ('de, fr;q=0.8' → fr-CA).
  const spoken = acceptedLanguages(acceptLanguage).find((tag) => /^(en|fr)(-|$)/i.test(tag));
  return spoken ? localeFromLanguages([spoken]) : DEFAULT_LOCALE;
}

/** The export's reader from its query, its caller's contact and request headers. */
export function csvReaderFor(
  query: CsvReaderQuery,
  contactLanguage: string | null,
  acceptLanguage: string | undefined,
): CsvReader {
  if (query.headers === 'machine') return MACHINE_READER;
  return labelsReader(csvLocale(query, contactLanguage, acceptLanguage));
}
