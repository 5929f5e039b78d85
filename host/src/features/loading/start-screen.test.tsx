import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LoadingOverlay } from './components/loading-overlay';
import { StartGate } from './components/start-gate';
import { startOverlayShownAt } from './start-screen';

// As the page's minifier writes it (whitespace between tags is not rendered in this flex layout).
const startScreen = fs
  .readFileSync(path.join(__dirname, 'start-screen.html'), 'utf8')
  .replace(/\s+>/g, '>')
  .replace(/>\s+</g, '><')
  .trim();

/** jsdom has no paint timing: give the page a first paint at `startTime` (or none). */
function paintedAt(startTime?: number) {
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) =>
      name === 'first-paint' && startTime !== undefined ? [{ startTime }] : [],
  });
}

describe("index.html's start screen (issue 12: the start overlay from the first paint)", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
    delete (performance as Partial<Performance>).getEntriesByName;
  });

  it('is exactly the start overlay React renders in its place, so the hand-over does not show', () => {
    expect(renderToStaticMarkup(<LoadingOverlay steady />)).toBe(startScreen);
  });

  it('counts the overlay from the first paint when the page came with it', () => {
    document.body.innerHTML = startScreen;
    jest.spyOn(performance, 'now').mockReturnValue(1600);
    paintedAt(100);
    const before = Date.now();
    const shownAt = startOverlayShownAt();
    expect(shownAt).toBeGreaterThanOrEqual(before - 1500);
    expect(shownAt).toBeLessThanOrEqual(Date.now() - 1500);
  });

  it('counts from now without the start screen (or before any paint)', () => {
    const before = Date.now();
    expect(startOverlayShownAt()).toBeGreaterThanOrEqual(before);
    document.body.innerHTML = startScreen;
    paintedAt(undefined);
    expect(startOverlayShownAt()).toBeGreaterThanOrEqual(before);
  });
});

describe('the start overlay stays 2000 ms from when it first showed (spec §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('so 1500 ms already spent on the start screen leave 500 ms', async () => {
    render(
      <StartGate starting={Promise.resolve()} shownAt={Date.now() - 1500}>
        <h1>App</h1>
      </StartGate>,
    );
    await act(async () => {});
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'App' })).toBeInTheDocument();
  });
});
