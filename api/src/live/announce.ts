// What happened, told to whom (issue 11; docs/api.md "Live updates"). Each function runs after the
// change is committed and publishes the events of one change to the hub.
import type {
  ContactRow,
  CounterOfferRow,
  ProductFileRow,
  ProductRow,
  TaskRow,
} from '../db/schema.js';
import { toPartyJson } from '../repositories/operator/parties.js';
import { toProductJson } from '../schemas/product.js';
import type { sharedSchemas } from '../schemas/shared-schemas.js';
import { toTaskJson } from '../schemas/task.js';
import type { LiveHub } from './event-hub.js';

type BuyerCounterJson = sharedSchemas.BuyerCounterJson;

/**
 * The buyer learns its bid changed (its Orders and dashboard move it). With `counter` (issue 20),
 * the task carries its Counter as the buyer's answers do; without, it has no Counter field.
 */
export function announceBidUpdated(
  hub: LiveHub,
  task: TaskRow,
  buyerName: string | null,
  counter?: BuyerCounterJson | null,
): void {
  hub.publish(
    'bid:updated',
    { task: toTaskJson(task, buyerName, counter) },
    { contactId: task.contactId },
  );
}

/**
 * Issue 20: a counter-offer changed. Ids and status only (each screen refetches what its user may
 * read): to the listing's seller and Admins, and to the bid's buyer once the counter was relayed.
 */
export function announceCounterUpdated(
  hub: LiveHub,
  counter: CounterOfferRow,
  buyerContactId: string,
): void {
  const data = { counter: { id: counter.id, task_id: counter.taskId, status: counter.status } };
  if (counter.sellerContactId)
    hub.publish('counter:updated', data, { contactId: counter.sellerContactId });
  hub.publish('counter:updated', data, { admins: true });
  if (counter.relayedAt) hub.publish('counter:updated', data, { contactId: buyerContactId });
}

/**
 * A published product: its seller learns it (its listing, owner fields included), and every
 * signed-in user gets the product as a buyer sees it (never its owner), for an open marketplace.
 */
export function announcePublished(
  hub: LiveHub,
  product: ProductRow,
  files: ProductFileRow[],
): void {
  if (product.ownerContactId) {
    hub.publish(
      'listing:published',
      { product: toProductJson(product, files, true) },
      { contactId: product.ownerContactId },
    );
  }
  hub.publish(
    'product:published',
    { product: toProductJson(product, files, false) },
    { everyone: true },
  );
}

/** The seller learns its publication request was declined, with the operator's note. */
export function announceDeclined(hub: LiveHub, product: ProductRow, files: ProductFileRow[]): void {
  if (!product.ownerContactId) return;
  hub.publish(
    'listing:declined',
    { product: toProductJson(product, files, true) },
    { contactId: product.ownerContactId },
  );
}

/** Admins: a listing awaits review. */
export function announceListingRequested(hub: LiveHub, product: ProductRow): void {
  hub.publish(
    'operator:listing-requested',
    { product: { id: product.id, Product_Name: product.productName } },
    { admins: true },
  );
}

/** Admins: a buyer placed a bid. */
export function announceBidCreated(hub: LiveHub, task: TaskRow): void {
  hub.publish(
    'operator:bid-created',
    { bid: { id: task.id, Subject: task.subject } },
    { admins: true },
  );
}

/** Admins: an account confirmed its documents and awaits review. */
export function announceAccountConfirmed(hub: LiveHub, contact: ContactRow): void {
  hub.publish('operator:account-confirmed', { contact: toPartyJson(contact) }, { admins: true });
}
