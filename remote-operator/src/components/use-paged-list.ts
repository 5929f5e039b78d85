import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from './format';

export interface Page<T, X> {
  data: T[];
  nextCursor: string | null;
  /** Whatever else the answer carries (counts, totals). */
  extra: X;
}

export interface PagedList<T, X> {
  items: T[];
  extra: X | null;
  /** The first page of this view is on its way (nothing of it to show yet). */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: string | null;
  loadMore(): void;
  /** Fetches the first page again; `quiet` keeps what is shown until it arrives (live updates). */
  reload(options?: { quiet?: boolean }): void;
  /** Replaces one item (the answer of an action on it). */
  replace(item: T): void;
  remove(id: string): void;
  clearError(): void;
}

/**
 * One of the console's lists: the pages of `fetchPage` for the view named `view` (its filters). A
 * new view starts over; an answer for a view no longer shown is dropped.
 */
export function usePagedList<T extends { id: string }, X>(
  view: string,
  fetchPage: (cursor: string | null) => Promise<Page<T, X>>,
  fallback: string,
): PagedList<T, X> {
  const [state, setState] = useState<{ items: T[]; nextCursor: string | null; extra: X | null }>({
    items: [],
    nextCursor: null,
    extra: null,
  });
  const [pending, setPending] = useState<'first' | 'quiet' | 'more' | null>('first');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState({ n: 0, quiet: false });
  // The latest `fetchPage` (a new function each render) without refetching on its identity: kept
  // after commit, by an effect declared before the one that fetches, so that one sees it.
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });
  const generation = useRef(0);

  // A new view (or a reload) shows it is loading from the render that asks for it: state adjusted
  // while rendering, not by a setState in the effect (one render instead of two).
  const [asked, setAsked] = useState({ view, attempt });
  if (asked.view !== view || asked.attempt !== attempt) {
    setAsked({ view, attempt });
    setPending(attempt.quiet ? 'quiet' : 'first');
    if (!attempt.quiet) setError(null);
  }

  useEffect(() => {
    const mine = ++generation.current;
    fetchRef.current(null).then(
      (page) => {
        if (mine !== generation.current) return;
        setState({ items: page.data, nextCursor: page.nextCursor, extra: page.extra });
        setError(null);
        setPending(null);
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        setError(messageOf(failure, fallback));
        setPending(null);
      },
    );
  }, [view, attempt, fallback]);

  const loadMore = useCallback(() => {
    if (pending || !state.nextCursor) return;
    const mine = generation.current;
    setPending('more');
    setError(null);
    fetchRef.current(state.nextCursor).then(
      (page) => {
        if (mine !== generation.current) return;
        setState((s) => {
          const known = new Set(s.items.map((i) => i.id));
          return {
            items: [...s.items, ...page.data.filter((i) => !known.has(i.id))],
            nextCursor: page.nextCursor,
            extra: page.extra,
          };
        });
        setPending(null);
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        setError(messageOf(failure, fallback));
        setPending(null);
      },
    );
  }, [pending, state.nextCursor, fallback]);

  return {
    items: state.items,
    extra: state.extra,
    loading: pending === 'first',
    loadingMore: pending === 'more',
    hasMore: state.nextCursor !== null,
    error,
    loadMore,
    reload: ({ quiet = false } = {}) => setAttempt((a) => ({ n: a.n + 1, quiet })),
    replace: (item) =>
      setState((s) => ({ ...s, items: s.items.map((i) => (i.id === item.id ? item : i)) })),
    remove: (id) => setState((s) => ({ ...s, items: s.items.filter((i) => i.id !== id) })),
    clearError: () => setError(null),
  };
}
