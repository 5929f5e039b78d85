import { NEW_ARRIVALS_COUNT } from '@leafbid/domain';
import { DialogLoadFailed, useLazyModule } from '@leafbid/shared/ui';
import { useCatalogue } from '../hooks/use-catalogue';
import { useProductPopup } from '../hooks/use-product-popup';
import { ProductGrid } from './product-grid';
import { popupTitle } from '../product-text';
import type { RequestFormSlot } from './product-popup';
import { ProductsStatus } from './products-status';
import '../products.css';
import { NEW_ARRIVALS_MESSAGES as M } from '../../../messages';

export interface NewArrivalsProps {
  /** The 'Send a request' form inside the product popup. */
  requestForm?: RequestFormSlot;
}

/**
 * The popup's code, and the request form's in the same chunk (the app asks for that under the same
 * name), asked for when the widget is first pointed at, focused in or a card opened (issue 22:
 * they are not on the dashboard's first load).
 */
const loadProductPopup = () => import(/* webpackChunkName: "product-popup" */ './product-popup');
const warmProductPopup = (): void => void loadProductPopup().catch(() => undefined);

/** Spec §2 Dashboard 'New Arrivals': the 4 most recently created active products. */
export function NewArrivals({ requestForm }: NewArrivalsProps) {
  // The default view (newest first, no filter), one page of 4.
  const { products: shown, loading, error, retry } = useCatalogue('', NEW_ARRIVALS_COUNT);
  const popup = useProductPopup(shown);
  // Kept once loaded, so the popup closes (and gives focus back) as Radix does it.
  const popupCode = useLazyModule(loadProductPopup, popup.open);

  return (
    <section
      className="mk-new-arrivals"
      aria-labelledby="mk-new-arrivals-title"
      onPointerEnter={warmProductPopup}
      onFocus={warmProductPopup}
    >
      <h2 id="mk-new-arrivals-title" className="mk-new-arrivals__title">
        {M.title}
      </h2>
      <ProductsStatus
        loading={loading}
        error={error}
        count={shown.length}
        emptyText={M.empty}
        onRetry={retry}
      />
      {shown.length > 0 && (
        <ProductGrid
          products={shown}
          onLearnMore={popup.show}
          label={M.gridLabel}
          headingLevel={3}
        />
      )}
      <DialogLoadFailed code={popupCode} title={popupTitle(popup.product)} onClose={popup.close} />
      {popupCode.module ? (
        <popupCode.module.ProductPopup
          open={popup.open}
          product={popup.product}
          error={popup.error}
          canNavigate={popup.canNavigate}
          onPrevious={popup.previous}
          onNext={popup.next}
          onClose={popup.close}
          requestForm={requestForm}
        />
      ) : null}
    </section>
  );
}
