import { useEffect, useState } from 'react';

/**
 * True once `ms` have passed since `startedAt` (default: the first render). The start overlay uses
 * it to stay up for MIN_LOADING_MS (spec §9) however fast authentication answers.
 */
export function useMinimumDuration(ms: number, startedAt?: number): boolean {
  const [since] = useState(() => startedAt ?? Date.now());
  const [done, setDone] = useState(() => ms <= 0);
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setDone(true), Math.max(0, since + ms - Date.now()));
    return () => clearTimeout(timer);
  }, [done, ms, since]);
  return done;
}
