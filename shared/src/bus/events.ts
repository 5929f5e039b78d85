import type { Contact, Product } from '@leafbid/domain';
import type { PassedOnLiveEvents } from './api-live-events';

/**
 * Events apps exchange through the bus (noun + past tense). The kernel declares the platform's
 * events; a remote adds its own by declaration merging, next to the code that emits them:
 *
 *   declare module '@leafbid/shared' {
 *     interface LeafbidEventMap { 'bid:created': { task: Task } }
 *   }
 *
 * and names the ones that travel to the other tabs with `relayAcrossTabs` (bus/cross-tab.ts).
 * The API's live events the kernel's stream passes on (api-live-events.ts) are platform events:
 * the one connection is the kernel's, their shapes are the API's contract in @leafbid/domain.
 */
export interface LeafbidEventMap extends PassedOnLiveEvents {
  /**
   * A product changed. The kernel's live updates emit it for a listing the operator reviewed (an
   * API stream event, like the two below); the listings remote emits it for the seller's edits.
   */
  'product:updated': { product: Product };
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
}

/** The bus's event map (a type alias, as mitt needs an index-signature-compatible record). */
export type LeafbidEvents = { [K in keyof LeafbidEventMap]: LeafbidEventMap[K] };
