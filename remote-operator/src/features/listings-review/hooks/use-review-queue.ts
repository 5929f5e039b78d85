import { fetchReviewListings } from '@leafbid/shared';
import { OPERATOR_MESSAGES, type ReviewListing } from '@leafbid/domain';
import { useLiveRefresh } from '../../../components/use-live-refresh';
import { usePagedList } from '../../../components/use-paged-list';

export type QueuedListing = ReviewListing & { id: string };

async function queue() {
  const { data, total } = await fetchReviewListings();
  return {
    data: data.map((listing) => ({ ...listing, id: listing.product.id })),
    nextCursor: null,
    extra: { total },
  };
}

/** Listings awaiting review (GET /operator/listings), kept current by the live operator events. */
export function useReviewQueue() {
  const list = usePagedList<QueuedListing, { total: number }>(
    'queue',
    queue,
    OPERATOR_MESSAGES.listingsFailed,
  );
  useLiveRefresh(['operator:listing-requested', 'live:resynced'], () =>
    list.reload({ quiet: true }),
  );
  return list;
}
