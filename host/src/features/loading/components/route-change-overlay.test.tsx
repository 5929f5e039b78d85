import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  ROUTE_CHANGE_MAX_MS,
  ROUTE_CHANGE_MIN_MS,
  RouteChangeOverlay,
  RoutePending,
} from './route-change-overlay';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A page that is still loading until its 'Loaded' button is pressed (stands in for a Suspense fallback). */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        Loaded
      </button>
      {loaded ? (
        <h1>Orders</h1>
      ) : (
        <RoutePending>
          <p role="status">Loading orders…</p>
        </RoutePending>
      )}
    </>
  );
}

function renderRoutes() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <RouteChangeOverlay>
        <nav>
          <Link to="/">Dashboard</Link>
          <Link to="/marketplace">Marketplace</Link>
          <Link to="/orders">Orders</Link>
        </nav>
        <Routes>
          <Route index element={<h1>Dashboard</h1>} />
          <Route path="marketplace" element={<h1>Marketplace</h1>} />
          <Route path="orders" element={<SlowPage />} />
        </Routes>
      </RouteChangeOverlay>
    </MemoryRouter>,
  );
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

function overlay() {
  return screen.queryByRole('status');
}

describe('loading overlay during route changes (spec §2 App shell)', () => {
  it('is not shown on the first page', () => {
    renderRoutes();
    expect(overlay()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the start overlay component on a navigation, over a page that renders at once, for a short minimum', async () => {
    const user = renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Marketplace' }));
    expect(overlay()).toHaveTextContent('Loading…');
    expect(overlay()).toHaveClass('hs-loading-overlay');
    // A page that needs no loading is already there underneath.
    expect(screen.getByRole('heading', { name: 'Marketplace' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_MIN_MS - 1));
    expect(overlay()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    // Removed, not faded out over the page: the next click reaches the page.
    expect(overlay()).not.toBeInTheDocument();
    expect(document.querySelector('.hs-loading-overlay')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(overlay()).toBeInTheDocument();
  });

  it('stays while the new page is still loading and goes as soon as it has rendered', async () => {
    const user = renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    act(() => jest.advanceTimersByTime(1000));
    // One 'Loading…' for screen readers: the page's own loading state waits under the overlay.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(overlay()).toHaveTextContent('Loading…');

    await user.click(screen.getByRole('button', { name: 'Loaded' }));
    expect(overlay()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('keeps the short minimum when the new page renders quickly', async () => {
    const user = renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(screen.getByRole('button', { name: 'Loaded' }));
    expect(overlay()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_MIN_MS));
    expect(overlay()).not.toBeInTheDocument();
  });

  it('never covers the page for long: after the maximum the page shows its own loading state', async () => {
    const user = renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_MAX_MS - 1));
    expect(overlay()).toHaveTextContent('Loading…');
    act(() => jest.advanceTimersByTime(1));
    expect(overlay()).toHaveTextContent('Loading orders…');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('a later navigation starts a new minimum', async () => {
    const user = renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Marketplace' }));
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_MIN_MS - 100));
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_MIN_MS - 1));
    expect(overlay()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(overlay()).not.toBeInTheDocument();
  });

  it('loading that starts without a route change (e.g. Retry) shows only its own state', () => {
    function Retrying() {
      const [retrying, setRetrying] = useState(false);
      return retrying ? (
        <RoutePending>
          <p role="status">Loading orders…</p>
        </RoutePending>
      ) : (
        <button type="button" onClick={() => setRetrying(true)}>
          Retry
        </button>
      );
    }
    render(
      <MemoryRouter>
        <RouteChangeOverlay>
          <Retrying />
        </RouteChangeOverlay>
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders…');
  });

  it('outside a RouteChangeOverlay, RoutePending just shows its children', () => {
    render(
      <RoutePending>
        <p role="status">Loading orders…</p>
      </RoutePending>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders…');
  });
});

describe('the first page under the start overlay (coverFirstPage, issue 12)', () => {
  function renderFirstPage(path: string) {
    render(
      <MemoryRouter initialEntries={[path]}>
        <RouteChangeOverlay coverFirstPage>
          <Routes>
            <Route index element={<h1>Dashboard</h1>} />
            <Route path="orders" element={<SlowPage />} />
          </Routes>
        </RouteChangeOverlay>
      </MemoryRouter>,
    );
    return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  }

  it('stays over a page still loading, in the start overlay’s look (no fade), and lifts the moment it has rendered', async () => {
    const user = renderFirstPage('/orders');
    expect(overlay()).toHaveClass('hs-loading-overlay--steady');
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_MAX_MS - 1));
    expect(overlay()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Loaded' }));
    expect(overlay()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('lifts at once over a page that renders at once (the start overlay had the minimum)', () => {
    renderFirstPage('/');
    act(() => jest.advanceTimersByTime(0));
    expect(overlay()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lifts after its maximum however long the page takes', () => {
    renderFirstPage('/orders');
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_MAX_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders…');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
