// A fresh query client per test (issue 17): no answer of one test is seen by the next.
import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { createQueryClient } from '../query/query-client';

export interface RenderWithQueryClientResult extends RenderResult {
  queryClient: QueryClient;
}

/** `render` inside a QueryClientProvider of a new client (or the one given). */
export function renderWithQueryClient(
  ui: ReactElement,
  {
    queryClient = createQueryClient(),
    ...options
  }: RenderOptions & { queryClient?: QueryClient } = {},
): RenderWithQueryClientResult {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...render(ui, { wrapper, ...options }), queryClient };
}
