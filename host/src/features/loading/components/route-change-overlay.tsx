import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
} from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingOverlay } from './loading-overlay';

/**
 * The shortest time the overlay shows after a route change: long enough to be seen rather than
 * flash, short enough not to slow the user down (not the 2000 ms start minimum).
 */
export const ROUTE_CHANGE_MIN_MS = 300;

/**
 * The longest time the overlay covers the page after a route change, however long the new page
 * takes: then it lifts, header and navigation can be used again and the page's own inline loading
 * state shows.
 */
export const ROUTE_CHANGE_MAX_MS = 3000;

interface RouteChangeState {
  /** The pathname last seen: a different one is a route change. */
  path: string;
  /** Counts route changes, so a timer of an earlier change cannot end a later one. */
  change: number;
  /** The overlay is up. */
  active: boolean;
  minimumPassed: boolean;
  /** Mounted <RoutePending>s: parts of the page still loading. */
  pending: number;
}

type RouteChangeAction =
  | { type: 'navigate'; path: string }
  | { type: 'minimum'; change: number }
  | { type: 'maximum'; change: number }
  | { type: 'hold' }
  | { type: 'release' };

function reduce(state: RouteChangeState, action: RouteChangeAction): RouteChangeState {
  switch (action.type) {
    case 'navigate':
      return {
        ...state,
        path: action.path,
        change: state.change + 1,
        active: true,
        minimumPassed: false,
      };
    case 'minimum':
      if (action.change !== state.change || !state.active) return state;
      return { ...state, minimumPassed: true, active: state.pending > 0 };
    case 'maximum':
      if (action.change !== state.change || !state.active) return state;
      return { ...state, active: false };
    case 'hold':
      return { ...state, pending: state.pending + 1 };
    case 'release': {
      const pending = state.pending - 1;
      return { ...state, pending, active: state.active && (!state.minimumPassed || pending > 0) };
    }
  }
}

interface RouteChangeContextValue {
  /** Registers a part of the page that is still loading; returns its release. */
  hold(): () => void;
  /** The route-change overlay is up. */
  covering: boolean;
}

// Outside a RouteChangeOverlay nothing is held and nothing covers.
const RouteChangeContext = createContext<RouteChangeContextValue>({
  hold: () => () => {},
  covering: false,
});

export interface RouteChangeOverlayProps {
  minimumMs?: number;
  maximumMs?: number;
  /**
   * Covers the first page as well, until it has rendered (no minimum, at most `maximumMs`): under
   * the start overlay, so that when the start overlay lifts the page is there, not its remote's
   * inline loading state (issue 12: on a slow link the page may still be on its way). It
   * continues the start overlay's look without a fade.
   */
  coverFirstPage?: boolean;
  /**
   * The route a pathname belongs to (default: the pathname itself). Moving between two pathnames
   * of one route (a page's own subpaths, issue 18: /marketplace → /marketplace/{id}) is no route
   * change.
   */
  routeOf?: (pathname: string) => string;
  children: ReactNode;
}

/**
 * Spec §2: the loading overlay (the start overlay's component and look) also shows during route
 * changes, from the change of path until the new page has rendered: at least `minimumMs`, longer
 * while a <RoutePending> under it is mounted (e.g. the Suspense fallback of a remote page not
 * loaded yet), never more than `maximumMs`. A page already loaded renders at once underneath.
 *
 * The overlay is removed from the page the moment it ends (no fade-out left lying over the page),
 * so a click right after it lands on the page. While it shows it takes the clicks: nothing hidden
 * under it can be clicked by mistake.
 */
export function RouteChangeOverlay({
  minimumMs = ROUTE_CHANGE_MIN_MS,
  maximumMs = ROUTE_CHANGE_MAX_MS,
  coverFirstPage = false,
  routeOf,
  children,
}: RouteChangeOverlayProps) {
  const location = useLocation();
  const pathname = routeOf ? routeOf(location.pathname) : location.pathname;
  const [state, dispatch] = useReducer(reduce, {
    path: pathname,
    change: 0,
    active: coverFirstPage,
    minimumPassed: false,
    pending: 0,
  });

  // Adjusting state while rendering when the path changes (react.dev "You might not need an
  // effect"): the overlay is there in the very commit that shows the new route.
  if (state.path !== pathname) dispatch({ type: 'navigate', path: pathname });

  const { active, change } = state;
  useEffect(() => {
    if (!active) return;
    // The first page (coverFirstPage) has no minimum: the start overlay had it.
    const minimum = setTimeout(
      () => dispatch({ type: 'minimum', change }),
      change === 0 ? 0 : minimumMs,
    );
    const maximum = setTimeout(() => dispatch({ type: 'maximum', change }), maximumMs);
    return () => {
      clearTimeout(minimum);
      clearTimeout(maximum);
    };
  }, [active, change, minimumMs, maximumMs]);

  const hold = useCallback(() => {
    dispatch({ type: 'hold' });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      dispatch({ type: 'release' });
    };
  }, []);
  const value = useMemo(() => ({ hold, covering: active }), [hold, active]);

  return (
    <RouteChangeContext.Provider value={value}>
      {children}
      {active ? <LoadingOverlay steady={change === 0} /> : null}
    </RouteChangeContext.Provider>
  );
}

/**
 * Marks a part of the page as still loading (a Suspense fallback, a guard waiting for the
 * profile): while it is mounted, the route-change overlay stays up (up to its maximum). Its
 * children, the place's own loading state, show only when the overlay is not covering the page,
 * so screen readers hear one 'Loading…'.
 */
export function RoutePending({ children }: { children?: ReactNode }) {
  const { hold, covering } = useContext(RouteChangeContext);
  // A layout effect: held before the overlay's timers can run, even with a zero minimum.
  useLayoutEffect(() => hold(), [hold]);
  return covering ? null : <>{children}</>;
}
