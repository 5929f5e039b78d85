// Issue 35: right after sign-in (the page under the start overlay not yet shown, the profile on its
// way) the header read 'Current User' and its account button could not be opened.
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
import { MemoryRouter } from 'react-router-dom';
import { Header } from './header';

// The page under the overlay has not been shown yet: the header's menus have not loaded.
jest.mock('../../../lib/page-shown', () => ({ usePageShown: () => false }));

let api: FakeApi;
signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({ 'GET /notifications': { data: [], unread: 0, nextCursor: null } });
  useAuthStore.setState({ status: 'authenticated', user: { uid: 'u1', email: 'a@leafbid.test' } });
});

const renderHeader = () =>
  renderWithQueryClient(
    <MemoryRouter>
      <Header onLogout={jest.fn()} />
    </MemoryRouter>,
  );

describe('Header before the page has been shown (issue 35)', () => {
  it("shows a neutral placeholder, not 'Current User', while the profile loads", () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByText('Current User')).not.toBeInTheDocument();
    expect(
      within(banner).getByRole('button', { name: 'Account menu, loading your name' }),
    ).toBeInTheDocument();
  });

  it("keeps spec §2's fallback 'Current User' for a profile without a name", () => {
    useProfileStore.setState({
      profile: makeContact({ Full_Name: null, First_Name: null, Last_Name: null }),
    });
    renderHeader();
    expect(
      within(screen.getByRole('banner')).getByRole('button', {
        name: 'Current User, account menu',
      }),
    ).toHaveTextContent(/^Current User$/);
  });

  it('opens the account menu at the first press, before the menu had loaded', async () => {
    useProfileStore.setState({ profile: makeContact({ Full_Name: 'Ada Moreau' }) });
    renderHeader();
    const button = screen.getByRole('button', { name: 'Ada Moreau, account menu' });
    // The name is the button's whole visible text: the initials are drawn from data-initials.
    expect(button).toHaveTextContent(/^Ada Moreau$/);
    expect(button.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AM');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('the loading placeholder becomes the name once the profile comes', () => {
    renderHeader();
    act(() => useProfileStore.setState({ profile: makeContact({ Full_Name: 'Ada Moreau' }) }));
    expect(screen.getByRole('button', { name: 'Ada Moreau, account menu' })).toBeInTheDocument();
  });
});
