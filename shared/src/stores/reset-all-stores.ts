import { clearAccessToken } from '../api/access-token';
import { resetAuthStore } from './auth-store';
import { resetDataStores } from './reset-data-stores';

/** Every store back to its first state, auth unsubscribed, access token dropped query cache emptied (logout, tests). */
export function resetAllStores(): void {
  resetAuthStore();
  resetDataStores();
  clearAccessToken();
}
