import { clearAccessToken } from '../api/access-token';
import { queryClient } from '../query/query-client';
import { resetAuthStore } from './auth-store';
import { resetDataStores } from './reset-data-stores';

/** Every store back to its first state, auth unsubscribed, access token dropped query cache emptied (logout, tests). */
export function resetAllStores(): void {
  resetAuthStore();
  resetDataStores();
  clearAccessToken();
  // No answer of one user is ever shown to the next.
  queryClient.clear();
}
