// Newest-first keyset pages over (a timestamp, the id), for the operator's lists. The cursor holds
// the last row's time as whole microseconds since 1970 (exact both ways, as the catalogue's) and its
// id, base64url JSON; only this API makes them.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { apiText } from '../error-text.js';
import { badRequest } from '../http-error.js';

/** The column as whole epoch microseconds, text (select it as the row's sort key). */
export const epochMicros = (column: AnyColumn | SQL) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

export function encodeCursor(micros: string, id: string): string {
  return Buffer.from(JSON.stringify([micros, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      /^\d{1,16}$/.test(value[0]) &&
      typeof value[1] === 'string' &&
      value[1].length > 0 &&
      value[1].length <= 64
    ) {
      return value as [string, string];
    }
  } catch {
    // falls through to the 400
  }
  throw badRequest('cursor', apiText('cursorUnknown'));
}

/** Rows after the cursor in (time desc, id desc) order. */
export function olderThan(time: AnyColumn | SQL, id: AnyColumn, cursor: string): SQL {
  const [micros, lastId] = decodeCursor(cursor);
  return sql`(${time}, ${id}) < (('epoch'::timestamptz + (${micros}::float8 * interval '1 microsecond')), ${lastId})`;
}

/** The page and the next cursor from `limit + 1` rows carrying `sortKey` and `id`. */
export function pageOf<T extends { sortKey: string; id: string }>(
  rows: T[],
  limit: number,
): { rows: Array<Omit<T, 'sortKey'>>; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ sortKey: _key, ...row }) => row),
    nextCursor: rows.length > limit && last ? encodeCursor(last.sortKey, last.id) : null,
  };
}
