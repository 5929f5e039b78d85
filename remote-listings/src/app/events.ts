// The bus events this remote emits (issue 17: each remote declares its own, by declaration
// merging into the kernel's LeafbidEventMap; another remote that listens declares them the same
// way). `product:updated` is also the kernel's: its live updates emit it for a reviewed listing.
import type { Product } from '@leafbid/domain';

declare module '@leafbid/shared' {
  interface LeafbidEventMap {
    /** 'Add Products' created a listing (spec §4, §5). */
    'product:submitted': { product: Product };
    /** A listing was edited or its status changed (spec §4). */
    'product:updated': { product: Product };
    /** A listing was deleted ('Delete Listing', spec §4): every view drops it. */
    'product:deleted': { productId: string };
  }
}
