// Composition of the host (STYLE.md: features are composed only in src/app/).
import { queryClient } from '@leafbid/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { StartGate } from '../features/loading';
import { SupportPopup } from '../features/support';
import { LocaleRemount } from './locale-remount';
import { LocationSignal } from './location-signal';
import { AppRoutes } from './routes';

export interface AppProps {
  /** startLeafbid(): config, identity and the first auth state (see ./start.ts). */
  starting: Promise<unknown>;
  /** When the start overlay first showed (index.html's start screen: the first paint). */
  startShownAt?: number;
}

export function App({ starting, startShownAt }: AppProps) {
  // The one query cache every remote's hooks use (issue 17); remotes render inside this tree.
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <LocationSignal />
        <StartGate
          starting={starting}
          {...(startShownAt === undefined ? {} : { shownAt: startShownAt })}
        >
          <LocaleRemount>
            <AppRoutes />
            <SupportPopup />
          </LocaleRemount>
        </StartGate>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
