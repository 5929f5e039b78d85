// Issue 35 in fr-CA: the account button's name starts with the name it shows (WCAG 2.5.3), and
// its placeholder while the profile loads says so in French.
import { useAuthStore, useProfileStore } from '@leafbid/shared';
import { makeContact, renderWithQueryClient } from '@leafbid/shared/testing';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { frCaSession } from '../../../testing/fr-ca-session';
import { Header } from './header';

jest.mock('../../../lib/page-shown', () => ({ usePageShown: () => false }));

const installApi = frCaSession();
beforeEach(() => {
  installApi({ 'GET /notifications': { data: [], unread: 0, nextCursor: null } });
  useAuthStore.setState({ status: 'authenticated', user: { uid: 'u1', email: 'a@leafbid.test' } });
});

it('names the account button in French, the loading state then the name first', () => {
  renderWithQueryClient(
    <MemoryRouter>
      <Header onLogout={jest.fn()} />
    </MemoryRouter>,
  );
  expect(
    screen.getByRole('button', { name: 'Menu du compte, chargement de votre nom' }),
  ).toBeInTheDocument();
  act(() => useProfileStore.setState({ profile: makeContact({ Full_Name: 'Ada Moreau' }) }));
  expect(screen.getByRole('button', { name: 'Ada Moreau, menu du compte' })).toHaveTextContent(
    /^Ada Moreau$/,
  );
});
