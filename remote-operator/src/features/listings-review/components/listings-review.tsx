import { useState } from 'react';
import { declineListing, publishListing } from '@leafbid/shared';
import { DECLINE_NOTE_MAX_LENGTH, OPERATOR_MESSAGES } from '@leafbid/domain';
import { ListState } from '../../../components/list-state';
import { messageOf } from '../../../components/format';
import { Notice } from '../../../components/notice';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useReviewQueue, type QueuedListing } from '../hooks/use-review-queue';
import { ReviewCard } from './review-card';

const M = OPERATOR_MESSAGES;

/**
 * Listings review (spec §4 "Publishing (an operator-side action)"): each listing awaiting review,
 * Publish (active, pending cleared) or Decline with a note the seller reads.
 */
export function ListingsReview() {
  const queue = useReviewQueue();
  const [busy, setBusy] = useState<{ id: string; action: 'publish' | 'decline' } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [declining, setDeclining] = useState<QueuedListing | null>(null);
  const [declineError, setDeclineError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const total = queue.extra?.total ?? queue.items.length;

  const nameOf = (listing: QueuedListing) => listing.product.Product_Name || M.missing;

  async function publish(listing: QueuedListing) {
    setBusy({ id: listing.id, action: 'publish' });
    setErrors(({ [listing.id]: _gone, ...rest }) => rest);
    try {
      await publishListing(listing.id);
      queue.remove(listing.id);
      setNotice(M.published(nameOf(listing)));
      queue.reload({ quiet: true });
    } catch (error) {
      setErrors((e) => ({ ...e, [listing.id]: messageOf(error, M.listingsFailed) }));
    } finally {
      setBusy(null);
    }
  }

  async function decline(listing: QueuedListing, note: string) {
    setBusy({ id: listing.id, action: 'decline' });
    setDeclineError(null);
    try {
      await declineListing(listing.id, note);
      queue.remove(listing.id);
      setDeclining(null);
      setNotice(M.declined(nameOf(listing)));
      queue.reload({ quiet: true });
    } catch (error) {
      setDeclineError(messageOf(error, M.declineFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="op-panel" aria-label={M.tabs.listings}>
      <Notice text={notice} onDismiss={() => setNotice(null)} />
      <ListState
        loading={queue.loading}
        loadingLabel={M.listingsLoading}
        error={queue.error}
        onRetry={() => queue.reload()}
        empty={queue.items.length === 0}
        emptyTitle={M.listingsEmpty}
        emptyHint={M.listingsEmptyHint}
      >
        <p className="op-count">{M.listingsCount(queue.items.length, total)}</p>
        <ul className="op-stack">
          {queue.items.map((listing) => (
            <li key={listing.id}>
              <ReviewCard
                listing={listing}
                busy={busy?.id === listing.id ? busy.action : null}
                error={errors[listing.id] ?? null}
                onPublish={() => void publish(listing)}
                onDecline={() => {
                  setDeclineError(null);
                  setDeclining(listing);
                }}
              />
            </li>
          ))}
        </ul>
      </ListState>
      {declining ? (
        <ReasonDialog
          key={declining.id}
          open
          title={M.declineTitle(nameOf(declining))}
          text={M.declineText}
          label={M.noteLabel}
          maxLength={DECLINE_NOTE_MAX_LENGTH}
          confirmLabel={M.declineConfirm}
          busyLabel={M.declining}
          busy={busy?.action === 'decline'}
          error={declineError}
          onConfirm={(note) => void decline(declining, note)}
          onCancel={() => setDeclining(null)}
        />
      ) : null}
    </section>
  );
}
