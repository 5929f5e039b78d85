import { useEffect, useState } from 'react';

/** How long typing in the search waits before it asks the API. */
export const SEARCH_DELAY_MS = 300;

/** The search as typed, trimmed, once typing has paused for SEARCH_DELAY_MS. */
export function useSettledSearch(search: string): string {
  const [settled, setSettled] = useState(search.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  return settled;
}
