import type { QueryClient } from '@tanstack/react-query';
import { reviewListingsQueryKey, type ReviewQueue } from './get-review-listings';

/**
 * A decided listing leaves the queue at once (the answer says it is no longer awaiting review),
 * and the queue is asked again, in the background, for what else changed.
 */
export function removeFromQueue(client: QueryClient, productId: string): void {
  client.setQueryData<ReviewQueue>(reviewListingsQueryKey, (queue) =>
    queue && queue.data.some((listing) => listing.id === productId)
      ? {
          data: queue.data.filter((listing) => listing.id !== productId),
          total: Math.max(0, queue.total - 1),
        }
      : queue,
  );
  void client.invalidateQueries({ queryKey: reviewListingsQueryKey });
}

type QueuedListing = ReviewQueue['data'][number];

/** The queue's copy of one listing follows the answer of an action on it (it stays queued). */
export function updateInQueue(
  client: QueryClient,
  productId: string,
  change: (listing: QueuedListing) => QueuedListing,
): void {
  client.setQueryData<ReviewQueue>(reviewListingsQueryKey, (queue) =>
    queue
      ? {
          ...queue,
          data: queue.data.map((listing) => (listing.id === productId ? change(listing) : listing)),
        }
      : queue,
  );
}
