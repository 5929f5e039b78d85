import { useEffect, type ReactNode } from 'react';
import { PRODUCT_MESSAGES, mainCategory, type Product } from '@leafbid/domain';
import { Button, ErrorMessage, Modal, Tag } from '@leafbid/shared/ui';
import { popupTitle, productTypes } from '../product-text';
import { ProductCertificates } from './product-certificates';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { MARKETPLACE_MESSAGES as M } from '../../../messages';

/** Renders the 'Send a request' form for a product; `close` closes the popup. */
export type RequestFormSlot = (product: Product, close: () => void) => ReactNode;

export interface ProductPopupProps {
  open: boolean;
  /** null shows 'Loading product information...' (or `error`). */
  product: Product | null;
  /** The product could not be loaded. */
  error?: string | null;
  /** Issue 18: the product of the URL does not exist or is not listed. */
  notFound?: boolean;
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
  notFound = false,
  canNavigate,
  onPrevious,
  onNext,
  onClose,
  requestForm,
}: ProductPopupProps) {
  useArrowKeys(open && canNavigate, onPrevious, onNext);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={popupTitle(product, notFound)}
      size="large"
      className="mk-popup"
    >
      {canNavigate && (
        <div className="mk-popup__nav">
          <Button variant="ghost" size="small" aria-label={M.previousProduct} onClick={onPrevious}>
            <span aria-hidden="true">‹</span>
          </Button>
          <Button variant="ghost" size="small" aria-label={M.nextProduct} onClick={onNext}>
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}
      {product ? (
        <div className="mk-popup__layout">
          <ProductGallery key={product.id} product={product} />
          <div className="mk-popup__info">
            <div className="mk-tags">
              <Tag tone="success">{M.cannabisType(mainCategory(product))}</Tag>
              {productTypes(product).map((type) => (
                <Tag key={type}>{type}</Tag>
              ))}
            </div>
            {product.Description?.trim() ? (
              <p className="mk-popup__description">{product.Description}</p>
            ) : null}
            <ProductFacts product={product} />
            <ProductCertificates product={product} />
            {requestForm ? (
              <div key={product.id} className="mk-popup__request">
                {requestForm(product, onClose)}
              </div>
            ) : null}
          </div>
        </div>
      ) : notFound ? (
        <p className="mk-popup__not-found" role="alert">
          {M.productNotFoundHint}
        </p>
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

/** Where ←/→ belong to the control, not to the popup (text, sliders, selects, menus). */
const OWN_ARROWS =
  'input, textarea, select, [contenteditable="true"], [role="slider"], [role="combobox"], [role="listbox"], [role="option"], [role="radio"], [role="menuitem"], [role="tab"]';

/**
 * Issue 18: ← and → move to the previous and next product while the popup is open, unless the
 * key belongs to a field or to a dialog opened over the popup (the bid confirmation).
 */
function useArrowKeys(active: boolean, onPrevious: () => void, onNext: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey
      )
        return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_ARROWS)) return;
      const dialog = target?.closest('[role="dialog"], [role="alertdialog"]');
      if (dialog && !dialog.classList.contains('mk-popup')) return;
      event.preventDefault();
      if (event.key === 'ArrowLeft') onPrevious();
      else onNext();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, onPrevious, onNext]);
}
