import { resetProductsStore } from './products-store';
import { resetProfileStore } from './profile-store';
import { resetTasksStore } from './tasks-store';

/** Empties the per-user stores (profile, products, tasks). */
export function resetDataStores(): void {
  resetProfileStore();
  resetProductsStore();
  resetTasksStore();
}
