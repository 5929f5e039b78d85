// The host mounts each exposed module's default export inside its router (see webpack.config.cjs
// `exposes`), with the shared identity and API client already initialised.
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  installFakeApi,
  makeContact,
  type FakeApi,
  signedInWithFakeApi,
  renderWithQueryClient,
} from '@leafbid/shared/testing';
import LoginPageModule from './exposes/login-page';
import ConfirmAccountPageModule from './exposes/confirm-account-page';
import SettingsPageModule from './exposes/settings-page';
import JoinPageModule from './exposes/join-page';
import ResetPageModule from './exposes/reset-page';

let api: FakeApi;

signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({
    'GET /contact-by-email': { data: makeContact({ Account_Confirmed: false }) },
  });
});

const mount = (element: ReactElement) =>
  renderWithQueryClient(<MemoryRouter>{element}</MemoryRouter>);

describe('onboarding remote exposes', () => {
  it('./LoginPage default-exports the sign-in page', () => {
    mount(<LoginPageModule />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to Leafbid' }),
    ).toBeInTheDocument();
  });

  it('./ConfirmAccountPage default-exports the account confirmation page', async () => {
    mount(<ConfirmAccountPageModule />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Account Confirmation' }),
    ).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Submit Documents' });
  });

  it('./SettingsPage default-exports the profile form page', async () => {
    mount(<SettingsPageModule />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
  });

  it('./JoinPage default-exports the six-step sign-up', () => {
    mount(<JoinPageModule />);
    expect(screen.getByRole('heading', { level: 1, name: 'Join Leafbid' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 6' })).toBeInTheDocument();
  });

  it('./ResetPage default-exports the password reset page', () => {
    mount(<ResetPageModule />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it.each([
    ['./LoginPage', LoginPageModule],
    ['./JoinPage', JoinPageModule],
    ['./ResetPage', ResetPageModule],
  ])('%s offers the language switch at the top of its card (issue 19)', (_name, Page) => {
    mount(<Page />);
    const card = screen.getByRole('heading', { level: 1 }).closest('section');
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(card?.firstElementChild).toContainElement(languages);
    expect(
      within(languages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['English', 'Français']);
  });

  it('the signed-in pages have none (the user menu has Language)', async () => {
    mount(<SettingsPageModule />);
    await screen.findByRole('button', { name: 'Update Profile' });
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
  });
});
