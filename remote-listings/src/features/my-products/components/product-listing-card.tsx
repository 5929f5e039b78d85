import { useId } from 'react';
import { isActiveFlag, listingStatus, textOf, type Product } from '@leafbid/domain';
import { Button, Tag } from '@leafbid/shared/ui';
import { LISTING_BIDS_MESSAGES, LISTING_MESSAGES } from '../../../messages';
import { isSubmissionPreview } from '../../../lib/my-products-query';
import type { ListingDemand } from '../api/trade-desk';
import { useReveal } from '../hooks/use-reveal';
import { CoverImage } from './cover-image';
import { ListingDemandFigures } from './listing-demand';

export interface ProductListingCardProps {
  product: Product;
  /** Opens the product edit popup for this product. */
  onEdit(productId: string): void;
  /**
   * Issue 20: the listing's demand; null when it has no open bids, undefined while it is not known
   * (loading, or it could not be loaded: the list says so once, above the cards).
   */
  demand?: ListingDemand | null;
  /** Issue 20: opens the anonymous bids on this listing. */
  onShowBids?(productId: string): void;
  /** Issue 35: the listing a notification opened — marked, scrolled into view and focused. */
  highlighted?: boolean;
}

export const listingName = (product: Product): string =>
  product.Product_Name?.trim() || LISTING_MESSAGES.untitledProduct;

/** Where the listing stands with the operator (issue 18), or null when nothing is under way. */
function reviewStanding(product: Product): string | null {
  // Issue 41: a live listing's edits to what buyers read wait for the operator.
  if (product.Pending_Changes) return LISTING_MESSAGES.changesAwaitingReview;
  if (isActiveFlag(product.Product_Active)) return null;
  if (isActiveFlag(product.Request_pending)) return LISTING_MESSAGES.awaitingPublication;
  if (product.Awaiting_Review) return LISTING_MESSAGES.awaitingFirstReview;
  if (product.Review_Note) return LISTING_MESSAGES.declined(product.Review_Note);
  return null;
}

/**
 * One of the seller's own products (spec §2 Listings screen): cover, name, status tag (spec §4:
 * Active success; Pending warning when a publish request is pending, danger otherwise) and Edit.
 */
export function ProductListingCard({
  product,
  onEdit,
  demand,
  onShowBids,
  highlighted = false,
}: ProductListingCardProps) {
  const titleId = useId();
  const markId = useId();
  const ref = useReveal<HTMLElement>(highlighted);
  const name = listingName(product);
  const status = listingStatus(product);
  const standing = reviewStanding(product);
  return (
    <article
      ref={ref}
      className={highlighted ? 'ls-card ls-card--highlighted' : 'ls-card'}
      aria-label={name}
      {...(highlighted ? { tabIndex: -1, 'aria-describedby': markId } : {})}
    >
      {highlighted ? (
        <p id={markId} className="ls-card__highlight">
          {LISTING_MESSAGES.fromNotification}
        </p>
      ) : null}
      <CoverImage path={product.cover} alt={name} />
      <div className="ls-card__body">
        <h3 id={titleId} className="ls-card__title">
          {name}
        </h3>
        {standing ? <p className="ls-card__standing">{standing}</p> : null}
        {demand !== undefined ? <ListingDemandFigures name={name} demand={demand} /> : null}
        <div className="ls-card__footer">
          <Tag tone={status.tone}>{textOf(status.label)}</Tag>
          {demand && demand.open_bids > 0 && onShowBids ? (
            <Button
              variant="secondary"
              size="small"
              aria-describedby={titleId}
              data-bids-button={product.id}
              onClick={() => onShowBids(product.id)}
            >
              {LISTING_BIDS_MESSAGES.open}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="small"
            aria-describedby={titleId}
            data-edit-button
            // A submission still being sent has no id on the server yet.
            disabled={isSubmissionPreview(product)}
            onClick={() => onEdit(product.id)}
          >
            {LISTING_MESSAGES.edit}
          </Button>
        </div>
      </div>
    </article>
  );
}
