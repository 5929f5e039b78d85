// The app's first render into #root (see ../bootstrap.tsx for when it runs).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

export function renderApp(starting: Promise<unknown>, startShownAt: number): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('Leafbid: #root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App starting={starting} startShownAt={startShownAt} />
    </StrictMode>,
  );
}
