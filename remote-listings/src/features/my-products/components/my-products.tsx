import { useRef, useState } from 'react';
import { Button, EmptyState, ErrorMessage, Spinner } from '@leafbid/shared/ui';
import { useMyProducts } from '../hooks/use-my-products';
import { ProductEditPopup } from './product-edit-popup';
import { ProductListingCard } from './product-listing-card';
import { LISTING_MESSAGES } from '../../../app/messages';
import '../my-products.css';

/** The 'My Products' tab: a grid of the user's own products, with loading, error and empty states. */
export function MyProducts() {
  const { products, loading, error, retry } = useMyProducts();
  const [editing, setEditing] = useState<string | null>(null);
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
  return (
    <>
      {products.length === 0 ? (
        <div ref={empty} tabIndex={-1} className="ls-empty">
          <EmptyState title={LISTING_MESSAGES.noListings} />
        </div>
      ) : (
        <ul ref={grid} className="ls-grid">
          {products.map((product) => (
            <li key={product.id} className="ls-grid__item">
              <ProductListingCard product={product} onEdit={edit} />
            </li>
          ))}
        </ul>
      )}
      <ProductEditPopup
        productId={editing}
        onClose={() => setEditing(null)}
        fallbackFocus={focusAfterDelete}
      />
    </>
  );
}
