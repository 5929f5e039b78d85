// Standalone local development only: the host mounts the exposed module itself.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@leafbid/shared';
import { OperatorPage } from './app/exposes/operator-page';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      {/* In the host, the host's provider of the same one client. */}
      <QueryClientProvider client={queryClient}>
        <OperatorPage />
      </QueryClientProvider>
    </StrictMode>,
  );
}
