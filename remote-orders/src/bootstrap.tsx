// Standalone local development only: the host mounts the exposed modules itself.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OrdersPage } from './app/exposes/orders-page';
import { PendingOrders } from './app/exposes/pending-orders';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <OrdersPage />
      <PendingOrders />
    </StrictMode>,
  );
}
