// Issue 36: the start waits for the visitor to leave the public pages by hearing the router, not by
// reading window.location every 100 ms.
import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { LocationSignal, whenLocation } from './location-signal';

const notLogin = (pathname: string) => pathname !== '/login';

beforeEach(() => window.history.pushState({}, '', '/login'));
afterEach(() => window.history.pushState({}, '', '/'));

describe('whenLocation', () => {
  it('resolves at once when the app is already there', async () => {
    window.history.pushState({}, '', '/orders');
    await expect(whenLocation(notLogin, 1000)).resolves.toBe(true);
  });

  it('resolves when the router announces a wanted path, not before', async () => {
    const navigator: { go: (to: string) => void } = { go: () => undefined };
    function Navigator() {
      const navigate = useNavigate();
      useEffect(() => {
        navigator.go = (to) => void navigate(to);
      }, [navigate]);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/login']}>
        <LocationSignal />
        <Navigator />
      </MemoryRouter>,
    );
    let reached: boolean | null = null;
    void whenLocation((pathname) => pathname === '/orders', 10_000).then(
      (value) => (reached = value),
    );
    await act(async () => navigator.go('/reset'));
    expect(reached).toBe(null);
    await act(async () => navigator.go('/orders'));
    expect(reached).toBe(true);
  });

  it('hears Back and Forward (popstate)', async () => {
    const reached = whenLocation(notLogin, 10_000);
    window.history.pushState({}, '', '/marketplace');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await expect(reached).resolves.toBe(true);
  });

  it('gives up after its time-out', async () => {
    jest.useFakeTimers();
    try {
      const reached = whenLocation(notLogin, 500);
      jest.advanceTimersByTime(500);
      await expect(reached).resolves.toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
