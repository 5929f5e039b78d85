import { useState } from 'react';
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
        <EmptyState title={LISTING_MESSAGES.noListings} />
      ) : (
        <ul className="ls-grid">
          {products.map((product) => (
            <li key={product.id} className="ls-grid__item">
              <ProductListingCard product={product} onEdit={setEditing} />
            </li>
          ))}
        </ul>
      )}
      <ProductEditPopup productId={editing} onClose={() => setEditing(null)} />
    </>
  );
}
