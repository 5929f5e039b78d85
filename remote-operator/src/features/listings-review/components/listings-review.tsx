import { useState } from 'react';
import { DECLINE_NOTE_MAX_LENGTH } from '@leafbid/domain';
import { ListState } from '../../../components/list-state';
import { messageOf } from '../../../components/format';
import { Notice } from '../../../components/notice';
import { ReasonDialog } from '../../../components/reason-dialog';
import { listStatus } from '../../../lib/list-status';
import { useFocusTarget } from '../../../lib/use-focus-target';
import { TargetMissing } from '../../../components/target-label';
import { OPERATOR_MESSAGES } from '../../../messages';
import { useDeclineListing } from '../api/decline-listing';
import { useReviewListings, type QueuedListing } from '../api/get-review-listings';
import { usePublishListing } from '../api/publish-listing';
import { ReviewCard } from './review-card';

const M = OPERATOR_MESSAGES;

/**
 * Listings review (spec §4 "Publishing (an operator-side action)"): each listing awaiting review,
 * Publish (active, pending cleared) or Decline with a note the seller reads. Issue 35: `focusId`,
 * the listing a notification opened (/operator?listing=<id>), is brought into view.
 */
export function ListingsReview({ focusId = null }: { focusId?: string | null } = {}) {
  const queue = useReviewListings();
  const publishing = usePublishListing();
  const declining = useDeclineListing();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toDecline, setToDecline] = useState<QueuedListing | null>(null);
  const [declineError, setDeclineError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const listings = queue.data?.data ?? [];
  const total = queue.data?.total ?? listings.length;
  const { loading, error } = listStatus(queue, M.listingsFailed);
  const focus = useFocusTarget(focusId, {
    ids: listings.map((listing) => listing.id),
    loaded: !loading && !error,
  });

  const nameOf = (listing: QueuedListing) => listing.product.Product_Name || M.missing;
  const busyOn = (id: string) =>
    publishing.isPending && publishing.variables === id
      ? 'publish'
      : declining.isPending && declining.variables?.productId === id
        ? 'decline'
        : null;

  async function publish(listing: QueuedListing) {
    setErrors(({ [listing.id]: _gone, ...rest }) => rest);
    try {
      await publishing.mutateAsync(listing.id);
      setNotice(M.published(nameOf(listing)));
    } catch (failure) {
      setErrors((e) => ({ ...e, [listing.id]: messageOf(failure, M.listingsFailed) }));
    }
  }

  async function decline(listing: QueuedListing, note: string) {
    setDeclineError(null);
    try {
      await declining.mutateAsync({ productId: listing.id, note });
      setToDecline(null);
      setNotice(M.declined(nameOf(listing)));
    } catch (failure) {
      setDeclineError(messageOf(failure, M.declineFailed));
    }
  }

  return (
    <section className="op-panel" aria-label={M.tabs.listings}>
      <Notice text={notice} onDismiss={() => setNotice(null)} />
      {focus === 'missing' ? <TargetMissing text={M.listingNotInQueue} /> : null}
      <ListState
        loading={loading}
        loadingLabel={M.listingsLoading}
        error={error}
        onRetry={() => void queue.refetch()}
        empty={listings.length === 0}
        emptyTitle={M.listingsEmpty}
        emptyHint={M.listingsEmptyHint}
      >
        <p className="op-count">{M.listingsCount(listings.length, total)}</p>
        <ul className="op-stack">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ReviewCard
                listing={listing}
                highlighted={listing.id === focusId}
                busy={busyOn(listing.id)}
                error={errors[listing.id] ?? null}
                onPublish={() => void publish(listing)}
                onDecline={() => {
                  setDeclineError(null);
                  setToDecline(listing);
                }}
              />
            </li>
          ))}
        </ul>
      </ListState>
      {toDecline ? (
        <ReasonDialog
          key={toDecline.id}
          open
          title={M.declineTitle(nameOf(toDecline))}
          text={M.declineText}
          label={M.noteLabel}
          maxLength={DECLINE_NOTE_MAX_LENGTH}
          confirmLabel={M.declineConfirm}
          busyLabel={M.declining}
          busy={declining.isPending}
          error={declineError}
          onConfirm={(note) => void decline(toDecline, note)}
          onCancel={() => setToDecline(null)}
        />
      ) : null}
    </section>
  );
}
