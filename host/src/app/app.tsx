// Composition of the host (STYLE.md: features are composed only in src/app/).
import { BrowserRouter } from 'react-router-dom';
import { StartGate } from '../features/loading';
import { SupportPopup } from '../features/support';
import { AppRoutes } from './routes';

export interface AppProps {
  /** startLeafbid(): config, identity and the first auth state (see ./start.ts). */
  starting: Promise<unknown>;
}

export function App({ starting }: AppProps) {
  return (
    <BrowserRouter>
      <StartGate starting={starting}>
        <AppRoutes />
        <SupportPopup />
      </StartGate>
    </BrowserRouter>
  );
}
