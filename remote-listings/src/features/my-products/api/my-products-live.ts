// Live updates of the seller's listings (issue 11, issue 17's bridge): bus events patch the cached
// list, so My Products follows the operator's review and the other tabs without a reload. A gap
// in the stream (`live:resynced`) is the kernel's half: it marks every query stale.
import type { QueryClient } from '@tanstack/react-query';
import { bus, relayAcrossTabs } from '@leafbid/shared';
import { mergeMyProduct, putMyProduct, removeMyProduct } from '../../../lib/my-products-query';

const connected = new WeakSet<QueryClient>();

/** Keeps `client`'s list of the seller's products live; once per client, for its lifetime. */
export function connectMyProductsLiveUpdates(client: QueryClient): void {
  if (connected.has(client)) return;
  connected.add(client);
  // The seller's changes reach this browser's other tabs (bus/cross-tab.ts), and theirs this one.
  relayAcrossTabs(['product:submitted', 'product:updated', 'product:deleted']);
  // A product changed elsewhere (this tab's other views, another tab, the operator's review).
  bus.on('product:updated', ({ product }) =>
    mergeMyProduct(client, product, { addMissing: false }),
  );
  // The operator reviewed one of the seller's listings: the owner's copy, with Contact_Name and
  // Review_Note, goes in — added when the list does not hold it yet.
  bus.on('listing:reviewed', ({ product }) =>
    mergeMyProduct(client, product, { addMissing: true }),
  );
  // Published, as buyers see it: the owner fields the event leaves out stay as they were.
  bus.on('product:published', ({ product }) =>
    mergeMyProduct(client, product, { addMissing: true }),
  );
  // Submitted or deleted in another tab of this browser (the kernel relays the bus).
  bus.on('product:submitted', ({ product }) => putMyProduct(client, product));
  bus.on('product:deleted', ({ productId }) => removeMyProduct(client, productId));
}
