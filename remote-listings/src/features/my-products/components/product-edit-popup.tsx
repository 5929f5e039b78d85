import { useId } from 'react';
import { PRODUCT_MESSAGES } from '@leafbid/domain';
import { ApiImage, Modal } from '@leafbid/shared/ui';
import { LISTING_MESSAGES, PRODUCT_EDIT_MESSAGES } from '../../../messages';
import { useMyProductsQuery } from '../../../lib/my-products-query';
import { FALLBACK_COVER } from './fallback-cover';
import { ListingActions } from './listing-actions';
import { listingName } from './product-listing-card';
import { ProductEditForm } from './product-edit-form';
import { ProductFilesEditor } from './product-files-editor';

export interface ProductEditPopupProps {
  /** The product being edited; null = closed. */
  productId: string | null;
  onClose(): void;
  /** Where focus goes on closing when the Edit button that opened it is gone (a delete). */
  fallbackFocus?: () => HTMLElement | null;
}

const recordImagePath = (id: string) => `/record-image/${encodeURIComponent(id)}`;

/**
 * Spec §2 Product edit popup (Radix dialog of the UI kit): the product name, the cover (with a
 * fallback image on load error) and the Record_Image when present, the operator's note when it
 * declined the publication request (issue 11), the edit form, the status toggle and 'Delete Listing'. Without the product (not loaded, or gone) it shows 'Loading product
 * information...'.
 */
export function ProductEditPopup({ productId, onClose, fallbackFocus }: ProductEditPopupProps) {
  const { data: products } = useMyProductsQuery();
  const product = (productId && products?.find((p) => p.id === productId)) || null;
  const name = product ? listingName(product) : LISTING_MESSAGES.edit;
  return (
    <Modal
      open={productId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={name}
      size="large"
      className="ls-edit"
      {...(fallbackFocus ? { fallbackFocus } : {})}
    >
      {product ? (
        <div className="ls-edit__layout">
          <div className="ls-edit__media">
            <ApiImage
              className="ls-edit__cover"
              path={product.cover}
              alt={PRODUCT_EDIT_MESSAGES.coverAlt(name)}
              fallbackSrc={FALLBACK_COVER}
            />
            {product.Record_Image ? (
              <ApiImage
                className="ls-edit__record-image"
                path={recordImagePath(product.Record_Image)}
                alt={PRODUCT_EDIT_MESSAGES.recordImageAlt(name)}
              />
            ) : null}
          </div>
          <div className="ls-edit__content">
            {product.Review_Note ? <ReviewNote note={product.Review_Note} /> : null}
            {/* A new form per product: its fields start from that product. */}
            <ProductEditForm key={product.id} product={product} onClose={onClose} />
            <ProductFilesEditor product={product} />
            <ListingActions product={product} onDeleted={onClose} />
          </div>
        </div>
      ) : (
        <p className="ls-note" role="status">
          {PRODUCT_MESSAGES.loading}
        </p>
      )}
    </Modal>
  );
}

/**
 * Issue 11: why the operator declined the publication request (Review_Note). The API clears it
 * when the seller requests publication again or the product is published.
 */
function ReviewNote({ note }: { note: string }) {
  const titleId = useId();
  return (
    <section className="ls-review-note" aria-labelledby={titleId}>
      <h3 id={titleId} className="ls-review-note__title">
        {PRODUCT_EDIT_MESSAGES.reviewNoteTitle}
      </h3>
      <p className="ls-review-note__text">{note}</p>
      <p className="ls-review-note__hint">{PRODUCT_EDIT_MESSAGES.reviewNoteHint}</p>
    </section>
  );
}
