// Runs after the federation runtime has initialised the share scope (src/index.ts is the async
// boundary). The start overlay renders at once; start-up (config → identity → auth, remotes.json
// alongside) runs underneath it — see app/start.ts.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLeafbid } from './app/start';
import { startOverlayShownAt } from './features/loading';

// index.html's start screen has shown since the first paint: the 2 s minimum counts from there.
const startShownAt = startOverlayShownAt();
const starting = startLeafbid();
starting.catch((error: unknown) => console.error('Leafbid could not start', error));

const root = document.getElementById('root');
if (!root) throw new Error('Leafbid: #root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App starting={starting} startShownAt={startShownAt} />
  </StrictMode>,
);
