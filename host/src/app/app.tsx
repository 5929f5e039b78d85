// Skeleton shell: a navigation and one route per remote page. The real shell (overlay, guards,
// header, dashboard) replaces this.
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { RemoteModule } from './remote/RemoteModule';

export function App() {
  return (
    <BrowserRouter>
      <nav aria-label="Main">
        <Link to="/">Dashboard</Link> <Link to="/marketplace">Marketplace</Link>{' '}
        <Link to="/orders">Orders</Link> <Link to="/listings">Listings</Link>{' '}
        <Link to="/settings">Settings</Link>
      </nav>
      <main>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <RemoteModule id="marketplace/NewArrivals" />
                <RemoteModule id="orders/PendingOrders" />
              </>
            }
          />
          <Route path="/marketplace" element={<RemoteModule id="marketplace/MarketplacePage" />} />
          <Route path="/orders" element={<RemoteModule id="orders/OrdersPage" />} />
          <Route path="/listings" element={<RemoteModule id="listings/ListingsPage" />} />
          <Route path="/login" element={<RemoteModule id="onboarding/LoginPage" />} />
          <Route path="/join" element={<RemoteModule id="onboarding/JoinPage" />} />
          <Route path="/reset" element={<RemoteModule id="onboarding/ResetPage" />} />
          <Route
            path="/confirm-account"
            element={<RemoteModule id="onboarding/ConfirmAccountPage" />}
          />
          <Route path="/settings" element={<RemoteModule id="onboarding/SettingsPage" />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
