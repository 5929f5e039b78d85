// Standalone local development only: the host mounts the exposed modules itself, inside its
// router and after it has initialised identity (without that, sign-in reports the missing setup).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { LoginPage } from './app/exposes/login-page';
import { ConfirmAccountPage } from './app/exposes/confirm-account-page';
import { SettingsPage } from './app/exposes/settings-page';
import { STANDALONE_MESSAGES } from './messages';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <nav>
          <Link to="/login">{STANDALONE_MESSAGES.login}</Link>{' '}
          <Link to="/confirm-account">{STANDALONE_MESSAGES.confirmAccount}</Link>{' '}
          <Link to="/settings">{STANDALONE_MESSAGES.settings}</Link>
        </nav>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/confirm-account" element={<ConfirmAccountPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="*" element={<LoginPage />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
