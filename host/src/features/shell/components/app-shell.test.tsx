import { useAuthStore, useProfileStore } from '@leafbid/shared';
import {
  installFakeApi,
  makeContact,
  renderWithQueryClient,
  type FakeApi,
  signedInWithFakeApi,
} from '@leafbid/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppShell } from './app-shell';
import type { NavigationLink } from './main-nav';

/** The links the remotes describe (issue 11), deliberately not in display order. */
const NAVIGATION: NavigationLink[] = [
  { path: '/orders', label: 'Orders', order: 2 },
  { path: '/marketplace', label: 'Marketplace', order: 1 },
  { path: '/listings', label: 'My Listings', order: 3, roles: ['Seller', 'Admin'] },
];

function renderShell(onLogout = jest.fn(), navigation = NAVIGATION) {
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/']}>
      <AppShell onLogout={onLogout} navigation={navigation}>
        <Routes>
          <Route path="/" element={<h1>Dashboard page</h1>} />
          <Route path="/settings" element={<h1>Settings page</h1>} />
        </Routes>
      </AppShell>
    </MemoryRouter>,
  );
  return { onLogout };
}

const signIn = () =>
  useAuthStore.setState({
    status: 'authenticated',
    user: { uid: 'u1', email: 'buyer@leafbid.test' },
  });
const withProfile = (overrides = {}) =>
  useProfileStore.setState({ profile: makeContact(overrides), fetchedAt: Date.now() });

let api: FakeApi;
signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({ 'GET /notifications': { data: [], unread: 2, nextCursor: null } });
});

describe('App shell (spec §2)', () => {
  it('shows no header or navigation to an unauthenticated visitor', () => {
    useAuthStore.setState({ status: 'anonymous' });
    renderShell();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Dashboard page');
  });

  it("shows the user's full name in the header", () => {
    signIn();
    withProfile({ Full_Name: 'Ada Lovelace' });
    renderShell();
    expect(within(screen.getByRole('banner')).getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it("falls back to 'Current User' when the profile has no name", () => {
    signIn();
    withProfile({ Full_Name: null, First_Name: null, Last_Name: null });
    renderShell();
    expect(within(screen.getByRole('banner')).getByText('Current User')).toBeInTheDocument();
  });

  it("shows no name, and never 'Current User', while the profile is still loading (issue 35)", async () => {
    signIn();
    renderShell();
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByText('Current User')).not.toBeInTheDocument();
    expect(
      await within(banner).findByRole('button', { name: 'Account menu, loading your name' }),
    ).toBeInTheDocument();
    act(() => withProfile());
    expect(within(banner).getByText('Ada Buyer')).toBeInTheDocument();
    expect(
      await within(banner).findByRole('button', { name: 'Ada Buyer, account menu' }),
    ).toBeInTheDocument();
  });

  it('the name opens a dropdown holding Settings and Logout; Settings goes to /settings', async () => {
    signIn();
    withProfile();
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: /Ada Buyer/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings', 'Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
  });

  it('the header holds the notification bell (issue 20) next to the user menu', async () => {
    signIn();
    withProfile();
    renderShell();
    const banner = screen.getByRole('banner');
    const bell = await within(banner).findByRole('button', { name: 'Notifications, 2 unread' });
    const userMenu = await within(banner).findByRole('button', { name: /Ada Buyer/ });
    expect(bell.compareDocumentPosition(userMenu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Issue 22: they came once the page was shown, in place of their placeholders, not beside them.
    expect(within(banner).getAllByText('Ada Buyer', { exact: true })).toHaveLength(1);
  });

  it('Logout in the dropdown logs out (and reloads to /login, see logoutAndReload)', async () => {
    signIn();
    withProfile();
    const { onLogout } = renderShell();
    await userEvent.click(await screen.findByRole('button', { name: /Ada Buyer/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it.each([
    [['Buyer'], ['Dashboard', 'Marketplace', 'Orders']],
    [['Seller'], ['Dashboard', 'Marketplace', 'Orders', 'My Listings']],
    [
      ['Buyer', 'Seller'],
      ['Dashboard', 'Marketplace', 'Orders', 'My Listings'],
    ],
    [['Admin'], ['Dashboard', 'Marketplace', 'Orders', 'My Listings']],
    [null, ['Dashboard', 'Marketplace', 'Orders']],
  ])('navigation for Contact_Type %j: %j', (contactType, links) => {
    signIn();
    withProfile({ Contact_Type: contactType });
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links);
  });

  it('a link a remote limits to Admin shows only to Admins, in its order', () => {
    const withOperator: NavigationLink[] = [
      ...NAVIGATION,
      { path: '/operator', label: 'Operator', order: 2.5, roles: ['Admin'] },
    ];
    signIn();
    withProfile({ Contact_Type: ['Admin'] });
    renderShell(jest.fn(), withOperator);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Marketplace', 'Orders', 'Operator', 'My Listings']);
  });

  it('with no remote described, the Dashboard link still shows', () => {
    signIn();
    withProfile();
    renderShell(jest.fn(), []);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard']);
  });

  it('navigation links point at their routes and mark the current page', () => {
    signIn();
    withProfile({ Contact_Type: ['Seller'] });
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(within(nav).getByRole('link', { name: 'My Listings' })).toHaveAttribute(
      'href',
      '/listings',
    );
  });
});
