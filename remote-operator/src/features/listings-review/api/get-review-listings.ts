// GET /operator/listings: the listings awaiting review, oldest request first, and how many there are.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@leafbid/shared';
import type { ReviewListing } from '@leafbid/domain';
import { OPERATOR_QUERY_ROOT, listOf } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';

/** A listing of the queue, keyed by its product's id. */
export type QueuedListing = ReviewListing & { id: string };

export interface ReviewQueue {
  data: QueuedListing[];
  total: number;
}

export async function getReviewListings(): Promise<ReviewQueue> {
  const body = await apiRequest('/operator/listings', {
    fallback: OPERATOR_MESSAGES.listingsFailed,
  });
  const data = listOf<ReviewListing>(body).map((listing) => ({
    ...listing,
    id: listing.product.id,
  }));
  const total = (body as { total?: unknown }).total;
  return { data, total: typeof total === 'number' ? total : data.length };
}

export const reviewListingsQueryKey = [...OPERATOR_QUERY_ROOT, 'listings'] as const;

export const reviewListingsQueryOptions = () =>
  queryOptions({ queryKey: reviewListingsQueryKey, queryFn: getReviewListings });

export const useReviewListings = () => useQuery(reviewListingsQueryOptions());
