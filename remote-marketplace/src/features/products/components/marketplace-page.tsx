import { useEffect, useRef, useState } from 'react';
import { activeFilterCount, hasActiveFilters } from '@leafbid/domain';
import { Button, EmptyState, GetInTouch } from '@leafbid/shared/ui';
import { useCatalogue } from '../hooks/use-catalogue';
import { useCatalogueView } from '../hooks/use-catalogue-view';
import { useNarrowScreen } from '../hooks/use-narrow-screen';
import { useProductRoute } from '../hooks/use-product-route';
import { FiltersPanel } from './filters/filters-panel';
import { FiltersSheet } from './filters/filters-sheet';
import { LoadMore } from './load-more';
import { ProductGrid } from './product-grid';
import { ProductPopup, type RequestFormSlot } from './product-popup';
import { ProductsStatus } from './products-status';
import { SortButtons } from './sort-buttons';
import '../products.css';
import { MARKETPLACE_MESSAGES as M } from '../../../messages';

export interface MarketplacePageProps {
  /** The 'Send a request' form inside the product popup. */
  requestForm?: RequestFormSlot;
}

/**
 * Spec §2 Marketplace (/marketplace): sort buttons, the product grid a page at a time, and the
 * filters panel. The view (filters and sort) lives in the URL; the API filters and sorts (§5).
 * The filters come before the results in the document (issue 18): in the right sidebar on a wide
 * screen (first in keyboard order, not after every card), behind a 'Filters' button opening a
 * sheet on a phone. Each product has its own URL, /marketplace/{id}, which opens its popup.
 */
export function MarketplacePage({ requestForm }: MarketplacePageProps) {
  const { view, query, setFilters, setSort, clearFilters } = useCatalogueView();
  const catalogue = useCatalogue(query);
  const popup = useProductRoute(catalogue);
  const filtered = hasActiveFilters(view.filters);
  const { products, total } = catalogue;
  const narrow = useNarrowScreen();
  const [sheetOpen, setSheetOpen] = useState(false);
  // Load more pressed: once the next page is in, focus goes to its first product (issue 18), not
  // back to the top of the page.
  const grid = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || products.length <= from) return;
    focusFrom.current = null;
    const items = grid.current?.querySelectorAll<HTMLElement>('.mk-grid__item');
    items?.item(from)?.querySelector<HTMLElement>('button')?.focus();
  }, [products.length]);
  const filters = (
    <FiltersPanel
      filters={view.filters}
      onChange={setFilters}
      onClear={clearFilters}
      showTitle={!narrow}
    />
  );

  return (
    <div className="mk-page">
      {narrow ? null : (
        <aside className="mk-page__sidebar" aria-label={M.sidebarLabel}>
          <section className="mk-sidebar__filters" aria-label={M.filtersHeading}>
            {filters}
          </section>
          <GetInTouch />
        </aside>
      )}
      <div className="mk-page__main">
        <header className="mk-page__header">
          <h1 className="mk-page__title">{M.title}</h1>
          {narrow ? (
            <FiltersSheet
              open={sheetOpen}
              onOpenChange={setSheetOpen}
              title={M.filtersHeading}
              trigger={
                <Button variant="secondary" className="mk-page__filters-button">
                  {M.filtersButton(activeFilterCount(view.filters))}
                </Button>
              }
              footer={
                <Button onClick={() => setSheetOpen(false)}>
                  {catalogue.stale || total === null ? M.showAllResults : M.showResults(total)}
                </Button>
              }
            >
              {filters}
            </FiltersSheet>
          ) : null}
          <SortButtons value={view.sort} onChange={setSort} />
        </header>
        <p className="mk-page__count" role="status" aria-live="polite">
          {!catalogue.stale && total ? M.resultCount(products.length, total) : ''}
        </p>
        {!catalogue.stale &&
        !catalogue.loading &&
        !catalogue.error &&
        products.length === 0 &&
        filtered ? (
          <EmptyState
            className="mk-status"
            title={M.noMatch}
            description={M.noMatchHint}
            action={
              <Button variant="secondary" onClick={clearFilters}>
                {M.clearFilters}
              </Button>
            }
          />
        ) : (
          <ProductsStatus
            loading={catalogue.loading}
            error={catalogue.error}
            count={products.length}
            emptyText={M.empty}
            onRetry={catalogue.retry}
          />
        )}
        {products.length > 0 && (
          <div
            ref={grid}
            aria-busy={catalogue.stale}
            className={catalogue.stale ? 'mk-grid-wrap mk-grid-wrap--stale' : 'mk-grid-wrap'}
          >
            <ProductGrid products={products} onLearnMore={popup.show} label={M.gridLabel} />
          </div>
        )}
        {catalogue.hasMore && !catalogue.error ? (
          <LoadMore
            loading={catalogue.loadingMore}
            onLoadMore={catalogue.loadMore}
            onLoadMoreRequested={() => (focusFrom.current = products.length)}
          />
        ) : null}
      </div>
      {narrow ? (
        <aside className="mk-page__sidebar" aria-label={M.sidebarLabel}>
          <GetInTouch />
        </aside>
      ) : null}
      <ProductPopup
        open={popup.open}
        product={popup.product}
        error={popup.error}
        notFound={popup.notFound}
        canNavigate={popup.canNavigate}
        onPrevious={popup.previous}
        onNext={popup.next}
        onClose={popup.close}
        requestForm={requestForm}
      />
    </div>
  );
}
