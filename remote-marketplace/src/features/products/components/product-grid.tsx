import type { Product } from '@leafbid/domain';
import { ProductCard } from './product-card';

export interface ProductGridProps {
  products: readonly Product[];
  onLearnMore: (productId: string) => void;
  label: string;
  headingLevel?: 2 | 3;
}

export function ProductGrid({ products, onLearnMore, label, headingLevel }: ProductGridProps) {
  return (
    <ul className="mk-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className="mk-grid__item">
          <ProductCard product={product} onLearnMore={onLearnMore} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
