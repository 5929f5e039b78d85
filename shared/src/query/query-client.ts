// The one query client (issue 17): server data of every remote goes through TanStack Query, and
// @tanstack/react-query is a federation singleton, so the host's QueryClientProvider and each
// remote's useQuery/useMutation meet in this one cache. Remotes keep their own query keys and
// queryOptions next to their API calls; the kernel knows none of them.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Spec §4: fresh answers are kept; a view opened again within this shows them without a
        // request, and live events (connectQueryBridge) mark what they change stale sooner.
        staleTime: 30_000,
        // The request core already makes the spec's attempts (§9: at most 2 per API call, a 401
        // retried with a fresh token): a query never adds its own on top.
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The page's one query client: the host provides it, every remote's hooks use it. */
export const queryClient: QueryClient = createQueryClient();
