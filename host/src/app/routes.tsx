// Spec §2 "Screens and routes": every route behind the one RouteGuard, each remote page and
// widget in its own RemoteBoundary (through RemoteModule); the loading overlay during route
// changes (§2 App shell) until the new page has rendered.
import { logoutAndReload } from '@leafbid/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard';
import { RouteGuard } from '../features/guards';
import { LoadingOverlay, RouteChangeOverlay, RoutePending } from '../features/loading';
import { AppShell, PAGE_TITLES, TitledPage } from '../features/shell';
import { RemoteModule } from './remote/RemoteModule';
import type { RemoteModuleId } from './remote/remote-registry';

function RemotePage({ title, id }: { title: string; id: RemoteModuleId }) {
  return (
    <TitledPage title={title}>
      <RemoteModule id={id} />
    </TitledPage>
  );
}

function Dashboard() {
  return (
    <TitledPage title={PAGE_TITLES.dashboard}>
      <DashboardPage
        newArrivals={<RemoteModule id="marketplace/NewArrivals" />}
        pendingOrders={<RemoteModule id="orders/PendingOrders" />}
      />
    </TitledPage>
  );
}

export function AppRoutes() {
  return (
    <RouteChangeOverlay>
      <AppShell onLogout={() => void logoutAndReload()}>
        <Routes>
          <Route
            element={
              <RouteGuard
                waiting={
                  // Holds a route change's overlay up; with none showing (the profile still
                  // loading after start) it is the overlay itself.
                  <RoutePending>
                    <LoadingOverlay />
                  </RoutePending>
                }
              />
            }
          >
            <Route index element={<Dashboard />} />
            <Route
              path="marketplace"
              element={
                <RemotePage title={PAGE_TITLES.marketplace} id="marketplace/MarketplacePage" />
              }
            />
            <Route
              path="orders"
              element={<RemotePage title={PAGE_TITLES.orders} id="orders/OrdersPage" />}
            />
            {/* Open to every signed-in user; only the navigation link is for Sellers and Admins (spec §6). */}
            <Route
              path="listings"
              element={<RemotePage title={PAGE_TITLES.listings} id="listings/ListingsPage" />}
            />
            {/* Issue 11: the operator console; the API answers only Admins, the link shows only to them. */}
            <Route
              path="operator"
              element={<RemotePage title={PAGE_TITLES.operator} id="operator/OperatorPage" />}
            />
            <Route
              path="settings"
              element={<RemotePage title={PAGE_TITLES.settings} id="onboarding/SettingsPage" />}
            />
            <Route
              path="login"
              element={<RemotePage title={PAGE_TITLES.login} id="onboarding/LoginPage" />}
            />
            <Route
              path="join"
              element={<RemotePage title={PAGE_TITLES.join} id="onboarding/JoinPage" />}
            />
            <Route
              path="reset"
              element={<RemotePage title={PAGE_TITLES.reset} id="onboarding/ResetPage" />}
            />
            <Route
              path="confirm-account"
              element={
                <RemotePage title={PAGE_TITLES.confirmAccount} id="onboarding/ConfirmAccountPage" />
              }
            />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Route>
        </Routes>
      </AppShell>
    </RouteChangeOverlay>
  );
}
