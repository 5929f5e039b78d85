// Whether a loading overlay (at start, during a route change, a guard waiting) covers the page:
// work that should not compete with the page the user is waiting for — preloading the other pages
// (issue 12) — waits until none does, and until the page under it has been painted (issue 22).
// Shared by the loading overlays (which cover the page) and the shell (whose header's menus wait).
import { useEffect, useState } from 'react';

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

/**
 * An overlay's unmount runs before the browser paints the page it uncovered. Two frames, then a
 * task: the page is on screen (its largest paint done) before what waits starts. A hidden tab
 * draws no frames: there (now, or once the tab is hidden) after `timeoutMs` instead, later still
 * where the browser throttles its timers. A visible tab always waits for its frames, however long
 * a busy main thread makes them.
 */
function afterNextPaint(timeoutMs = 500): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', armIfHidden);
      resolve();
    };
    function armIfHidden() {
      if (timer === undefined && document.visibilityState === 'hidden')
        timer = setTimeout(done, timeoutMs);
    }
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(done, 0);
      return;
    }
    armIfHidden();
    document.addEventListener('visibilitychange', armIfHidden);
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
  });
}

const LARGEST_PAINT = 'largest-contentful-paint';
/** How long after the page was uncovered a largest paint is waited for, at most. */
export const LARGEST_PAINT_WAIT_MS = 1000;
/** A largest paint with no larger one this long after it is the page's. */
export const LARGEST_PAINT_QUIET_MS = 50;

// The browser reports no largest paint once the user has clicked, tapped or typed: from then on
// nothing is waited for.
let interacted = false;
if (typeof window !== 'undefined')
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, () => (interacted = true), {
      capture: true,
      once: true,
      passive: true,
    });

const reportsLargestPaint = () =>
  typeof PerformanceObserver === 'function' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes(LARGEST_PAINT);

/**
 * The page's largest paint, as the browser reports it (an image is painted once decoded, a frame or
 * more after the page was): resolves `LARGEST_PAINT_QUIET_MS` after the last largest paint at or
 * after `since` (performance.now() time) with no larger one since, or `LARGEST_PAINT_WAIT_MS`
 * after `since` when none comes (the page drew nothing larger than what was on screen before it).
 */
function afterLargestPaint(since: number): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.startTime >= since)) return;
      clearTimeout(quiet);
      quiet = setTimeout(done, LARGEST_PAINT_QUIET_MS);
    });
    const cap = setTimeout(done, Math.max(0, since + LARGEST_PAINT_WAIT_MS - performance.now()));
    function done() {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      resolve();
    }
    // buffered: the paints already reported (during the frames waited for) come first.
    observer.observe({ type: LARGEST_PAINT, buffered: true });
  });
}

/**
 * Resolves once no loading overlay covers the page and the browser has painted it (at the next
 * paint when none does) and reported its largest paint. Issue 22: preloads that began in the frame
 * the overlay lifted shared the link with that frame's page, and counted towards its largest
 * contentful paint; so did those begun two frames later, before a card's image had been painted.
 * An overlay that comes back meanwhile (a route change, a guard) is waited for in turn.
 */
export async function whenPageShown(): Promise<void> {
  do {
    if (covering > 0) await new Promise<void>((resolve) => waiting.push(resolve));
    const uncovered = performance.now();
    await afterNextPaint();
    if (!interacted && reportsLargestPaint() && document.visibilityState !== 'hidden')
      await afterLargestPaint(uncovered);
  } while (covering > 0);
}

/**
 * Whether the page has been shown (whenPageShown) since the caller mounted: for parts of the screen
 * that should not compete with it (issue 22: the header's menus and their calls under the start
 * overlay were on the signed-in pages' largest paint's path).
 */
export function usePageShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenPageShown().then(() => {
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return shown;
}
