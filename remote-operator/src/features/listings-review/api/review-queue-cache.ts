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
