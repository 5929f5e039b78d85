/**
 * Resolves in a later task, so the browser may paint and handle input in between (issue 22: long
 * start-up work cut into tasks). `scheduler.yield()` where the browser has it, else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
