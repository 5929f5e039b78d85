import { clearAccessToken } from '../api/access-token';
import { resetAuthStore } from './auth-store';
import { resetDataStores } from './reset-data-stores';

/**
 * Every store back to its first state, the query cache emptied, auth unsubscribed and the access
 * token dropped (logout, tests).
 */
export function resetAllStores(): void {
  resetAuthStore();
  resetDataStores();
  clearAccessToken();
}
