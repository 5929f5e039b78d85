// Standalone local development only: the host mounts the exposed module itself.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OperatorPage } from './app/exposes/operator-page';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <OperatorPage />
    </StrictMode>,
  );
}
