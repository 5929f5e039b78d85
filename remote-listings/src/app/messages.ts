// The listings remote's texts (issue 17: each remote owns its catalogue). The spec's texts are
// verbatim; those the API or another remote also uses (PRODUCT_MESSAGES, SUBMIT_PRODUCT_MESSAGES,
// SUBMISSION_MESSAGES, MEDIA_MESSAGES) stay in @leafbid/domain.

/**
 * Issue 9: the listings screen (spec §2), the product edit popup (§2, §4, §8 Product edit) and the
 * 'Add Products' submission form (§5 Product submission, §8 Submit product).
 */
export const LISTING_MESSAGES = {
  /** Spec §2 '{Title} - Leafbid' of /listings, and its navigation link. */
  pageTitle: 'My Listings',
  navigationLabel: 'My Listings',
  title: 'My listings',
  myProductsTab: 'My Products',
  addProductsTab: 'Add Products',
  noListings: 'You have no listings yet.',
  loadingListings: 'Loading your listings',
  retry: 'Retry',
  untitledProduct: 'Untitled Product',
  noImage: (alt: string) => `${alt} (no image)`,
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  // §6: the route is open to every signed-in user; listing needs the seller agreement.
  sellerAgreementTitle: 'Listing products needs the seller agreement',
  /** Issue 18: listing waits for the operator's verification (the text under it is the API's). */
  awaitingVerificationTitle: 'Listing opens once your account is verified',
  /** Issue 18: where a listing stands with the operator, under its status tag. */
  awaitingFirstReview: "Submitted, awaiting the operator's review",
  awaitingPublication: "Publication requested, awaiting the operator's review",
  declined: (note: string) => `Declined: ${note}`,
  /** Read after a required group's legend (a group takes no aria-required; issue 18). */
  requiredGroup: 'Required',
  sellerAgreementText:
    'Your account may view listings and place non-binding bids. Listing products needs the separate Consulting & Services Agreement: get in touch and we will add the Seller role to your account.',
} as const;

/** Issue 18: the seller's listings on the dashboard (the host mounts MyListingsSummary). */
export const LISTING_SUMMARY_MESSAGES = {
  title: 'My listings',
  loading: 'Loading your listings',
  empty: 'You have no listings yet.',
  emptyHint: 'Submit a product from My Listings: we review it before buyers see it.',
  goToListings: 'Go to My Listings',
  /** The link under the list, with how many listings there are in all. */
  viewAll: (count: number) => `View all listings (${count})`,
  standing: {
    published: 'Published',
    'publication-requested': 'Publication requested',
    'awaiting-review': 'Awaiting review',
    declined: 'Declined',
    inactive: 'Inactive',
  },
  retry: 'Retry',
} as const;

/**
 * Issue 18: the edit popup's photos and certificates (POST /products/{id}/attachments). Files are
 * checked before they are sent; what the API refuses (a quota, a limit) is shown as it says it.
 */
export const PRODUCT_FILES_MESSAGES = {
  title: 'Photos and certificates',
  photoCount: (count: number, max: number) => `Photos or videos: ${count} of ${max}`,
  addPhotos: 'Add photos or videos',
  addCertificates: 'Add certificates',
  photoHint: 'JPEG or PNG images up to 10 MB, MP4, WebM or MOV videos up to 100 MB.',
  certificateHint:
    'PDF, JPG or PNG up to 10 MB, at most 2 per listing. New certificates stay with the operator until they clear them for buyers.',
  wrongPhotoType: (file: string) =>
    `"${file}" is not a photo or video we accept. Choose a JPEG or PNG image, or an MP4, WebM or MOV video.`,
  wrongCoverType: (file: string) =>
    `"${file}" is not a cover image we accept. Choose a JPEG or PNG image.`,
  wrongCertificateType: (file: string) =>
    `"${file}" is not a certificate we accept. Choose a PDF, JPG or PNG file.`,
  tooLarge: (file: string, limit: string) =>
    `"${file}" is larger than ${limit}. Choose a smaller file, or compress it and try again.`,
  uploaded: (count: number) => `Files added to the listing: ${count}.`,
} as const;

/** Issue 18: what the popup's status toggle did (spec §4 labels), where focus goes after it. */
export const LISTING_STATUS_MESSAGES = {
  'request-publish':
    'Publication requested. The operator reviews it before buyers see the listing.',
  'cancel-request': 'Publication request cancelled. The listing stays unpublished.',
  archive: 'Listing archived. Buyers no longer see it.',
} as const;

/** Spec §2 Product edit popup; the spec's own texts are in PRODUCT_MESSAGES. */
export const PRODUCT_EDIT_MESSAGES = {
  harvestDate: 'Harvest date',
  terpenes: 'Terpenes',
  minRequestPrice: 'Min. Request Price ($/g)',
  /** Issue 18: the stock and the description, as the Add Products form names them. */
  stockTitle: 'Stock and description',
  coverAlt: (name: string) => `${name}, cover image`,
  recordImageAlt: (name: string) => `${name}, record image`,
  deleteTitle: 'Delete Listing',
  cancel: 'Cancel',
  delete: 'Delete',
  updatingStatus: 'Updating...',
  /** Issue 11: the operator declined the publication request; its note (Review_Note) follows. */
  reviewNoteTitle: 'Publication declined: note from the operator',
  reviewNoteHint: 'Make the changes it asks for, then choose Request Publish again.',
} as const;

/** Spec §5: an image the browser could not downscale. */
export const imageProcessingFailed = (file: string): string => `Failed to process ${file}`;
