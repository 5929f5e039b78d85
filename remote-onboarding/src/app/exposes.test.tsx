// The host mounts each exposed module's default export (see webpack.config.cjs `exposes`).
import { render, screen } from '@testing-library/react';
import LoginPageModule from './exposes/login-page';
import ConfirmAccountPageModule from './exposes/confirm-account-page';
import JoinPageModule from './exposes/join-page';
import ResetPageModule from './exposes/reset-page';
import SettingsPageModule from './exposes/settings-page';

describe('onboarding remote exposes', () => {
  it('./LoginPage default-exports a component the host can mount', () => {
    render(<LoginPageModule />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('./ConfirmAccountPage default-exports a component the host can mount', () => {
    render(<ConfirmAccountPageModule />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('./JoinPage default-exports a component the host can mount', () => {
    render(<JoinPageModule />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('./ResetPage default-exports a component the host can mount', () => {
    render(<ResetPageModule />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('./SettingsPage default-exports a component the host can mount', () => {
    render(<SettingsPageModule />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
