// The marketplace remote's texts (issue 17: each remote owns its catalogue; issue 19: ICU messages,
// en-CA here verbatim from the spec, fr-CA in locales/fr-CA.json). Those the API or another
// package also uses (ORDER_MESSAGES.untitledProduct, ORDER_EDIT_MESSAGES, PRODUCT_MESSAGES,
// MEDIA_MESSAGES.videoMark) stay in @leafbid/domain (issue 36).
import { defineMessages, msg } from '@leafbid/domain';

/** Spec §2 Marketplace: the page, its sort buttons, the filters panel and the paged grid. */
export const MARKETPLACE_MESSAGES = defineMessages('marketplace.page', {
  /** Spec §2 '{Title} - Leafbid' of /marketplace, and its navigation link. */
  pageTitle: 'Marketplace',
  navigationLabel: 'Marketplace',
  title: 'Marketplace',
  sortLabel: 'Sort products',
  sortNewest: 'New arrivals',
  sortAlphabetical: 'Alphabetical',
  /** Issue 18's sorts, beside the spec's two. */
  sortPrice: 'Price: low to high',
  sortThc: 'THC: high to low',
  gridLabel: 'Products',
  filtersHeading: 'Filters',
  sidebarLabel: 'Marketplace sidebar',
  /** The phone's button that opens the filters sheet (issue 18), with how many filters are on. */
  filtersButton: msg(
    '{active, plural, =0 {Filters} other {Filters ({active})}}',
    (active: number) => ({
      active,
    }),
  ),
  /** Closes the filters sheet onto the results (their count, once known). */
  showResults: msg(
    '{total, plural, one {Show 1 product} other {Show {total} products}}',
    (total: number) => ({ total }),
  ),
  /** The same button while the count is not known. */
  showAllResults: 'Show results',
  /** The × of the filters sheet (issue 35: this remote's own dialog). */
  closeFilters: 'Close',
  nameLabel: 'Search by name',
  namePlaceholder: 'Product name',
  productTypeLabel: 'Product type',
  terpeneLabel: 'Terpene',
  certificationLabel: 'Certification',
  anyOption: 'All',
  categoriesLabel: 'Indica, Sativa or Hybrid',
  /** A Categories value as a toggle or a tag reads it; any other text (a category of old data) as is. */
  cannabisType: msg(
    '{type, select, Indica {Indica} Sativa {Sativa} Hybrid {Hybrid} other {{type}}}',
    (type: string) => ({ type }),
  ),
  thcLabel: 'THC %',
  cbdLabel: 'CBD %',
  quantityLabel: 'Quantity (g)',
  minimumOf: msg('Minimum {label}', (label: string) => ({ label })),
  maximumOf: msg('Maximum {label}', (label: string) => ({ label })),
  unlimited: 'Unlimited',
  clearFilters: 'Clear filters',
  // The counts read as the API gives them ('1234', not '1,234'), as before issue 19.
  resultCount: msg(
    '{total, plural, one {Showing 1 product} other {Showing {shown} of {total} products}}',
    (shown: number, total: number) => ({ shown, total }),
  ),
  loading: 'Loading products',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  empty: 'No products found',
  noMatch: 'No products match these filters.',
  noMatchHint: 'Try widening a range or clearing the filters.',
  retry: 'Retry',
  /** Issue 18: the trade figures on each card. */
  cardTradeLabel: 'Price and quantities',
  cardPrice: 'Price',
  cardAvailable: 'Available',
  cardMinimumOrder: 'Min. order',
  perGram: msg('{price} /g', (price: string) => ({ price })),
  grams: msg('{grams} g', (grams: string) => ({ grams })),
  /** Spec §2 "Product card": the potency and terpene facts, and the button to the popup. */
  thc: 'THC',
  cbd: 'CBD',
  highestTerpenes: 'Highest terpenes',
  learnMore: 'Learn more',
  learnMoreAbout: msg('Learn more about {name}', (name: string) => ({ name })),
  /** Issue 18: the product's own URL (/marketplace/{id}). */
  productNotFound: 'Product not found',
  productNotFoundHint:
    'This product does not exist or is no longer listed. Close this window to browse the marketplace.',
  popupFallbackTitle: 'Product information',
  previousProduct: 'Previous product',
  nextProduct: 'Next product',
  /** Issue 18: the certificates the operator cleared for buyers. */
  certificatesHeading: 'Certificates',
  /** Each cleared certificate's link, e.g. 'Certificate 1 (PDF)'; it opens in a new tab. */
  certificateLink: msg('Certificate {n} ({format})', (n: number, format: string) => ({
    n,
    format,
  })),
  certificatesHint: 'Cleared by Leafbid for buyers. Each opens in a new tab.',
});

