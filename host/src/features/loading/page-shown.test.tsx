import { render } from '@testing-library/react';
import { LoadingOverlay } from './components/LoadingOverlay';
import { whenPageShown } from './page-shown';

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
});
