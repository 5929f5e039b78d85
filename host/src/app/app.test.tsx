import { useAuthStore, useProfileStore } from '@leafbid/shared';
import { makeContact, resetStoresForTest } from '@leafbid/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { ROUTE_CHANGE_MIN_MS } from '../features/loading';
import { installPlatform } from '../testing/remote-descriptions';
import { App } from './app';
import { forgetRemoteComponents } from './remote/remote-boundary';
import { loadRemoteModule, type RemoteModuleId } from './remote/remote-registry';

jest.mock('./remote/remote-registry', () => ({
  ...jest.requireActual('./remote/remote-registry'),
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
}));

type Loaded = { default: ComponentType<Record<string, unknown>> };

beforeEach(() => {
  jest.useFakeTimers();
  resetStoresForTest();
  installPlatform();
  forgetRemoteComponents();
  window.history.replaceState(null, '', '/');
  jest
    .mocked(loadRemoteModule)
    .mockImplementation(
      async (id: RemoteModuleId): Promise<Loaded> => ({ default: () => <h2>{id}</h2> }),
    );
  useAuthStore.setState({
    status: 'authenticated',
    user: { uid: 'demo-buyer', email: 'buyer@leafbid.test' },
  });
  useProfileStore.setState({ profile: makeContact(), fetchedAt: Date.now() });
});
afterEach(() => jest.useRealTimers());

describe('the one loading overlay, at start and during route changes (spec §2 App shell)', () => {
  it('shows at least 2000 ms at start, then for a route change only until the new page has rendered', async () => {
    render(<App starting={Promise.resolve()} />);
    await act(async () => {});
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'orders/PendingOrders' })).toBeInTheDocument();

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Orders',
      }),
    );
    expect(window.location.pathname).toBe('/orders');
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveTextContent('Loading…');
    expect(overlay).toHaveClass('hs-loading-overlay');
    await act(async () => {});
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_MIN_MS));
    expect(screen.getByRole('heading', { name: 'orders/OrdersPage' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
