import type { Contact, Party, Product } from '@leafbid/domain';

/**
 * Events apps exchange through the bus (noun + past tense). The kernel declares the platform's
 * events; a remote adds its own by declaration merging, next to the code that emits them:
 *
 *   declare module '@leafbid/shared' {
 *     interface LeafbidEventMap { 'bid:created': { task: Task } }
 *   }
 *
 * and names the ones that travel to the other tabs with `relayAcrossTabs` (bus/cross-tab.ts).
 * The remotes' events still declared here move to their remotes with the code that emits them.
 */
export interface LeafbidEventMap {
  'product:submitted': { product: Product };
  'product:updated': { product: Product };
  /** A listing was deleted ('Delete Listing', spec §4): every view drops it. */
  'product:deleted': { productId: string };
  'profile:updated': { profile: Contact };
  /** Someone pressed 'Get in touch': the host opens the Support Request popup. */
  'support:open': undefined;
  // Live updates (issue 11, shared/src/live): what the API pushed, as bus events.
  /** A product was published: an open marketplace refetches its view. */
  'product:published': { product: Product };
  /** The operator published or declined one of the signed-in seller's listings. */
  'listing:reviewed': { product: Product; decision: 'published' | 'declined' };
  /** Events may have been missed (the stream could not resume): views refetch what they show. */
  'live:resynced': undefined;
  /** Operator events, to Admins: the console refreshes the tab concerned. */
  'operator:listing-requested': { product: { id: string; Product_Name?: string | null } };
  'operator:bid-created': { bid: { id: string; Subject?: string | null } };
  'operator:account-confirmed': { contact: Party };
}

/** The bus's event map (a type alias, as mitt needs an index-signature-compatible record). */
export type LeafbidEvents = { [K in keyof LeafbidEventMap]: LeafbidEventMap[K] };
