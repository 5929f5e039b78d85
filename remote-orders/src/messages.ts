// The orders remote's texts (issue 17: each remote owns its catalogue; issue 19: ICU messages,
// en-CA here verbatim from the spec, fr-CA in locales/fr-CA.json). Those the API or another
// package also uses (ORDER_EDIT_MESSAGES, the API's bid rules; ORDER_MESSAGES' untitledProduct and
// missingValue) stay in @leafbid/domain.
import { defineMessages, msg } from '@leafbid/domain';

/** Spec §2 Orders screen and Dashboard pending orders: the screen's own labels (issue 8). */
export const ORDERS_PAGE_MESSAGES = defineMessages('orders.page', {
  /** Spec §2 '{Title} - Leafbid' of /orders, and its navigation link. */
  pageTitle: 'Orders',
  navigationLabel: 'Orders',
  title: 'Orders',
  tabsLabel: 'Order requests',
  pendingTab: 'Pending',
  approvedTab: 'Approved',
  noApprovedOrders: 'No approved orders found',
  loadingPending: 'Loading pending orders',
  loadingApproved: 'Loading approved orders',
  pendingOrdersTitle: 'Pending orders',
  quantity: 'Quantity',
  pricePerGram: 'Price per gram',
  total: 'Total',
  grams: msg('{quantity} g', (quantity: string) => ({ quantity })),
  // Issue 18: what tells one order request from another (five bids on one product).
  reference: 'Reference',
  placed: 'Placed',
  status: 'Status',
  /** Spec §3 task statuses, as a card shows them. */
  statusNotStarted: 'Not Started',
  statusPending: 'Pending',
  /** Issue 35: the buyer accepted the seller's counter-offer; the bid waits for approval. */
  statusAgreed: 'Agreed',
  agreedNote:
    'Agreed — you accepted the seller’s counter-offer. Its terms can no longer be changed.',
  statusApproved: 'Approved',
  statusCompleted: 'Completed',
  /** Issue 35: the operator declined the bid, and why; it is closed (no Edit or Delete). */
  statusDeclined: 'Declined',
  declinedNote: msg('Declined by the operator: {reason}', (reason: string) => ({ reason })),
  /** A declined bid whose reason did not reach the browser. */
  declinedNoteWithoutReason: 'Declined by the operator.',
  /** The Pending tab's section of declined bids, under the pending ones. */
  declinedTitle: 'Declined',
  /** The dashboard's list shows the latest few; the rest are a link away. */
  viewAllPending: msg(
    '{count, plural, one {View all # pending order} other {View all # pending orders}}',
    (count: number) => ({ count }),
  ),
  retry: 'Retry',
  // §2 Dashboard / Orders (ORDER_MESSAGES' keys only this remote shows).
  noPendingOrders: 'No pending orders found',
  untitledTask: 'Untitled Task',
  /** Issue 20: the buyer's own bids as a spreadsheet (GET /exports/bids.csv). */
  downloadCsv: 'Download bids (CSV)',
  /** Issue 35: on the card of the bid a notification opened. */
  fromNotification: 'From your notification',
  /** Issue 35: the address names a bid the buyer's orders no longer hold. */
  notifiedBidMissing: 'The bid this notification is about is no longer in your orders.',
  fetchTasksFailed: 'Failed to fetch tasks',
});

/**
 * Spec §2 Orders screen, §5 Edit bid and §8 Order edit (issue 8): the order-edit popup, the delete
 * confirm and their calls. The API's bid rules are @leafbid/domain's ORDER_EDIT_MESSAGES.
 */
export const ORDER_EDIT_POPUP_MESSAGES = defineMessages('orders.editPopup', {
  edit: 'Edit',
  delete: 'Delete',
  editTitle: 'Edit Order Request',
  deleteTitle: 'Delete Order Request',
  deleteQuestion: msg(
    'Are you sure you want to delete the order request for {product}?',
    (product: string) => ({ product }),
  ),
  deleteWarning: 'This action cannot be undone.',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  deleting: 'Deleting...',
  quantityLabel: 'Quantity (grams)',
  priceLabel: 'Price per gram ($)',
  minimumPrice: msg('Minimum request price: {price} per gram', (price: string) => ({ price })),
  updated: 'Order updated and sent successfully!',
  updateFailed: 'Failed to update order. Please try again.',
  notificationFailed: 'Failed to send update notification. Your changes were saved locally.',
  networkError: 'Network error. Please check your connection and try again.',
  deleteFailed: 'Failed to delete the order request. Please try again.',
  editLabel: msg('Edit the order request for {product}', (product: string) => ({ product })),
  deleteLabel: msg('Delete the order request for {product}', (product: string) => ({ product })),
  /** Issue 35: the total as typed, a price far above the minimum, and why Save is off. */
  total: msg('Total: {total}', (total: string) => ({ total })),
  highPriceTitle: 'Check your price',
  highPriceText: msg(
    'You offer {price} per gram, {factor} times or more the minimum request price of {minimum}, for a total of {total}. Save this bid?',
    (price: string, factor: number, minimum: string, total: string) => ({
      price,
      factor,
      minimum,
      total,
    }),
  ),
  changePrice: 'Change the price',
  saveAnyway: 'Save this bid',
  saveOff: msg('Save is unavailable: {reason}', (reason: string) => ({ reason })),
});

/**
 * Issue 20: a seller's counter-offer on a bid, relayed by the operator, as the buyer sees it on
 * the bid's card (Orders and the dashboard's pending orders). It never names the seller.
 */
export const COUNTER_OFFER_MESSAGES = defineMessages('orders.counter', {
  title: 'Counter-offer from the seller',
  note: 'Note',
  accept: 'Accept',
  decline: 'Decline',
  acceptLabel: msg('Accept the counter-offer for {product}', (product: string) => ({ product })),
  declineLabel: msg('Decline the counter-offer for {product}', (product: string) => ({
    product,
  })),
  acceptTitle: 'Accept the counter-offer?',
  acceptText: msg(
    // Issue 35: accepting settles the bid (Agreed): say so before the buyer confirms.
    'The bid takes these terms: {quantity} g at {price}/g, total {total}. It is then agreed: you can no longer edit or delete it.',
    (quantity: string, price: string, total: string) => ({ quantity, price, total }),
  ),
  declineTitle: 'Decline the counter-offer?',
  declineText: 'The bid keeps its own terms and the counter-offer is closed.',
  accepting: 'Accepting...',
  declining: 'Declining...',
  accepted: 'Counter-offer accepted',
  declined: 'Counter-offer declined',
  /** The terms of an answered counter-offer, after 'Counter-offer accepted' / 'declined'. */
  terms: msg('{quantity} g at {price}/g', (quantity: string, price: string) => ({
    quantity,
    price,
  })),
  answerFailed: 'Could not answer the counter-offer. Please try again.',
});
