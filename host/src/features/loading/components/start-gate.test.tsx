import { act, render, screen } from '@testing-library/react';
import { deferred } from '@leafbid/shared/testing';
import { StartGate } from './start-gate';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('start overlay (spec §2 App shell, §9 minimum loading screen time 2000 ms)', () => {
  it("shows 'Loading…' as a status at start", () => {
    render(
      <StartGate starting={deferred().promise}>
        <h1>App</h1>
      </StartGate>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'App' })).not.toBeInTheDocument();
  });

  it('stays at least 2000 ms even when authentication answers at once', async () => {
    render(
      <StartGate starting={Promise.resolve()}>
        <h1>App</h1>
      </StartGate>,
    );
    await act(async () => {});
    // The app is already mounted (hidden), so its first page can load meanwhile.
    expect(screen.getByRole('heading', { name: 'App', hidden: true })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'App' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'App' })).toBeInTheDocument();
  });

  it('stays while authentication is still initialising after 2000 ms', async () => {
    const start = deferred();
    render(
      <StartGate starting={start.promise}>
        <h1>App</h1>
      </StartGate>,
    );
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => start.resolve());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'App' })).toBeInTheDocument();
  });

  it('explains a failed start (e.g. no runtime config) with a Reload button', async () => {
    const start = deferred();
    render(
      <StartGate starting={start.promise}>
        <h1>App</h1>
      </StartGate>,
    );
    await act(async () =>
      start.reject(new Error('Failed to fetch runtime config from /runtime-config.json: 404')),
    );
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toHaveTextContent('Leafbid could not start');
    expect(screen.getByRole('alert')).toHaveTextContent('404');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
