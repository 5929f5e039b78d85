// The kernel's half of the bridge from live events to the query cache (issue 17). The kernel
// knows no remote's keys: when the live stream could not resume (events may have been missed) it
// marks every query stale, and on sign-out it forgets every answer. Each remote adds its own half
// with `invalidateOn` for the events that change what its queries hold.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { bus } from '../bus/bus';
import type { LeafbidEvents } from '../bus/events';
import { queryClient as pageQueryClient } from './query-client';

/** Starts the kernel's bridge; returns the function that stops it. */
export function connectQueryBridge(client: QueryClient = pageQueryClient): () => void {
  const resynced = () => void client.invalidateQueries();
  bus.on('live:resynced', resynced);
  return () => bus.off('live:resynced', resynced);
}

/**
 * Marks the queries under `queryKey` stale (refetching the ones on screen) whenever one of
 * `events` is emitted on the bus; returns the function that stops it.
 */
export function invalidateOn(
  events: readonly (keyof LeafbidEvents)[],
  queryKey: QueryKey,
  client: QueryClient = pageQueryClient,
): () => void {
  const invalidate = () => void client.invalidateQueries({ queryKey });
  for (const event of events) bus.on(event, invalidate);
  return () => {
    for (const event of events) bus.off(event, invalidate);
  };
}
