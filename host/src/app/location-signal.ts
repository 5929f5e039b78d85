// Where the router is: the start's preloading waits for the visitor to leave the public pages
// (issue 36: told by the router, not read off window.location every 100 ms). LocationSignal, inside
// the app's router, announces each location; `popstate` (Back, Forward) is heard too.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

type Listener = (pathname: string) => void;
const listeners = new Set<Listener>();

/** Tells the waiting callers the path the app is on now. */
export function announceLocation(pathname: string): void {
  for (const listener of [...listeners]) listener(pathname);
}

/**
 * Resolves true as soon as the app's path satisfies `isWanted` (at once when it already does),
 * false after `timeoutMs` without it.
 */
export function whenLocation(
  isWanted: (pathname: string) => boolean,
  timeoutMs: number,
): Promise<boolean> {
  if (isWanted(window.location.pathname)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (reached: boolean) => {
      clearTimeout(timer);
      listeners.delete(listener);
      window.removeEventListener('popstate', onPopState);
      resolve(reached);
    };
    const listener: Listener = (pathname) => {
      if (isWanted(pathname)) done(true);
    };
    const onPopState = () => listener(window.location.pathname);
    const timer = setTimeout(() => done(false), timeoutMs);
    listeners.add(listener);
    window.addEventListener('popstate', onPopState);
  });
}

/** Rendered inside the router: announces every location it takes. */
export function LocationSignal(): null {
  const { pathname } = useLocation();
  useEffect(() => announceLocation(pathname), [pathname]);
  return null;
}
