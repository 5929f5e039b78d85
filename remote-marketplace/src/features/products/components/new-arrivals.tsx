import { useMemo } from 'react';
import { newArrivals } from '@leafbid/shared/domain';
import { useProductPopup } from '../hooks/use-product-popup';
import { useProducts } from '../hooks/use-products';
import { ProductGrid } from './product-grid';
import { ProductPopup, type RequestFormSlot } from './product-popup';
import { ProductsStatus } from './products-status';
import '../products.css';

export interface NewArrivalsProps {
  /** The 'Send a request' form inside the product popup. */
  requestForm?: RequestFormSlot;
}

/** Spec §2 Dashboard 'New Arrivals': the 4 most recently created active products. */
export function NewArrivals({ requestForm }: NewArrivalsProps) {
  const { products, loading, error, retry } = useProducts();
  const shown = useMemo(() => newArrivals(products), [products]);
  const popup = useProductPopup(shown);

  return (
    <section className="mk-new-arrivals" aria-labelledby="mk-new-arrivals-title">
      <h2 id="mk-new-arrivals-title" className="mk-new-arrivals__title">
        New Arrivals
      </h2>
      <ProductsStatus
        loading={loading}
        error={error}
        count={shown.length}
        emptyText="No new arrivals yet"
        onRetry={retry}
      />
      {shown.length > 0 && (
        <ProductGrid
          products={shown}
          onLearnMore={popup.show}
          label="New arrivals"
          headingLevel={3}
        />
      )}
      <ProductPopup
        open={popup.open}
        product={popup.product}
        canNavigate={popup.canNavigate}
        onPrevious={popup.previous}
        onNext={popup.next}
        onClose={popup.close}
        requestForm={requestForm}
      />
    </section>
  );
}
