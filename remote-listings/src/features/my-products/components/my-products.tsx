import { useEffect, useRef, useState } from 'react';
import { useInRouterContext, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, ErrorMessage, Spinner } from '@leafbid/shared/ui';
import { useMyProducts } from '../hooks/use-my-products';
import { useListingDemand } from '../api/trade-desk';
import { connectTradeDeskLiveUpdates } from '../api/trade-desk-live';
import { ProductEditPopup } from './product-edit-popup';
import { ListingBidsDialog } from './listing-bids-dialog';
import { ListingsCsvLink } from './listings-csv-link';
import { ProductListingCard, listingName } from './product-listing-card';
import { LISTING_DEMAND_MESSAGES, LISTING_MESSAGES } from '../../../messages';
import '../my-products.css';

/**
 * The 'My Products' tab: a grid of the user's own products, with loading, error and empty states;
 * issue 20: each with its demand and its bids, and the CSV of them all. Issue 35: the listing the
 * address names (/listings?product=<id>, a notification's link) is highlighted; outside a router
 * (the remote on its own) nothing is.
 */
export function MyProducts() {
  return useInRouterContext() ? <RoutedMyProducts /> : <MyProductsGrid targetId={null} />;
}

function RoutedMyProducts() {
  const [params] = useSearchParams();
  return <MyProductsGrid targetId={params.get('product')?.trim() || null} />;
}

function MyProductsGrid({ targetId }: { targetId: string | null }) {
  const { products, loading, error, retry } = useMyProducts();
  const [editing, setEditing] = useState<string | null>(null);
  const client = useQueryClient();
  useEffect(() => connectTradeDeskLiveUpdates(client), [client]);
  const demand = useListingDemand();
  const [bidsOf, setBidsOf] = useState<string | null>(null);
  const bidsListing = products.find((product) => product.id === bidsOf);
  // Issue 18: after a delete, focus goes to the card that took the deleted one's place (or the
  // one before it, or the empty list's message), never to the page's body.
  const editedIndex = useRef(0);
  const grid = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLDivElement>(null);
  const edit = (id: string) => {
    editedIndex.current = Math.max(
      0,
      products.findIndex((product) => product.id === id),
    );
    setEditing(id);
  };
  const focusAfterDelete = (): HTMLElement | null => {
    const buttons = grid.current?.querySelectorAll<HTMLElement>('[data-edit-button]');
    if (!buttons?.length) return empty.current;
    return buttons[Math.min(editedIndex.current, buttons.length - 1)] ?? null;
  };
  if (error) {
    return (
      <div className="ls-load-error">
        <ErrorMessage message={error} />
        <Button variant="secondary" size="small" onClick={retry}>
          {LISTING_MESSAGES.retry}
        </Button>
      </div>
    );
  }
  if (loading) return <Spinner label={LISTING_MESSAGES.loadingListings} />;
  // The demand is known for every listing once loaded (absent = no open bids); while it is not,
  // the cards show none, and a failure says so once, here.
  const demandOf = (id: string) => (demand.data ? (demand.data.get(id) ?? null) : undefined);
  return (
    <>
      <div className="ls-toolbar">
        {demand.error && !demand.data ? (
          <div className="ls-toolbar__error">
            <p className="ls-demand__error">
              {demand.error.message || LISTING_DEMAND_MESSAGES.loadFailed}
            </p>
            <Button variant="secondary" size="small" onClick={() => void demand.refetch()}>
              {LISTING_DEMAND_MESSAGES.retry}
            </Button>
          </div>
        ) : null}
        <ListingsCsvLink />
      </div>
      {products.length === 0 ? (
        <div ref={empty} tabIndex={-1} className="ls-empty">
          <EmptyState title={LISTING_MESSAGES.noListings} />
        </div>
      ) : (
        <ul ref={grid} className="ls-grid">
          {products.map((product) => (
            <li key={product.id} className="ls-grid__item">
              <ProductListingCard
                product={product}
                onEdit={edit}
                demand={demandOf(product.id)}
                onShowBids={setBidsOf}
                highlighted={product.id === targetId}
              />
            </li>
          ))}
        </ul>
      )}
      <ProductEditPopup
        productId={editing}
        onClose={() => setEditing(null)}
        fallbackFocus={focusAfterDelete}
      />
      <ListingBidsDialog
        listing={bidsListing ? { id: bidsListing.id, name: listingName(bidsListing) } : null}
        onClose={() => setBidsOf(null)}
      />
    </>
  );
}
