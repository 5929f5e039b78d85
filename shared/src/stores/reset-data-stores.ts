import { resetProfileStore } from './profile-store';
import { resetTasksStore } from './tasks-store';

/** Empties the per-user stores (profile, tasks). */
export function resetDataStores(): void {
  resetProfileStore();
  resetTasksStore();
}
