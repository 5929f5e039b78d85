import type { Contact, Party, Product, Task } from '@leafbid/domain';

/** Events apps exchange through the shared bus (noun + past tense). */
export type LeafbidEvents = {
  'bid:created': { task: Task };
  'bid:updated': { task: Task };
  'bid:deleted': { taskId: string };
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
};
