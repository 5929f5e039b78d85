import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Product } from '@leafbid/domain';
import { ProductCard } from './product-card';

export interface ProductGridProps {
  products: readonly Product[];
  onLearnMore: (productId: string) => void;
  label: string;
  headingLevel?: 2 | 3;
}

/**
 * The cards of the first row on a wide screen (issue 22): their covers are what the page's
 * largest paint waits for, so they are asked for at once, not when the layout reaches them.
 */
export const EAGER_COVERS = 3;

export function ProductGrid({ products, onLearnMore, label, headingLevel }: ProductGridProps) {
  // One function for every render, calling the latest `onLearnMore`: the memoised cards are not
  // rendered again because the page's handler is a new function (issue 22).
  const latest = useRef(onLearnMore);
  useLayoutEffect(() => {
    latest.current = onLearnMore;
  });
  const learnMore = useCallback((productId: string) => latest.current(productId), []);
  return (
    <ul className="mk-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className="mk-grid__item">
          <ProductCard
            product={product}
            onLearnMore={learnMore}
            headingLevel={headingLevel}
            eagerCover={index < EAGER_COVERS}
          />
        </li>
      ))}
    </ul>
  );
}
