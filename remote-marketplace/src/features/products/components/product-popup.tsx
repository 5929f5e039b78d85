import type { ReactNode } from 'react';
import { PRODUCT_MESSAGES, mainCategory, type Product } from '@leafbid/domain';
import { Button, ErrorMessage, Modal, Tag } from '@leafbid/shared/ui';
import { productName, productTypes } from '../product-text';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';

/** Renders the 'Send a request' form for a product; `close` closes the popup. */
export type RequestFormSlot = (product: Product, close: () => void) => ReactNode;

export interface ProductPopupProps {
  open: boolean;
  /** null shows 'Loading product information...' (or `error`). */
  product: Product | null;
  /** The product could not be loaded. */
  error?: string | null;
  /** Previous / next arrows show only when true (more than one product listed). */
  canNavigate: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
  /** The purchase request form, composed in by the app (features do not import each other). */
  requestForm?: RequestFormSlot;
}

/** Spec §2 "Product popup". */
export function ProductPopup({
  open,
  product,
  error = null,
  canNavigate,
  onPrevious,
  onNext,
  onClose,
  requestForm,
}: ProductPopupProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={product ? productName(product) : 'Product information'}
      size="large"
      className="mk-popup"
    >
      {canNavigate && (
        <div className="mk-popup__nav">
          <Button variant="ghost" size="small" aria-label="Previous product" onClick={onPrevious}>
            <span aria-hidden="true">‹</span>
          </Button>
          <Button variant="ghost" size="small" aria-label="Next product" onClick={onNext}>
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}
      {product ? (
        <div className="mk-popup__layout">
          <ProductGallery key={product.id} product={product} />
          <div className="mk-popup__info">
            <div className="mk-tags">
              <Tag tone="success">{mainCategory(product)}</Tag>
              {productTypes(product).map((type) => (
                <Tag key={type}>{type}</Tag>
              ))}
            </div>
            {product.Description?.trim() ? (
              <p className="mk-popup__description">{product.Description}</p>
            ) : null}
            <ProductFacts product={product} />
            {requestForm ? (
              <div key={product.id} className="mk-popup__request">
                {requestForm(product, onClose)}
              </div>
            ) : null}
          </div>
        </div>
      ) : error ? (
        <ErrorMessage message={error} />
      ) : (
        <p className="mk-popup__loading" role="status">
          {PRODUCT_MESSAGES.loading}
        </p>
      )}
    </Modal>
  );
}
