// What the console's calls share (docs/api.md "Operator console", Admin only): the paged answers
// of its lists and how their query strings are written. The request itself is the kernel's
// (`apiRequest`: token, 401 retry, typed errors carrying the API's text or our fallback).
import { requireField } from '@leafbid/shared';

/** A page of one of the operator's lists. */
export interface OperatorPage<T> {
  data: T[];
  nextCursor: string | null;
}

/** Every query the console caches sits under this key (one root: easy to find, to invalidate). */
export const OPERATOR_QUERY_ROOT = ['operator'] as const;

export const enc = encodeURIComponent;

/** `?a=1&b=x&b=y`: repeated keys for arrays, nothing for empty values. */
export function queryString(
  params: Record<string, string | number | boolean | string[] | undefined | null>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The `data` array of an answer (a malformed answer throws the kernel's typed error). */
export function listOf<T>(body: unknown): T[] {
  const data = requireField<unknown>(body, 'data');
  return Array.isArray(data) ? (data as T[]) : requireField<T[]>({}, 'data');
}

export function nextCursorOf(body: unknown): string | null {
  const next = (body as { nextCursor?: unknown } | null)?.nextCursor;
  return typeof next === 'string' && next ? next : null;
}

/** An answer of one of the lists as its page: its `data` and the cursor of the next page. */
export const pageOf = <T>(body: unknown): OperatorPage<T> => ({
  data: listOf<T>(body),
  nextCursor: nextCursorOf(body),
});

/** How every list's infinite query pages: from no cursor, then the one each answer names. */
export const byCursor = {
  initialPageParam: null as string | null,
  getNextPageParam: (page: OperatorPage<unknown>) => page.nextCursor,
};

/**
 * The items of an infinite query's pages in order, each once (a row can move from one page to
 * the next between two requests).
 */
export function itemsOf<T extends { id: string }>(pages: ReadonlyArray<{ data: T[] }> | undefined) {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** An infinite query's pages with one item replaced by the answer of an action on it. */
export function replaceIn<T extends { id: string }, D extends { pages: Array<{ data: T[] }> }>(
  infinite: D | undefined,
  item: T,
): D | undefined {
  if (!infinite) return infinite;
  return {
    ...infinite,
    pages: infinite.pages.map((page) => ({
      ...page,
      data: page.data.map((known) => (known.id === item.id ? item : known)),
    })),
  };
}
