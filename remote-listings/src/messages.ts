// The listings remote's texts (issue 17: each remote owns its catalogue; issue 19: ICU messages,
// en-CA here verbatim from the spec, fr-CA in locales/fr-CA.json). Those the API, the domain's rules
// or another remote also uses (PRODUCT_MESSAGES, SUBMIT_PRODUCT_MESSAGES' limits, SUBMISSION_MESSAGES'
// labels and rules, MEDIA_MESSAGES.videoMark) stay in @leafbid/domain (issue 36).
import { defineMessages, msg } from '@leafbid/domain';

/**
 * Issue 9: the listings screen (spec §2), the product edit popup (§2, §4, §8 Product edit) and the
 * 'Add Products' submission form (§5 Product submission, §8 Submit product).
 */
export const LISTING_MESSAGES = defineMessages('listings.page', {
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
  /** Issue 35: on the listing a notification opened (/listings?product=<id>). */
  fromNotification: 'From your notification',
  noImage: msg('{alt} (no image)', (alt: string) => ({ alt })),
  edit: 'Edit',
  editLabel: msg('Edit {name}', (name: string) => ({ name })),
  // §6: the route is open to every signed-in user; listing needs the seller agreement.
  sellerAgreementTitle: 'Listing products needs the seller agreement',
  /** Issue 18: listing waits for the operator's verification (the text under it is the API's). */
  awaitingVerificationTitle: 'Listing opens once your account is verified',
  /** Issue 18: where a listing stands with the operator, under its status tag. */
  awaitingFirstReview: "Submitted, awaiting the operator's review",
  awaitingPublication: "Publication requested, awaiting the operator's review",
  /** Issue 41: a live listing's new name, description or files wait for the operator. */
  changesAwaitingReview:
    "Your changes await the operator's review; buyers see the listing as it was until they are approved.",
  declined: msg('Declined: {note}', (note: string) => ({ note })),
  /** Read after a required group's legend (a group takes no aria-required; issue 18). */
  requiredGroup: 'Required',
  sellerAgreementText:
    'Your account may view listings and place non-binding bids. Listing products needs the separate Consulting & Services Agreement: get in touch and we will add the Seller role to your account.',
});

/** Issue 18: the seller's listings on the dashboard (the host mounts MyListingsSummary). */
export const LISTING_SUMMARY_MESSAGES = defineMessages('listings.summary', {
  title: 'My listings',
  loading: 'Loading your listings',
  empty: 'You have no listings yet.',
  emptyHint: 'Submit a product from My Listings: we review it before buyers see it.',
  goToListings: 'Go to My Listings',
  /** The link under the list, with how many listings there are in all. */
  viewAll: msg('View all listings ({count})', (count: number) => ({ count })),
  retry: 'Retry',
});

/**
 * Issue 18: where a listing stands, in one word (the summary's tags); keyed by ListingStanding
 * (lib/listing-standing.ts).
 */
export const LISTING_STANDING_MESSAGES = defineMessages('listings.standing', {
  published: 'Published',
  'publication-requested': 'Publication requested',
  'awaiting-review': 'Awaiting review',
  declined: 'Declined',
  inactive: 'Inactive',
});

/**
 * Issue 18: the edit popup's photos and certificates (POST /products/{id}/attachments), and the
 * type and size checks the Add Products pickers share. Files are checked before they are sent;
 * what the API refuses (a quota, a limit) is shown as it says it.
 */
export const PRODUCT_FILES_MESSAGES = defineMessages('listings.files', {
  title: 'Photos and certificates',
  photoCount: msg('Photos or videos: {count} of {max}', (count: number, max: number) => ({
    count,
    max,
  })),
  addPhotos: 'Add photos or videos',
  addCertificates: 'Add certificates',
  photoHint: 'JPEG or PNG images up to 10 MB, MP4, WebM or MOV videos up to 100 MB.',
  certificateHint:
    'PDF, JPG or PNG up to 10 MB, at most 2 per listing. New certificates stay with the operator until they clear them for buyers.',
  wrongPhotoType: msg(
    '"{file}" is not a photo or video we accept. Choose a JPEG or PNG image, or an MP4, WebM or MOV video.',
    (file: string) => ({ file }),
  ),
  wrongCoverType: msg(
    '"{file}" is not a cover image we accept. Choose a JPEG or PNG image.',
    (file: string) => ({ file }),
  ),
  wrongCertificateType: msg(
    '"{file}" is not a certificate we accept. Choose a PDF, JPG or PNG file.',
    (file: string) => ({ file }),
  ),
  tooLarge: msg(
    '"{file}" is larger than {limit}. Choose a smaller file, or compress it and try again.',
    (file: string, limit: string) => ({ file, limit }),
  ),
  uploaded: msg('Files added to the listing: {count}.', (count: number) => ({ count })),
  /** A file's size as a picker lists it, and a size limit ('10 MB'); the number is formatted. */
  megabytes: msg('{size} MB', (size: string) => ({ size })),
  kilobytes: msg('{size} KB', (size: string) => ({ size })),
  documentMark: '▤',
  uploadProgress: 'Upload progress',
  uploading: msg('Uploading files... {percent}%', (percent: number) => ({ percent })),
});

