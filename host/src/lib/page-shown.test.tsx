import { render } from '@testing-library/react';
import { LoadingOverlay } from '../features/loading/components/loading-overlay';
import { LARGEST_PAINT_QUIET_MS, LARGEST_PAINT_WAIT_MS, whenPageShown } from './page-shown';

describe('the page is shown once no loading overlay covers it and it is painted (issues 12, 22: preloads wait for it)', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  /** Whether the promise has settled, once the callbacks already queued have run. */
  const watch = (promise: Promise<void>) => {
    const state = { settled: false };
    void promise.then(() => (state.settled = true));
    return state;
  };
  /** The browser draws a frame (the callbacks asked for before it run), then runs due tasks. */
  const drawFrame = async () => {
    await jest.advanceTimersByTimeAsync(0);
    frames.splice(0).forEach((callback) => callback(performance.now()));
    await jest.advanceTimersByTimeAsync(0);
  };

  it('when no overlay is up: after two frames, and a task after them', async () => {
    const shown = watch(whenPageShown());
    await jest.advanceTimersByTimeAsync(0);
    expect(shown.settled).toBe(false);
    frames.splice(0).forEach((callback) => callback(performance.now()));
    frames.splice(0).forEach((callback) => callback(performance.now()));
    await Promise.resolve();
    expect(shown.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(shown.settled).toBe(true);
  });

  it('when the last of the overlays covering it goes, and the page under it is painted', async () => {
    const start = render(<LoadingOverlay steady />);
    const routeChange = render(<LoadingOverlay />);
    const shown = watch(whenPageShown());
    start.unmount();
    await drawFrame();
    await drawFrame();
    expect(shown.settled).toBe(false);
    routeChange.unmount();
    await drawFrame();
    expect(shown.settled).toBe(false);
    await drawFrame();
    expect(shown.settled).toBe(true);
  });

  it('in a visible tab: the frames, however long they take (a busy phone)', async () => {
    const shown = watch(whenPageShown());
    await jest.advanceTimersByTimeAsync(5_000);
    expect(shown.settled).toBe(false);
    await drawFrame();
    await drawFrame();
    expect(shown.settled).toBe(true);
  });

  it('an overlay that comes back during those frames is waited for too', async () => {
    const shown = watch(whenPageShown());
    await drawFrame();
    const guard = render(<LoadingOverlay />);
    await drawFrame();
    await drawFrame();
    expect(shown.settled).toBe(false);
    guard.unmount();
    await drawFrame();
    await drawFrame();
    expect(shown.settled).toBe(true);
  });

  describe('in a tab that draws no frames (hidden)', () => {
    let visibility: DocumentVisibilityState;
    beforeEach(() => {
      visibility = 'hidden';
      jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    });

    it('half a second later', async () => {
      const shown = watch(whenPageShown());
      await jest.advanceTimersByTimeAsync(499);
      expect(shown.settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(shown.settled).toBe(true);
    });

    it('half a second after the tab is hidden, when it was visible', async () => {
      visibility = 'visible';
      const shown = watch(whenPageShown());
      await jest.advanceTimersByTimeAsync(1_000);
      expect(shown.settled).toBe(false);
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      await jest.advanceTimersByTimeAsync(499);
      expect(shown.settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(shown.settled).toBe(true);
    });
  });

  describe("where the browser reports the largest paint: until the page's has been reported", () => {
    let report: (startTime: number) => void;
    let observing: number;
    beforeEach(() => {
      observing = 0;
      let listeners: Array<(startTime: number) => void> = [];
      report = (startTime) => listeners.forEach((listener) => listener(startTime));
      class FakeObserver {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(private readonly callback: PerformanceObserverCallback) {}
        private readonly listener = (startTime: number) =>
          this.callback(
            { getEntries: () => [{ startTime }] } as unknown as PerformanceObserverEntryList,
            this as unknown as PerformanceObserver,
          );
        observe() {
          observing += 1;
          listeners.push(this.listener);
        }
        disconnect() {
          observing -= 1;
          listeners = listeners.filter((listener) => listener !== this.listener);
        }
      }
      Object.defineProperty(window, 'PerformanceObserver', {
        value: FakeObserver,
        configurable: true,
        writable: true,
      });
    });
    afterEach(() => {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    it('a quiet moment after the last largest paint since the page was uncovered (a card image after the text)', async () => {
      const uncovered = performance.now();
      const shown = watch(whenPageShown());
      await drawFrame();
      await drawFrame();
      expect(shown.settled).toBe(false);
      report(uncovered - 1); // the start screen's, before the page: not the page's
      await jest.advanceTimersByTimeAsync(LARGEST_PAINT_QUIET_MS);
      expect(shown.settled).toBe(false);
      report(performance.now()); // the heading
      await jest.advanceTimersByTimeAsync(LARGEST_PAINT_QUIET_MS - 10);
      report(performance.now()); // the image, decoded
      await jest.advanceTimersByTimeAsync(LARGEST_PAINT_QUIET_MS - 1);
      expect(shown.settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(shown.settled).toBe(true);
      expect(observing).toBe(0);
    });

    it('a page that draws nothing larger than what was on screen: a second after it was uncovered', async () => {
      const shown = watch(whenPageShown());
      await drawFrame();
      await drawFrame();
      await jest.advanceTimersByTimeAsync(LARGEST_PAINT_WAIT_MS - 100);
      expect(shown.settled).toBe(false);
      await jest.advanceTimersByTimeAsync(100);
      expect(shown.settled).toBe(true);
      expect(observing).toBe(0);
    });

    // Last: the module remembers the interaction from then on.
    it('once the user has clicked or typed (the browser reports no more): the frames only', async () => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      const shown = watch(whenPageShown());
      await drawFrame();
      await drawFrame();
      expect(shown.settled).toBe(true);
      expect(observing).toBe(0);
    });
  });
});
