// The orders remote's texts (issue 17: each remote owns its catalogue), en-CA. Those the API or
// another package also uses (ORDER_EDIT_MESSAGES, the API's bid rules; ORDER_MESSAGES'
// untitledProduct and missingValue) stay in @leafbid/domain.

/** Spec §2 Orders screen and Dashboard pending orders: the screen's own labels (issue 8). */
export const ORDERS_PAGE_MESSAGES = {
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
  grams: (quantity: string) => `${quantity} g`,
  // Issue 18: what tells one order request from another (five bids on one product).
  reference: 'Reference',
  placed: 'Placed',
  status: 'Status',
  /** The dashboard's list shows the latest few; the rest are a link away. */
  viewAllPending: (count: number) =>
    count === 1 ? 'View all 1 pending order' : `View all ${count} pending orders`,
  retry: 'Retry',
  // §2 Dashboard / Orders (ORDER_MESSAGES' keys only this remote shows).
  noPendingOrders: 'No pending orders found',
  untitledTask: 'Untitled Task',
} as const;

/**
 * Spec §2 Orders screen, §5 Edit bid and §8 Order edit (issue 8): the order-edit popup, the delete
 * confirm and their calls. The API's bid rules are @leafbid/domain's ORDER_EDIT_MESSAGES.
 */
export const ORDER_EDIT_POPUP_MESSAGES = {
  edit: 'Edit',
  delete: 'Delete',
  editTitle: 'Edit Order Request',
  deleteTitle: 'Delete Order Request',
  deleteQuestion: (product: string) =>
    `Are you sure you want to delete the order request for ${product}?`,
  deleteWarning: 'This action cannot be undone.',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  deleting: 'Deleting...',
  quantityLabel: 'Quantity (grams)',
  priceLabel: 'Price per gram ($)',
  minimumPrice: (price: string) => `Minimum request price: ${price} per gram`,
  updated: 'Order updated and sent successfully!',
  updateFailed: 'Failed to update order. Please try again.',
  notificationFailed: 'Failed to send update notification. Your changes were saved locally.',
  networkError: 'Network error. Please check your connection and try again.',
  deleteFailed: 'Failed to delete the order request. Please try again.',
  editLabel: (product: string) => `Edit the order request for ${product}`,
  deleteLabel: (product: string) => `Delete the order request for ${product}`,
} as const;