/** Issue 18: what the popup's status toggle did (spec §4 labels), where focus goes after it. */
export const LISTING_STATUS_MESSAGES = defineMessages('listings.status', {
  'request-publish':
    'Publication requested. The operator reviews it before buyers see the listing.',
  'cancel-request': 'Publication request cancelled. The listing stays unpublished.',
  archive: 'Listing archived. Buyers no longer see it.',
});

/** Spec §2 Product edit popup (§8 Product edit): its labels, buttons and outcomes. */
export const PRODUCT_EDIT_MESSAGES = defineMessages('listings.edit', {
  harvestDate: 'Harvest date',
  terpenes: 'Terpenes',
  minRequestPrice: 'Min. Request Price ($/g)',
  /** Issue 18: the stock and the description, as the Add Products form names them. */
  stockTitle: 'Stock and description',
  coverAlt: msg('{name}, cover image', (name: string) => ({ name })),
  recordImageAlt: msg('{name}, record image', (name: string) => ({ name })),
  deleteTitle: 'Delete Listing',
  cancel: 'Cancel',
  delete: 'Delete',
  updatingStatus: 'Updating...',
  /** Issue 11: the operator declined the publication request; its note (Review_Note) follows. */
  reviewNoteTitle: 'Publication declined: note from the operator',
  reviewNoteHint: 'Make the changes it asks for, then choose Request Publish again.',
  saved: 'Changes saved successfully.',
  saveFailed: 'Failed to save changes.',
  statusFailed: 'Failed to update product status.',
  deleteFailed: 'Failed to delete product.',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
});

/**
 * Issue 35: what the 'Delete Listing' confirmation adds to the spec's question: the listing's
 * name, and its approved bids (anonymous: reference, grams, price), whose buyers are told.
 */
export const DELETE_LISTING_MESSAGES = defineMessages('listings.deleteListing', {
  listingName: msg('Listing: {name}', (name: string) => ({ name })),
  loadingBids: 'Looking for approved bids…',
  bidsUnknown: 'The approved bids of this listing could not be loaded.',
  approvedBids: msg(
    '{count, plural, one {This listing has # approved bid:} other {This listing has # approved bids:}}',
    (count: number) => ({ count }),
  ),
  approvedBidsLabel: 'Approved bids',
  approvedBid: msg(
    'Bid {reference}: {quantity} g at {price} per gram ({total} total)',
    (reference: string, quantity: string, price: string, total: string) => ({
      reference,
      quantity,
      price,
      total,
    }),
  ),
  buyersTold: 'Their buyers will be told that the listing was deleted.',
  question: 'Are you sure you want to delete this listing?',
});

/**
 * Spec §5 and §8 Submit product: the Add Products form's own texts (the fields' labels and rules
 * are the domain's SUBMISSION_MESSAGES).
 */
export const SUBMISSION_FORM_MESSAGES = defineMessages('listings.submission', {
  /** Spec §5: an image the browser could not downscale. */
  imageProcessingFailed: msg('Failed to process {file}', (file: string) => ({ file })),
  /**
   * Issue 18: the API's reason with the field named as the form labels it ('Photos or videos: File
   * is larger than 10 MB').
   */
  fieldReason: msg('{label}: {reason}', (label: string, reason: string) => ({ label, reason })),
  heading: 'Submit a new product',
  intro: 'Every field marked * is required. We will review your submission before it is listed.',
  requiredMark: '*',
  // Spec §1: "The minimum request price per gram already includes a 5% markup."
  bidMinimumHint: 'Including the 5% markup.',
  terpenePlaceholder: 'Type a terpene, then Enter, Tab or comma',
  terpeneSuggestions: 'Terpene suggestions',
  removeTerpene: msg('Remove {name}', (name: string) => ({ name })),
  coverHint: 'One image (JPEG or PNG); a new choice replaces the old one.',
  photoHint: 'Up to 4 images or videos (MP4, WebM or MOV).',
  certificateHint: 'Up to 2 files: PDF, JPG or PNG.',
  chooseCover: 'Choose cover image',
  removeFile: msg('Remove {name}', (name: string) => ({ name })),
  submit: 'Submit Product',
  submitting: 'Submitting...',
  preparing: 'Preparing images...',
  closeMessage: 'Close message',
  submitFailed: 'Failed to submit product. Please try again.',
  submitted: 'Product submitted successfully!',
  underReview: 'We will review your submission.',
});

/** Spec §5: an image the browser could not downscale. */
export const imageProcessingFailed = (file: string): string =>
  SUBMISSION_FORM_MESSAGES.imageProcessingFailed(file);

