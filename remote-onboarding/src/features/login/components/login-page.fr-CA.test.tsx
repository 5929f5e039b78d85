// Issue 19: /login in fr-CA — the card's own labels in Québec French.
import { Fragment, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import { addCatalogue, switchLocale, useLocale } from '@leafbid/shared';
import { createFakeIdentity, resetStoresForTest } from '@leafbid/shared/testing';
import fr from '../../../locales/fr-CA.json';
import { LoginPage } from './login-page';
import { renderLogin } from '../testing/render-login';

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity({ user: null, accounts: { 'acheteur@leafbid.test': 'cheval-correct' } });
  activateTestLocale('fr-CA', fr);
});
afterEach(resetTestLocale);

describe('LoginPage in fr-CA (issue 19)', () => {
  it('titles the card and labels its fields and button in French', () => {
    renderLogin('Tableau de bord');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Connexion à Leafbid' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Courriel')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(screen.queryByText(/Sign in|Email|Password/)).not.toBeInTheDocument();
  });

  it('signs in from the French card', async () => {
    renderLogin('Tableau de bord');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Courriel'), 'acheteur@leafbid.test');
    await user.type(screen.getByLabelText('Mot de passe'), 'cheval-correct');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
  });
});

describe('the language switch on the sign-in card (issue 19)', () => {
  /** The host re-mounts a remote's tree when the language changes. */
  function Remounting({ children }: { children: ReactNode }) {
    return <Fragment key={useLocale()}>{children}</Fragment>;
  }

  beforeEach(() => {
    resetTestLocale();
    window.localStorage.clear();
  });
  afterEach(async () => {
    await switchLocale('en-CA');
    window.localStorage.clear();
  });

  it("'Français' turns the card to French; 'English' back", async () => {
    await addCatalogue('onboarding', async (locale) => (locale === 'fr-CA' ? fr : {}));
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Remounting>
          <LoginPage />
        </Remounting>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Leafbid' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connexion à Leafbid' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('Courriel')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Leafbid' }),
    ).toBeVisible();
  });
});
