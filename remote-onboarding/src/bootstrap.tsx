// Standalone local development only: the host mounts the exposed modules itself, inside its
// router and after it has initialised identity (without that, sign-in reports the missing setup).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { LoginPage } from './app/exposes/login-page';
import { ConfirmAccountPage } from './app/exposes/confirm-account-page';
import { SettingsPage } from './app/exposes/settings-page';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <nav>
          <Link to="/login">Login</Link> <Link to="/confirm-account">Confirm account</Link>{' '}
          <Link to="/settings">Settings</Link>
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
