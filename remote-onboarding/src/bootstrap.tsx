// Standalone local development only: the host mounts the exposed modules itself.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from './app/exposes/login-page';
import { ConfirmAccountPage } from './app/exposes/confirm-account-page';
import { JoinPage } from './app/exposes/join-page';
import { ResetPage } from './app/exposes/reset-page';
import { SettingsPage } from './app/exposes/settings-page';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LoginPage />
      <ConfirmAccountPage />
      <JoinPage />
      <ResetPage />
      <SettingsPage />
    </StrictMode>,
  );
}