/** Spec §2 Dashboard 'New Arrivals': the 4 newest products. */
export const NEW_ARRIVALS_MESSAGES = defineMessages('marketplace.newArrivals', {
  title: 'New Arrivals',
  empty: 'No new arrivals yet',
  gridLabel: 'New arrivals',
});

/** Spec §2 "Product popup": the gallery and the detail list. */
export const PRODUCT_POPUP_MESSAGES = defineMessages('marketplace.popup', {
  galleryLabel: 'Gallery',
  /** The large image's name after the cover ('Pink Kush, image 2'). */
  imageOf: msg('{name}, image {n}', (name: string, n: number) => ({ name, n })),
  showImage: msg('Show image {n} of {total}', (n: number, total: number) => ({ n, total })),
  thc: 'THC',
  cbd: 'CBD',
  terpenes: 'Terpenes',
  certification: 'Certification',
  aromas: 'Aromas',
  lineage: 'Lineage',
  manufacturer: 'Manufacturer',
  harvestDate: 'Harvest date',
  upcomingQuantity: 'Upcoming quantity (3 months)',
  videoOf: msg('{name}, video {index}', (name: string, index: number) => ({ name, index })),
  showVideo: msg('Show video {index} of {total}', (index: number, total: number) => ({
    index,
    total,
  })),
});

/**
 * Spec §2 'Send a request' form, §5 "Price check" and §4 "Request submission": the form's labels,
 * the low and medium bid confirmations and the texts after sending (issue 19: this remote is the
 * only one to show them).
 */
export const BID_FORM_MESSAGES = defineMessages('marketplace.bidForm', {
  title: 'Send a request',
  submit: 'Send a request',
  quantityLabel: 'Quantity (grams)',
  priceLabel: 'Price per gram ($)',
  availableNow: msg('Available now: {available} g', (available: string) => ({ available })),
  availableNowWithMinimum: msg(
    'Available now: {available} g · Minimum order: {minimum} g',
    (available: string, minimum: string) => ({ available, minimum }),
  ),
  minimumPrice: msg('Minimum request price: {price} per gram', (price: string) => ({ price })),
  /** Spec §5: 69 % or less of the minimum request price. */
  lowBidTitle: 'Low Bid Warning',
  lowBidText: 'This bid is unlikely to get accepted – would you still like to proceed?',
  /** Spec §5: 70 to 85 %. */
  mediumBidTitle: 'Bid Suggestion',
  mediumBidText:
    'If you would like to secure your bid, we would suggest going higher – would you still like to proceed?',
  cancel: 'Cancel',
  proceed: 'Proceed',
  /** Spec §4: after sending (86 % or more gets the thank-you). */
  sent: 'Request sent successfully!',
  excellentBidSent:
    "Thank you for submitting your bid, a member of the operator's team will reach out to you shortly",
  /** Issue 35: the bid's total as it is typed, in the active locale's money. */
  total: msg('Total: {total}', (total: string) => ({ total })),
  /** Issue 35: a price far above the listing's minimum asks before it is sent. */
  highPriceTitle: 'Check your price',
  highPriceText: msg(
    'You offer {price} per gram, {factor} times or more the minimum request price of {minimum}, for a total of {total}. Send this bid?',
    (price: string, factor: number, minimum: string, total: string) => ({
      price,
      factor,
      minimum,
      total,
    }),
  ),
  changePrice: 'Change the price',
  sendAnyway: 'Send this bid',
  /** Issue 35: offline, or no answer came: nothing is lost, and a retry never bids twice. */
  offline:
    'You are offline: your bid was not sent. Nothing was lost: your quantity and price are still here. Send it again once you are back online.',
  noAnswer:
    'Leafbid did not answer: your bid may not have been received. Nothing was lost: your quantity and price are still here. Try again; a retry never places the bid twice.',
  retry: 'Try again',
  /** Issue 35: the confirmation that stays on the page after the popup closes. */
  sentSummary: msg(
    '{product}: {quantity} g at {price} per gram, total {total}',
    (product: string, quantity: string, price: string, total: string) => ({
      product,
      quantity,
      price,
      total,
    }),
  ),
  dismiss: 'Dismiss',
  userDataNotAvailable: 'User data is not available.',
  sendFailed: 'Failed to send request.',
  contactMissing: '❌ You must be logged in to submit a request. User contact data is missing.',
  sending: 'Sending...',
});
