// Whether a loading overlay (at start, during a route change, a guard waiting) covers the page:
// work that should not compete with the page the user is waiting for — preloading the other pages
// (issue 12) — waits until none does, and until the page under it has been painted (issue 22).
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

/**
 * An overlay's unmount runs before the browser paints the page it uncovered. Two frames, then a
 * task: the page is on screen (its largest paint done) before what waits starts. A hidden tab
 * draws no frames: there (now, or once the tab is hidden) after `timeoutMs` instead, later still
 * where the browser throttles its timers. A visible tab always waits for its frames, however long
 * a busy main thread makes them.
 */
export function afterNextPaint(timeoutMs = 500): Promise<void> {
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

/**
 * Resolves once no loading overlay covers the page and the browser has painted it (at the next
 * paint when none does). Issue 22: preloads that began in the frame the overlay lifted shared the
 * link with that frame's page, and counted towards its largest contentful paint. An overlay that
 * comes back during those frames (a route change, a guard) is waited for in turn.
 */
export async function whenPageShown(): Promise<void> {
  do {
    if (covering > 0) await new Promise<void>((resolve) => waiting.push(resolve));
    await afterNextPaint();
  } while (covering > 0);
}
