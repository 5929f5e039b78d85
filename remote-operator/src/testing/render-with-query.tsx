// Renders a part of the console as the host does: inside a QueryClientProvider — a fresh query
// client per test, so no answer is shared between tests — and, unless told not to, with the
// operator's half of the live bridge connected to it.
import type { ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createQueryClient } from '@leafbid/shared';
import { connectOperatorLiveBridge } from '../app/live-bridge';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

export function renderWithQuery(
  ui: ReactElement,
  { liveBridge = true }: { liveBridge?: boolean } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = createQueryClient();
  if (liveBridge) cleanups.push(connectOperatorLiveBridge(queryClient));
  cleanups.push(() => queryClient.clear());
  const result = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, queryClient };
}
