// A component under test gets its own query cache: nothing one test loads shows in the next.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../query/query-client';

/** Renders `ui` inside a QueryClientProvider of `client` (a fresh one by default). */
export function renderWithQueryClient(ui: ReactElement, client: QueryClient = createQueryClient()) {
  return {
    ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>),
    client,
  };
}
