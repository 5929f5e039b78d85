import { listingStatus, type Product } from '@leafbid/shared/domain';
import { Tag } from '@leafbid/shared/ui';
import { CoverImage } from './cover-image';

export const UNTITLED_PRODUCT = 'Untitled Product';

export interface ProductListingCardProps {
  product: Product;
}

/**
 * One of the seller's own products (spec §2 Listings screen): cover, name and status tag
 * (spec §4: Active success; Pending warning when a publish request is pending, danger otherwise).
 * The Edit button and the product edit popup come with the product-edit issue.
 */
export function ProductListingCard({ product }: ProductListingCardProps) {
  const name = product.Product_Name?.trim() || UNTITLED_PRODUCT;
  const status = listingStatus(product);
  return (
    <article className="ls-card" aria-label={name}>
      <CoverImage path={product.cover} alt={name} />
      <div className="ls-card__body">
        <h3 className="ls-card__title">{name}</h3>
        <Tag tone={status.tone}>{status.label}</Tag>
      </div>
    </article>
  );
}
