// Issue 35: where each notification opens — the page of the item it tells of, at the address the
// remote showing that item reads (a notification row keeps its link: the bell and the email open
// it as written):
// - remote-orders: /orders?tab=pending|approved&bid=<task id> (that tab, that bid highlighted);
// - remote-listings: /listings?product=<product id> (the seller's listing);
// - remote-operator: /operator/<tab>?<item>=<id> (that tab, that item in focus; the listings
//   queue is the console's first tab, /operator).

/** A query string value, encoded (ids are the API's own, but a link is never built from raw text). */
const q = (value: string) => encodeURIComponent(value);

/** The Orders tab a bid shows on: Pending (Not Started, Pending) or Approved (Approved, Completed). */
export type OrdersTab = 'pending' | 'approved';

export const notificationLinks = {
  /** The buyer's bid on Orders, on its tab. */
  bid: (taskId: string, tab: OrdersTab) => `/orders?tab=${tab}&bid=${q(taskId)}`,
  /** The seller's listing on My Listings. */
  listing: (productId: string) => `/listings?product=${q(productId)}`,
  /** A listing in the operator's review queue. */
  listingToReview: (productId: string) => `/operator?listing=${q(productId)}`,
  /** A counter-offer in the operator's Counters. */
  counterToRelay: (counterId: string) => `/operator/counters?counter=${q(counterId)}`,
  /** An account in the operator's Accounts. */
  accountToVerify: (contactId: string) => `/operator/accounts?account=${q(contactId)}`,
  /** A bid in the operator's Bids. */
  bidToMove: (taskId: string) => `/operator/bids?bid=${q(taskId)}`,
  /** Issue 37: a remote in the operator's Platform view. */
  platformRemote: (remote: string) => `/operator/platform?remote=${q(remote)}`,
} as const;
