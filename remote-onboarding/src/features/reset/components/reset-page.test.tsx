import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createFakeIdentity, resetStoresForTest, type FakeIdentity } from '@leafbid/shared/testing';
import { ResetPage } from './reset-page';

let identity: FakeIdentity;

beforeEach(() => {
  resetStoresForTest();
  identity = createFakeIdentity({ user: null, validResetCodes: ['good-code'] });
});

afterEach(() => jest.useRealTimers());

function renderReset(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/reset" element={<ResetPage />} />
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ResetPage (spec §2 Reset, §5, §8)', () => {
  it("shows one 'New Password' field and a 'Reset Password' button", () => {
    renderReset('/reset?oobCode=good-code');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it("a missing oobCode: 'Invalid password reset link.'", () => {
    renderReset('/reset');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid password reset link.');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it('an invalid or expired code: the §8 message', async () => {
    renderReset('/reset?oobCode=stale-code');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reset link is invalid or expired. Please request a new one.',
    );
    expect(identity.confirmedResets).toEqual([]);
  });

  it('asks for a new password before calling the identity service', async () => {
    renderReset('/reset?oobCode=good-code');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please enter a new password.')).toBeInTheDocument();
    expect(identity.confirmedResets).toEqual([]);
  });

  it('success: the message, then /login after 3 seconds', async () => {
    jest.useFakeTimers();
    renderReset('/reset?oobCode=good-code');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText('New Password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password has been reset. Redirecting to login...',
    );
    expect(identity.confirmedResets).toEqual([
      { oobCode: 'good-code', newPassword: 'new-secret-1' },
    ]);
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('a password the policy refuses is shown in plain words', async () => {
    identity.confirmPasswordReset = async () => {
      throw Object.assign(new Error('Firebase: Error (auth/weak-password).'), {
        code: 'auth/weak-password',
      });
    };
    renderReset('/reset?oobCode=good-code');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password is too weak: it must be at least 6 characters long.',
    );
  });
});
