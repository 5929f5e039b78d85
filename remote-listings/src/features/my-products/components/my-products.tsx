import { Button, EmptyState, ErrorMessage, Spinner } from '@leafbid/shared/ui';
import { useMyProducts } from '../hooks/use-my-products';
import { ProductListingCard } from './product-listing-card';

export const NO_LISTINGS = 'You have no listings yet.';

/** The 'My Products' tab: a grid of the user's own products, with loading, error and empty states. */
export function MyProducts() {
  const { products, loading, error, retry } = useMyProducts();
  if (error) {
    return (
      <div className="ls-load-error">
        <ErrorMessage message={error} />
        <Button variant="secondary" size="small" onClick={retry}>
          Retry
        </Button>
      </div>
    );
  }
  if (loading) return <Spinner label="Loading your listings" />;
  if (products.length === 0) return <EmptyState title={NO_LISTINGS} />;
  return (
    <ul className="ls-grid">
      {products.map((product) => (
        <li key={product.id} className="ls-grid__item">
          <ProductListingCard product={product} />
        </li>
      ))}
    </ul>
  );
}
