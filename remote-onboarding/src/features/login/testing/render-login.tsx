// Test wiring of the /login tests (en-CA and fr-CA): the login page inside the host's routes.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Navigate, Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@leafbid/shared';
import { LoginPage } from '../components/login-page';

/** As the host's guard does (spec §2): an authenticated visitor of /login is sent on, here to /. */
function HostGuardStandIn({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  return signedIn ? <Navigate to="/" replace /> : <>{children}</>;
}

/** /login, with `/` showing a heading `dashboard` and /join one 'Join page'. */
export function renderLogin(dashboard = 'Dashboard') {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route
          path="/login"
          element={
            <HostGuardStandIn>
              <LoginPage />
            </HostGuardStandIn>
          }
        />
        <Route path="/" element={<h1>{dashboard}</h1>} />
        <Route path="/join" element={<h1>Join page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}
