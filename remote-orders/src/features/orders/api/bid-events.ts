// The orders remote's bid events (issue 17: declared by the remotes that emit or hear them; the
// marketplace declares `bid:created` and `bid:deleted` identically) and the half of the live-event
// bridge that keeps the tasks cache in step with them: a bid placed in the marketplace, edited or
// deleted in another view or tab, or approved by the operator (the API's live `bid:updated`).
// Issue 20: a counter-offer relayed, withdrawn or answered (the API's live `counter:updated`,
// which carries only ids and the status) refetches the lists, as do events that may have been
// missed (`live:resynced`).
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bus, queryClient as pageQueryClient, relayAcrossTabs } from '@leafbid/shared';
import type { Task } from '@leafbid/domain';
import { TASKS_KEY, isTempTask, putTask, removeTask, replaceTask } from './tasks-cache';

declare module '@leafbid/shared' {
  interface LeafbidEventMap {
    /**
     * A bid was placed: first the one being sent (a `temp_` id, shown at once), then the server's
     * task, which takes its place (`replaces`: the temp id).
     */
    'bid:created': { task: Task; replaces?: string };
    /** A bid changed (edited here or in another tab, approved by the operator). */
    'bid:updated': { task: Task };
    /** A bid left the list (deleted, or a send that failed). */
    'bid:deleted': { taskId: string };
  }
}

// The other tabs of this browser hear them too (their lists update without a reload).
relayAcrossTabs(['bid:created', 'bid:updated', 'bid:deleted']);

/** The events after which the task lists are read again (what changed is not in the event). */
const REFETCH_ON = ['counter:updated', 'live:resynced'] as const;

/** Applies the bid events to `client`'s task lists; returns the stop. */
function connectBidEvents(client: QueryClient): () => void {
  const created = ({ task, replaces }: { task: Task; replaces?: string }): void =>
    putTask(client, task, replaces);
  const updated = ({ task }: { task: Task }): void => replaceTask(client, task);
  const deleted = ({ taskId }: { taskId: string }): void => removeTask(client, taskId);
  const refetch = (): void => void client.invalidateQueries({ queryKey: [TASKS_KEY] });
  bus.on('bid:created', created);
  bus.on('bid:updated', updated);
  bus.on('bid:deleted', deleted);
  for (const event of REFETCH_ON) bus.on(event, refetch);
  return () => {
    bus.off('bid:created', created);
    bus.off('bid:updated', updated);
    bus.off('bid:deleted', deleted);
    for (const event of REFETCH_ON) bus.off(event, refetch);
  };
}

const following = new Map<QueryClient, { users: number; stop: () => void }>();

/** Follows the bid events for `client` (counted: one listener set per client); returns the release. */
export function followBidEvents(client: QueryClient): () => void {
  const current = following.get(client) ?? { users: 0, stop: connectBidEvents(client) };
  current.users += 1;
  following.set(client, current);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users === 0) {
      current.stop();
      following.delete(client);
    }
  };
}

// The page's cache follows them for as long as this remote is loaded, not only while a list is on
// screen: a bid placed on the marketplace is in the cache when Orders opens.
followBidEvents(pageQueryClient);

/** The same for the provider's client when it is another one (tests). */
export function useFollowBidEvents(): void {
  const client = useQueryClient();
  useEffect(() => followBidEvents(client), [client]);
}

export { isTempTask };
