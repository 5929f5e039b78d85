import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { RouteChangeIndicator, ROUTE_CHANGE_MS } from './RouteChangeIndicator';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('route-change indicator (spec §2: the overlay also shows during route changes)', () => {
  it('is hidden on the first page and shows briefly after each navigation', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/marketplace">Marketplace</Link>
        <Link to="/orders">Orders</Link>
        <RouteChangeIndicator />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Marketplace' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
