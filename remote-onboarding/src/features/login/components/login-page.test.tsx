import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { uninstallIdentity, useAuthStore } from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  resetStoresForTest,
  type FakeIdentity,
} from '@leafbid/shared/testing';
import { LoginPage } from './login-page';
import { renderLogin } from '../testing/render-login';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage (spec §2 /login)', () => {
  let identity: FakeIdentity;

  beforeEach(() => {
    resetStoresForTest();
    identity = createFakeIdentity({
      user: null,
      accounts: { 'buyer@leafbid.test': 'correct-horse' },
    });
  });

  it('shows the sign-in card with labelled Email and Password fields', () => {
    renderLogin();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to Leafbid' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('links to /join for a new company (issue 7)', async () => {
    renderLogin();
    expect(screen.getByText('New to Leafbid?')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Join page' })).toBeInTheDocument();
  });

  it("'Forgot password?' sends the reset email and never tells whether the address has an account", async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nobody@leafbid.test');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    // The address typed for sign-in is carried over.
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@leafbid.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for nobody@leafbid.test, we sent it a link to reset the password. Check your inbox.',
    );
    expect(identity.passwordResets).toEqual([
      { email: 'nobody@leafbid.test', continueUrl: `${window.location.origin}/login` },
    ]);
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("'Forgot password?' asks for a valid email first", async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(identity.passwordResets).toEqual([]);
  });

  it("leaves where to go after signing in to the host's guard: a deep link's target is kept (issue 35)", async () => {
    function Where() {
      const { pathname, search } = useLocation();
      return <p data-testid="where">{`${pathname}${search}`}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/login?next=%2Forders']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<h1>Dashboard</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    await fillAndSubmit('buyer@leafbid.test', 'correct-horse');
    await waitFor(() => expect(useAuthStore.getState().status).toBe('authenticated'));
    expect(screen.getByTestId('where')).toHaveTextContent('/login?next=%2Forders');
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('signs in with email and password, then goes to the dashboard', async () => {
    renderLogin();
    await fillAndSubmit('buyer@leafbid.test', 'correct-horse');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(useAuthStore.getState().user?.email).toBe('buyer@leafbid.test');
  });

  it("shows a wrong password in plain words ('Incorrect email or password.') and stays on the page", async () => {
    renderLogin();
    await fillAndSubmit('buyer@leafbid.test', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(screen.getByRole('heading', { name: 'Sign in to Leafbid' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it.each([
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
    ['auth/network-request-failed', 'Network error. Please check your connection and try again.'],
    ['auth/user-disabled', 'This account has been disabled. Please contact support.'],
  ])('maps the identity code %s to plain words', async (code, text) => {
    identity.signIn = async () => {
      throw Object.assign(new Error(`Firebase: Error (${code}).`), { code });
    };
    renderLogin();
    await fillAndSubmit('buyer@leafbid.test', 'correct-horse');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it("shows 'Signing in...' while the identity service answers", async () => {
    let finish: () => void = () => {};
    identity.signIn = (email) =>
      new Promise((resolve) => {
        finish = () => resolve({ uid: 'demo-buyer', email });
      });
    renderLogin();
    await fillAndSubmit('buyer@leafbid.test', 'correct-horse');

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('asks for a valid email and a password before calling the identity service', async () => {
    const signIn = jest.spyOn(identity, 'signIn');
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please enter a valid email address.',
      'Please enter your password.',
    ]);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('never crashes when identity is not initialised: the error is shown', async () => {
    uninstallIdentity();
    renderLogin();
    await fillAndSubmit('buyer@leafbid.test', 'correct-horse');

    expect(await screen.findByRole('alert')).toHaveTextContent('Identity not initialised');
  });

  it.each([
    ['no contact at all', null],
    ['an existing contact never linked, email not verified', { id: 'c_1', User_UID: null }],
  ])(
    'a sign-up that stopped half-way (%s) is sent to /join to finish, signed out',
    async (_name, found) => {
      const api = installFakeApi({ 'GET /contact-search-by-email': { data: found } });
      await useAuthStore.getState().initialise();
      renderLogin();
      await fillAndSubmit('buyer@leafbid.test', 'correct-horse');
      expect(await screen.findByRole('heading', { name: 'Join page' })).toBeInTheDocument();
      expect(identity.currentUser()).toBeNull();
      expect(useAuthStore.getState().status).toBe('anonymous');
      api.restore();
    },
  );

  it('a complete account (contact linked) signs in as usual', async () => {
    const api = installFakeApi({
      'GET /contact-search-by-email': { data: { id: 'c_1', User_UID: 'uid-buyer@leafbid.test' } },
    });
    await useAuthStore.getState().initialise();
    renderLogin();
    await fillAndSubmit('buyer@leafbid.test', 'correct-horse');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(useAuthStore.getState().status).toBe('authenticated');
    api.restore();
  });
});