/**
 * Issue 20: a listing's demand on My Listings (GET /listings/demand): its open bids, the grams they
 * ask for, the best price per gram and how many bids fall in each spec §5 quality level. Nothing in
 * it, nor in the bids below, names a buyer.
 */
export const LISTING_DEMAND_MESSAGES = defineMessages('listings.demand', {
  /** The demand block's accessible name, read with the listing's name. */
  title: msg('Demand for {name}', (name: string) => ({ name })),
  noOpenBids: 'No open bids',
  openBids: 'Open bids',
  gramsRequested: 'Grams requested',
  bestPrice: 'Best price per gram',
  qualityMix: 'Bid quality',
  /** A quality level's share of the open bids: 'Excellent: 2'. */
  qualityCount: msg('{level}: {count}', (level: string, count: number) => ({ level, count })),
  grams: msg('{grams} g', (grams: string) => ({ grams })),
  perGram: msg('{price}/g', (price: string) => ({ price })),
  loadFailed: 'The demand for your listings could not be loaded.',
  retry: 'Retry',
  /** The CSV export of the seller's listings with their demand (GET /exports/listings.csv). */
  downloadCsv: 'Download listings (CSV)',
});

/**
 * Issue 20: the spec §5 / §9 bid quality levels in one word, as a seller's demand counts them (the
 * domain's level messages speak to the buyer who is bidding). Keyed by @leafbid/domain's BidLevel.
 */
export const BID_LEVEL_MESSAGES = defineMessages('listings.bidLevel', {
  excellent: 'Excellent',
  medium: 'Medium',
  low: 'Low',
});

/** Issue 20: the anonymous bids on one listing and the seller's counter-offers. */
export const LISTING_BIDS_MESSAGES = defineMessages('listings.bids', {
  /** The button on a listing card that opens its bids, read with the listing's name. */
  open: 'Bids',
  title: msg('Bids on {name}', (name: string) => ({ name })),
  anonymity: 'Buyers stay anonymous: you see the terms of their bids, never who they are.',
  loading: 'Loading the bids',
  loadFailed: 'The bids could not be loaded.',
  retry: 'Retry',
  none: 'No bids on this listing yet.',
  listLabel: 'Bids',
  /** A bid's heading: when it was placed. */
  bidPlaced: msg('Bid of {date}', (date: string) => ({ date })),
  quantity: 'Quantity',
  pricePerGram: 'Price per gram',
  total: 'Total',
  quality: 'Quality',
  status: 'Status',
  placed: 'Placed',
  notRated: 'Not rated',
  /** Spec §3 task statuses, as a bid shows them. */
  statusNotStarted: 'Not Started',
  statusPending: 'Pending',
  /** Issue 35: the buyer accepted a counter-offer; the bid waits for the operator's approval. */
  statusAgreed: 'Agreed',
  statusApproved: 'Approved',
  statusCompleted: 'Completed',
  // The counter-offer on a bid.
  counterOffer: 'Counter-offer',
  counterTerms: msg(
    'Counter-offer: {quantity} at {price} (total {total})',
    (quantity: string, price: string, total: string) => ({ quantity, price, total }),
  ),
  counterStatus: msg('Status: {status}', (status: string) => ({ status })),
  counterNote: msg('Note: {note}', (note: string) => ({ note })),
  counterQuantity: 'Quantity (g)',
  counterPrice: 'Price per gram ($)',
  counterNoteLabel: 'Note to the buyer (optional)',
  counterNoteHint: msg(
    'Up to {max} characters. The operator relays it with your terms; it must not name you.',
    (max: number) => ({ max }),
  ),
  send: 'Send counter-offer',
  sending: 'Sending...',
  cancel: 'Cancel',
  sent: 'Counter-offer sent. The operator relays it to the buyer.',
  sendFailed: 'The counter-offer could not be sent.',
});

/** Issue 20: where a counter-offer stands (COUNTER_OFFER_STATUSES of @leafbid/domain). */
export const COUNTER_STATUS_MESSAGES = defineMessages('listings.counterStatus', {
  proposed: 'Awaiting the operator',
  relayed: 'Sent to the buyer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
});

/** §8: what a failed listings call says when the API's answer has no error of its own. */
export const LISTINGS_API_FALLBACK = defineMessages('listings.apiFallback', {
  createProduct: 'Failed to create product',
  updateProduct: 'Failed to update product',
  deleteProduct: 'Failed to delete product',
  requestPublish: 'Failed to request publish',
  archiveProduct: 'Failed to archive product',
  uploadImage: 'Failed to upload image',
});

/** Spec §5 Product submission: the Add Products form's sections. */
export const SUBMISSION_SECTION_MESSAGES = defineMessages('listings.submissionSections', {
  product: 'Product',
  classification: 'Classification',
  terpenes: 'Terpenes and potency',
  quantities: 'Quantities and price',
  files: 'Images and certificates',
});
