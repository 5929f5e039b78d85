// Standalone local development only: the host mounts the exposed modules itself (and provides the
// query client; here the kernel's one is provided the same way).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@leafbid/shared';
import { ListingsPage } from './app/exposes/listings-page';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ListingsPage />
      </QueryClientProvider>
    </StrictMode>,
  );
}
