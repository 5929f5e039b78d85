// Standalone local development only: the host mounts the exposed modules itself.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ListingsPage } from './app/exposes/listings-page';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ListingsPage />
    </StrictMode>,
  );
}
