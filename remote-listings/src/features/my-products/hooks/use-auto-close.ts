import { useCallback, useEffect, useRef } from 'react';

/** Calls `close` once `delayMs` after `schedule()`; cancelled on unmount or `cancel()`. */
export function useAutoClose(close: () => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The latest `close`, for a timer set by an earlier render; written after commit, never during
  // render (a render React throws away must not change what the timer calls).
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  }, [close]);
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const schedule = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, delayMs);
  }, [cancel, delayMs]);
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
