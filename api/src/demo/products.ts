/** The demo catalogue: about 40 listings across all 17 product categories of spec §3. */
import type { DemoProduct } from './product-types.js';
import { flowerProducts } from './products-flowers.js';
import { extractAndEdibleProducts } from './products-extracts.js';

export type { DemoProduct } from './product-types.js';

export const demoProducts: DemoProduct[] = [...flowerProducts, ...extractAndEdibleProducts];

/** Index of a demo product by its (unique) name; throws when the name is unknown. */
export function demoProductIndex(name: string): number {
  const index = demoProducts.findIndex((p) => p.Product_Name === name);
  if (index < 0) throw new Error(`Unknown demo product: ${name}`);
  return index;
}
