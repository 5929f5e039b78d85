// The start overlay is in index.html (issue 12; see start-screen.html and webpack.config.cjs), so it
// shows at the page's first paint, before any JavaScript has arrived, and React's own overlay
// takes its place unchanged. The spec's minimum (§9: 2000 ms) counts from that first paint.

/**
 * When the start overlay first showed, in Date.now() time: the page's first paint when the page
 * came with the start screen, else now (the overlay shows with React's first render).
 */
export function startOverlayShownAt(): number {
  const now = Date.now();
  if (typeof performance === 'undefined' || !document.querySelector('.hs-loading-overlay'))
    return now;
  const firstPaint = performance.getEntriesByName?.('first-paint')[0];
  if (!firstPaint) return now;
  return now - Math.max(0, performance.now() - firstPaint.startTime);
}
