import type { Contact, Product, Task } from '../domain';

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
};
