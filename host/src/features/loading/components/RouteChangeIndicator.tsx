import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long the bar shows after a navigation: a cue that something happened, not a wait. */
export const ROUTE_CHANGE_MS = 400;

/**
 * Spec §2: the loading indicator also shows during route changes. A slim bar at the top of the
 * page (the full-screen overlay on every click would only slow the user down); the remote page's
 * own loading state covers a real network wait.
 */
export function RouteChangeIndicator({ durationMs = ROUTE_CHANGE_MS }: { durationMs?: number }) {
  const { pathname } = useLocation();
  const [trackedPath, setTrackedPath] = useState(pathname);
  const [active, setActive] = useState(false);

  // Adjusting state while rendering when the path changes (react.dev "You might not need an effect").
  if (trackedPath !== pathname) {
    setTrackedPath(pathname);
    setActive(true);
  }

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setActive(false), durationMs);
    return () => clearTimeout(timer);
  }, [active, trackedPath, durationMs]);

  if (!active) return null;
  return (
    <div className="hs-route-change" role="status" aria-live="polite">
      <span className="hs-route-change__bar" aria-hidden="true" />
      <span className="hs-visually-hidden">Loading…</span>
    </div>
  );
}
