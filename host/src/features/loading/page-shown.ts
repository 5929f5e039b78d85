// Whether a loading overlay (at start, during a route change, a guard waiting) covers the page:
// work that should not compete with the page the user is waiting for — preloading the other pages
// (issue 12) — waits until none does.
import { useEffect } from 'react';

let covering = 0;
let waiting: Array<() => void> = [];

/** Counts the calling overlay as covering the page while it is mounted. */
export function useCoversPage(): void {
  useEffect(() => {
    covering += 1;
    return () => {
      covering -= 1;
      if (covering > 0) return;
      const resolve = waiting;
      waiting = [];
      resolve.forEach((done) => done());
    };
  }, []);
}

/** Resolves once no loading overlay covers the page (at once when none does). */
export function whenPageShown(): Promise<void> {
  if (covering === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
