import { queryClient } from '../query/query-client';
import { resetProfileStore } from './profile-store';

/** Empties the per-user data: the profile store and the query cache (the remotes' server data, e.g. the tasks). */
export function resetDataStores(): void {
  resetProfileStore();
  // No answer of one user is ever shown to the next (logout).
  queryClient.clear();
}
