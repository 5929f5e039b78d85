import { resetAllStores } from '../stores/reset-all-stores';

/** Every store back to its first state and session storage cleared; call in beforeEach. */
export function resetStoresForTest(): void {
  resetAllStores();
  try {
    sessionStorage.clear();
  } catch {
    // no DOM storage in this environment
  }
}
