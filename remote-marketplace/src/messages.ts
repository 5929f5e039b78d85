// The marketplace remote's texts (issue 17: each remote owns its catalogue), en-CA. Those the API
// or another package also uses (REQUEST_MESSAGES, ORDER_MESSAGES, ORDER_EDIT_MESSAGES,
// PRODUCT_MESSAGES, MEDIA_MESSAGES, MONEY_MESSAGES) stay in @leafbid/domain.

/** Spec §2 Marketplace: the page, its sort buttons, the filters panel and the paged grid. */
export const MARKETPLACE_MESSAGES = {
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
  filtersButton: (active: number) => (active > 0 ? `Filters (${active})` : 'Filters'),
  /** Closes the filters sheet onto the results. */
  showResults: (total: number | null) =>
    total === null ? 'Show results' : total === 1 ? 'Show 1 product' : `Show ${total} products`,
  nameLabel: 'Search by name',
  namePlaceholder: 'Product name',
  productTypeLabel: 'Product type',
  terpeneLabel: 'Terpene',
  certificationLabel: 'Certification',
  anyOption: 'All',
  categoriesLabel: 'Indica, Sativa or Hybrid',
  thcLabel: 'THC %',
  cbdLabel: 'CBD %',
  quantityLabel: 'Quantity (g)',
  minimumOf: (label: string) => `Minimum ${label}`,
  maximumOf: (label: string) => `Maximum ${label}`,
  unlimited: 'Unlimited',
  clearFilters: 'Clear filters',
  resultCount: (shown: number, total: number) =>
    total === 1 ? 'Showing 1 product' : `Showing ${shown} of ${total} products`,
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
  perGram: (price: string) => `${price} /g`,
  grams: (grams: string) => `${grams} g`,
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
  certificateLink: (n: number, format: string) => `Certificate ${n} (${format})`,
  certificatesHint: 'Cleared by Leafbid for buyers. Each opens in a new tab.',
} as const;
