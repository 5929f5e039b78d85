import { useAuthStore, useProfileStore } from '@leafbid/shared';
import { makeContact, resetStoresForTest } from '@leafbid/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RouteRule } from '../decide-route';
import { RouteGuard } from './route-guard';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** As the remotes describe them; '/' is the host's dashboard. */
const RULES: RouteRule[] = [
  { path: '/login', access: 'public' },
  { path: '/join', access: 'public' },
  { path: '/marketplace', access: 'signed-in' },
  { path: '/orders', access: 'signed-in' },
  { path: '/listings', access: 'signed-in' },
  { path: '/settings', access: 'signed-in' },
  { path: '/confirm-account', access: 'signed-in' },
  { path: '/operator', access: 'signed-in', roles: ['Admin'] },
];
const PAGES = ['/', ...RULES.map((rule) => rule.path)];

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          element={
            <RouteGuard
              routes={RULES}
              waiting={<div role="status">Loading…</div>}
              notAllowed={(roles) => <h1>not allowed, {roles.join(' or ')} only</h1>}
            />
          }
        >
          {PAGES.map((page) => (
            <Route key={page} path={page} element={<h1>page {page}</h1>} />
          ))}
        </Route>
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const signedIn = () =>
  useAuthStore.setState({
    status: 'authenticated',
    user: { uid: 'demo-buyer', email: 'buyer@leafbid.test' },
  });
const anonymous = () => useAuthStore.setState({ status: 'anonymous', user: null });
const withProfile = (overrides = {}) =>
  useProfileStore.setState({
    profile: makeContact(overrides),
    fetchedAt: Date.now(),
    loading: false,
    error: null,
  });

// Tests replace store actions with setState; put the real ones back after each test.
const realProfileStore = useProfileStore.getState();
beforeEach(() => resetStoresForTest());
afterEach(() => useProfileStore.setState(realProfileStore, true));

describe('RouteGuard (spec §2 Guards)', () => {
  it('waits (overlay) while authentication initialises, then decides', () => {
    renderAt('/marketplace');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(() => anonymous());
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it.each(['/', '/marketplace', '/orders', '/listings', '/settings', '/confirm-account'])(
    'sends an unauthenticated visitor of %s to /login',
    (path) => {
      anonymous();
      renderAt(path);
      expect(screen.getByTestId('where')).toHaveTextContent(
        path === '/' ? /^\/login$/ : `/login?next=${encodeURIComponent(path)}`,
      );
      expect(screen.getByRole('heading', { name: 'page /login' })).toBeInTheDocument();
    },
  );

  it('signing in from a deep link lands on that page, its query kept (issue 35)', () => {
    anonymous();
    renderAt('/orders?tab=approved');
    expect(screen.getByTestId('where')).toHaveTextContent('/login?next=%2Forders%3Ftab%3Dapproved');
    act(() => {
      signedIn();
      withProfile();
    });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/orders\?tab=approved$/);
    expect(screen.getByRole('heading', { name: 'page /orders' })).toBeInTheDocument();
  });

  it('never follows a target on another origin after signing in', () => {
    signedIn();
    withProfile();
    renderAt(`/login?next=${encodeURIComponent('//evil.example/orders')}`);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it.each(['/login', '/join'])('sends an authenticated user visiting %s to /', (path) => {
    signedIn();
    withProfile();
    renderAt(path);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('heading', { name: 'page /' })).toBeInTheDocument();
  });

  it.each(['/', '/marketplace', '/orders', '/listings', '/settings', '/login'])(
    'confines an unconfirmed account on %s to /confirm-account',
    (path) => {
      signedIn();
      withProfile({ Account_Confirmed: false });
      renderAt(path);
      expect(screen.getByTestId('where')).toHaveTextContent('/confirm-account');
      expect(screen.getByRole('heading', { name: 'page /confirm-account' })).toBeInTheDocument();
    },
  );

  it('lets every signed-in user reach /listings, whatever the role (spec §6)', () => {
    signedIn();
    withProfile({ Contact_Type: ['Buyer'] });
    renderAt('/listings');
    expect(screen.getByRole('heading', { name: 'page /listings' })).toBeInTheDocument();
  });

  it.each([
    [['Admin'], 'page /operator'],
    [['Buyer', 'Seller'], 'not allowed, Admin only'],
  ])("a route its remote limits to Admin: Contact_Type %j sees '%s'", (contactType, heading) => {
    signedIn();
    withProfile({ Contact_Type: contactType });
    renderAt('/operator');
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('loads the missing profile before deciding', async () => {
    signedIn();
    let answer: () => void = () => {};
    const fetchProfile = jest.fn(
      () =>
        new Promise<null>((resolve) => {
          answer = () => {
            useProfileStore.setState({
              profile: makeContact({ Account_Confirmed: false }),
              fetchedAt: Date.now(),
            });
            resolve(null);
          };
        }),
    );
    useProfileStore.setState({ fetchProfile });
    renderAt('/orders');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => answer());
    expect(
      await screen.findByRole('heading', { name: 'page /confirm-account' }),
    ).toBeInTheDocument();
    expect(fetchProfile).toHaveBeenCalledTimes(1);
  });

  it('shows a failed profile load with a Retry that fetches again', async () => {
    signedIn();
    const fetchProfile = jest.fn(async () => null);
    useProfileStore.setState({ fetchProfile, error: 'Failed to fetch user profile' });
    renderAt('/');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch user profile');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(fetchProfile).toHaveBeenCalledWith({ force: true });
  });
});
