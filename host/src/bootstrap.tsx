// Runs after the federation runtime has initialised the share scope (src/index.ts is the
// async boundary): register the remotes named in /remotes.json, then render the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRemotes, setUpRemotes } from './app/remote/remote-registry';
import { loadSharedSingletons } from './app/remote/shared-singletons';

async function start() {
  const sharedReady = loadSharedSingletons();
  try {
    await Promise.all([setUpRemotes('/remotes.json'), sharedReady]);
    // Warm every reachable remote; failures surface later, only where that remote is mounted.
    void preloadRemotes();
  } catch (error) {
    // Without remotes.json the shell still renders; each remote mount shows its fallback.
    console.error('Leafbid: could not read /remotes.json', error);
  }
  await sharedReady;
  const root = document.getElementById('root');
  if (!root) throw new Error('Leafbid: #root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
