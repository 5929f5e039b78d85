import { useId } from 'react';
import { listingStatus, type Product } from '@leafbid/domain';
import { Button, Tag } from '@leafbid/shared/ui';
import { LISTING_MESSAGES } from '../../../app/messages';
import { isSubmissionPreview } from '../../../lib/my-products-query';
import { CoverImage } from './cover-image';

export interface ProductListingCardProps {
  product: Product;
  /** Opens the product edit popup for this product. */
  onEdit(productId: string): void;
}

export const listingName = (product: Product): string =>
  product.Product_Name?.trim() || LISTING_MESSAGES.untitledProduct;

/**
 * One of the seller's own products (spec §2 Listings screen): cover, name, status tag (spec §4:
 * Active success; Pending warning when a publish request is pending, danger otherwise) and Edit.
 */
export function ProductListingCard({ product, onEdit }: ProductListingCardProps) {
  const titleId = useId();
  const name = listingName(product);
  const status = listingStatus(product);
  return (
    <article className="ls-card" aria-label={name}>
      <CoverImage path={product.cover} alt={name} />
      <div className="ls-card__body">
        <h3 id={titleId} className="ls-card__title">
          {name}
        </h3>
        <div className="ls-card__footer">
          <Tag tone={status.tone}>{status.label}</Tag>
          <Button
            variant="secondary"
            size="small"
            aria-describedby={titleId}
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
