// Standalone local development only: the host mounts the exposed modules itself.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MarketplacePage } from './app/exposes/marketplace-page';
import { NewArrivals } from './app/exposes/new-arrivals';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <MarketplacePage />
      <NewArrivals />
    </StrictMode>,
  );
}
