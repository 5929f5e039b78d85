import { useMemo, useState, type ReactNode } from 'react';
import { onlyActive, sortProducts, type ProductSort } from '@leafbid/shared/domain';
import { GetInTouch } from '@leafbid/shared/ui';
import { useProductPopup } from '../hooks/use-product-popup';
import { useProducts } from '../hooks/use-products';
import { ProductGrid } from './product-grid';
import { ProductPopup, type RequestFormSlot } from './product-popup';
import { ProductsStatus } from './products-status';
import { SortButtons } from './sort-buttons';
import '../products.css';

export interface MarketplacePageProps {
  /** The 'Send a request' form inside the product popup. */
  requestForm?: RequestFormSlot;
  /** Sidebar slot for the filters panel (spec §2; it comes with its own issue). */
  filters?: ReactNode;
}

/** Spec §2 Marketplace (/marketplace): sort buttons, product grid, sidebar. The host sets the title. */
export function MarketplacePage({ requestForm, filters }: MarketplacePageProps) {
  const { products, loading, error, retry } = useProducts();
  const [sort, setSort] = useState<ProductSort>('newest');
  const shown = useMemo(() => sortProducts(onlyActive(products), sort), [products, sort]);
  const popup = useProductPopup(shown);

  return (
    <div className="mk-page">
      <div className="mk-page__main">
        <header className="mk-page__header">
          <h1 className="mk-page__title">Marketplace</h1>
          <SortButtons value={sort} onChange={setSort} />
        </header>
        <ProductsStatus
          loading={loading}
          error={error}
          count={shown.length}
          emptyText="No products found"
          onRetry={retry}
        />
        {shown.length > 0 && (
          <ProductGrid products={shown} onLearnMore={popup.show} label="Products" />
        )}
      </div>
      <aside className="mk-page__sidebar" aria-label="Marketplace sidebar">
        {filters ? (
          <section className="mk-sidebar__filters" aria-label="Filters">
            {filters}
          </section>
        ) : null}
        <GetInTouch />
      </aside>
      <ProductPopup
        open={popup.open}
        product={popup.product}
        canNavigate={popup.canNavigate}
        onPrevious={popup.previous}
        onNext={popup.next}
        onClose={popup.close}
        requestForm={requestForm}
      />
    </div>
  );
}
