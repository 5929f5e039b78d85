import { useEffect, useId, useRef, useState } from 'react';
import { ORDER_MESSAGES, formatLocaleDate, formatMoney } from '@leafbid/domain';
import { Button, ErrorMessage, Modal, Spinner } from '@leafbid/shared/ui';
import {
  BID_LEVEL_MESSAGES,
  COUNTER_STATUS_MESSAGES,
  LISTING_BIDS_MESSAGES as M,
} from '../../../messages';
import { canCounter, totalOf, useListingBids, type SellerBid } from '../api/trade-desk';
import { CounterOfferForm } from './counter-offer-form';
import { grams, pricePerGram } from './listing-demand';

const STATUS_LABELS: Record<string, () => string> = {
  'Not Started': () => M.statusNotStarted,
  Pending: () => M.statusPending,
  Agreed: () => M.statusAgreed,
  Approved: () => M.statusApproved,
  Completed: () => M.statusCompleted,
};

/** A task status in the active locale; an unknown one as the API wrote it. */
const statusLabel = (status: string | null | undefined): string =>
  status ? (STATUS_LABELS[status]?.() ?? status) : ORDER_MESSAGES.missingValue;

/** '14 Aug 2026' in the active locale; '-' when missing or unreadable. */
function dateLabel(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return ORDER_MESSAGES.missingValue;
  return formatLocaleDate(date, { dateStyle: 'medium' });
}

const money = (value: number | null | undefined): string =>
  value == null ? ORDER_MESSAGES.missingValue : formatMoney(value);

export interface ListingBidsDialogProps {
  /** The listing whose bids show; null keeps the dialog closed. */
  listing: { id: string; name: string } | null;
  onClose(): void;
}

/**
 * Issue 20: the bids on one of the seller's listings, anonymous (their terms, quality, status and
 * date; never who placed them), each open one with its counter-offer or the form to propose one.
 */
export function ListingBidsDialog({ listing, onClose }: ListingBidsDialogProps) {
  return (
    <Modal
      open={listing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={listing ? M.title(listing.name) : ''}
      description={M.anonymity}
      size="large"
      className="ls-bids-dialog"
    >
      {listing ? <ListingBids productId={listing.id} /> : null}
    </Modal>
  );
}

function ListingBids({ productId }: { productId: string }) {
  const { data: bids, error, isPending, isFetching, refetch } = useListingBids(productId);
  if (isPending && isFetching) return <Spinner label={M.loading} />;
  if (!bids) {
    return (
      <div className="ls-load-error">
        <ErrorMessage message={error?.message || M.loadFailed} />
        <Button variant="secondary" size="small" onClick={() => void refetch()}>
          {M.retry}
        </Button>
      </div>
    );
  }
  if (bids.length === 0) return <p className="ls-bids__none">{M.none}</p>;
  return (
    <ul className="ls-bids" aria-label={M.listLabel}>
      {bids.map((bid) => (
        <li key={bid.id} className="ls-bids__item">
          <BidEntry productId={productId} bid={bid} />
        </li>
      ))}
    </ul>
  );
}

function BidEntry({ productId, bid }: { productId: string; bid: SellerBid }) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [sent, setSent] = useState(false);
  // Where focus goes once the form has closed (its fields are gone): read after that render.
  const focusAfter = useRef<'sent' | 'button' | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const counter = bid.counter;

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    (target === 'sent' ? sentRef : buttonRef).current?.focus();
  });

  return (
    <article className="ls-bid" aria-labelledby={headingId}>
      <h3 id={headingId} className="ls-bid__title">
        {M.bidPlaced(dateLabel(bid.created_at))}
      </h3>
      <dl className="ls-bid__figures">
        <div>
          <dt>{M.quantity}</dt>
          <dd>{grams(bid.quantity)}</dd>
        </div>
        <div>
          <dt>{M.pricePerGram}</dt>
          <dd>{pricePerGram(bid.price_per_gram)}</dd>
        </div>
        <div>
          <dt>{M.total}</dt>
          <dd>{money(totalOf(bid))}</dd>
        </div>
        <div>
          <dt>{M.quality}</dt>
          <dd>{bid.quality ? BID_LEVEL_MESSAGES[bid.quality] : M.notRated}</dd>
        </div>
        <div>
          <dt>{M.status}</dt>
          <dd>{statusLabel(bid.status)}</dd>
        </div>
        <div>
          <dt>{M.placed}</dt>
          <dd>{dateLabel(bid.created_at)}</dd>
        </div>
      </dl>
      {counter ? (
        <div className="ls-bid__counter">
          <p>
            {M.counterTerms(
              grams(counter.quantity),
              pricePerGram(counter.price_per_gram),
              money(totalOf(counter)),
            )}
          </p>
          <p className={`ls-bid__counter-status ls-bid__counter-status--${counter.status}`}>
            {M.counterStatus(COUNTER_STATUS_MESSAGES[counter.status])}
          </p>
          {counter.note ? <p className="ls-bid__note">{M.counterNote(counter.note)}</p> : null}
        </div>
      ) : null}
      {sent ? (
        <p ref={sentRef} tabIndex={-1} role="status" className="ls-bid__sent">
          {M.sent}
        </p>
      ) : null}
      {canCounter(bid) && editing ? (
        <CounterOfferForm
          productId={productId}
          bid={bid}
          onSent={() => {
            setEditing(false);
            setSent(true);
            focusAfter.current = 'sent';
          }}
          onCancel={() => {
            setEditing(false);
            focusAfter.current = 'button';
          }}
        />
      ) : null}
      {canCounter(bid) && !editing ? (
        <Button
          ref={buttonRef}
          variant="secondary"
          size="small"
          aria-describedby={headingId}
          onClick={() => {
            setSent(false);
            setEditing(true);
          }}
        >
          {M.counterOffer}
        </Button>
      ) : null}
    </article>
  );
}
