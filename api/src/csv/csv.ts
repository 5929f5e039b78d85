// Issue 20: CSV exports. RFC 4180 (CRLF line ends, a cell with a quote, comma or line break in
// double quotes, quotes doubled), UTF-8 with a BOM so spreadsheets read it as UTF-8, one header
// row (issue 35: labels in the reader's language, or the machine names), numbers as plain numbers
// (12.5, never "$12.50"). A text cell that a spreadsheet would run as a formula (= + - @, a tab or
// a CR first) is prefixed with an apostrophe (OWASP "CSV injection"). Rows are written as they are
// read, page by page: never the whole file in memory.
import { Readable } from 'node:stream';
import { calendarDateIn, LICENCE_TIME_ZONE } from '@leafbid/domain';
import type { FastifyReply } from 'fastify';
import { MACHINE_READER, type CsvHeader, type CsvReader } from './csv-reader.js';

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<T> {
  /** Its machine header (`?headers=machine`), which names its label in the reader's language. */
  header: CsvHeader;
  /** The cell; `reader` words statuses and yes/no for the file's reader (issue 35). */
  value: (row: T, reader: CsvReader) => CsvValue;
}

/** The byte order mark that opens every export. */
export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Issue 41: a semicolon too — spreadsheets in locales whose decimal mark is a comma (fr-CA among
 * them) split on it, so a cell holding one is quoted like a cell holding a comma.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

/** One cell's text. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, CRLF included. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * The file as a stream: the BOM and the header row, then each page's rows as `pages` yields
 * them. Reading is pulled by the consumer (Readable.from), so a slow download holds one page.
 * The header row and the word cells are `reader`'s (the machine names and stored values unless
 * told).
 */
export function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  pages: AsyncIterable<readonly T[]>,
  reader: CsvReader = MACHINE_READER,
): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(columns.map((c) => reader.header(c.header)));
    for await (const page of pages) {
      if (page.length === 0) continue;
      yield page.map((row) => csvLine(columns.map((c) => c.value(row, reader)))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * Every page of a keyset list: `fetch(cursor)` until it gives no next cursor. The export's query
 * runs once per page of `pageSize` rows.
 */
export async function* allPages<T>(
  fetch: (cursor: string | undefined) => Promise<{ data: T[]; nextCursor: string | null }>,
): AsyncGenerator<T[]> {
  let cursor: string | undefined;
  do {
    const page = await fetch(cursor);
    yield page.data;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** `leafbid-<what>-YYYY-MM-DD.csv`, today's date in Canada's Eastern time. */
export function csvFileName(what: string, today: string): string {
  return `leafbid-${what}-${today}.csv`;
}

/** Sends `pages` as the CSV download `leafbid-<what>-<date>.csv`, for `reader`. */
export function sendCsv<T>(
  reply: FastifyReply,
  what: string,
  columns: readonly CsvColumn<T>[],
  pages: AsyncIterable<readonly T[]>,
  reader: CsvReader,
): FastifyReply {
  const name = csvFileName(what, calendarDateIn(LICENCE_TIME_ZONE));
  if (reader.locale) reply.header('content-language', reader.locale);
  return reply
    .header('content-type', CSV_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${name}"`)
    // Issue 41: an export is personal (bids, accounts, the audit trail): no cache keeps it.
    .header('cache-control', 'no-store')
    .send(csvStream(columns, pages, reader));
}
