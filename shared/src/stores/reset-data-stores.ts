import { resetProductsStore } from './products-store';
import { resetProfileStore } from './profile-store';

/** Empties the per-user stores (profile, products); the query cache is emptied by resetAllStores. */
export function resetDataStores(): void {
  resetProfileStore();
  resetProductsStore();
}
