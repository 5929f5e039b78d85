// The operator console's texts (issue 11): every text it shows; the remote owns them (issue 17).
// Issue 19: ICU messages, en-CA here as the spec and the tests read them, fr-CA in
// locales/fr-CA.json. What the API answers the console (OPERATOR_API_MESSAGES) stays in
// @leafbid/domain, as the API uses it too.
//
// OPERATOR_MESSAGES is the console's own group ('operator.console'); the label maps (tabs, facts,
// columns, states, kinds…) are groups of their own, reached through it (`M.tabs.listings`). Every
// property is read when it is used, so texts follow the active locale.
import { defineMessages, msg } from '@leafbid/domain';

/** The console's four sections (the tab labels, and each panel's name). */
export const OPERATOR_TAB_MESSAGES = defineMessages('operator.tabs', {
  listings: 'Listings review',
  bids: 'Bids',
  accounts: 'Accounts',
  automation: 'Automation',
  /** Issue 20: the sellers' counter-offers the operator relays or withdraws, and the audit trail. */
  counters: 'Counters',
  audit: 'Audit',
  /** Issue 37: each remote's releases (stable, canary), their health, promote and roll back. */
  platform: 'Platform',
});

/** The facts of a listing awaiting review. */
export const OPERATOR_FACT_MESSAGES = defineMessages('operator.facts', {
  category: 'Product type',
  types: 'Type',
  thc: 'THC',
  cbd: 'CBD',
  terpenes: 'Terpenes',
  available: 'Available now',
  upcoming: 'Upcoming (3 months)',
  moq: 'Minimum order',
  minPrice: 'Bid minimum',
  harvest: 'Harvest date',
  manufacturer: 'Manufacturer',
  lineage: 'Lineage',
  certification: 'Certification',
  description: 'Description',
});

/** The bids board's column headers. */
export const OPERATOR_BID_COLUMN_MESSAGES = defineMessages('operator.columns', {
  product: 'Product',
  buyer: 'Buyer',
  seller: 'Seller',
  bid: 'Bid',
  placed: 'Placed',
  status: 'Status',
});

/**
 * Spec §4 order request statuses as the console shows them (the CRM's values, in en-CA as they
 * are stored). Read through `bidStatusLabel` (lib/labels.ts).
 */
export const OPERATOR_BID_STATUS_MESSAGES = defineMessages('operator.bidStatuses', {
  notStarted: 'Not Started',
  pending: 'Pending',
  /** Issue 35: the buyer accepted the seller's counter-offer; the operator approves it next. */
  agreed: 'Agreed',
  approved: 'Approved',
  completed: 'Completed',
  /** Issue 35: the operator declined the bid, with a reason. */
  declined: 'Declined',
});

/** An account's roles (Contact_Type) as its tags show them; another value shows as stored. */
export const OPERATOR_CONTACT_TYPE_MESSAGES = defineMessages('operator.contactTypes', {
  Buyer: 'Buyer',
  Seller: 'Seller',
  Admin: 'Admin',
});

/** Where an account stands in the operator's review (ACCOUNT_REVIEW_STATES). */
export const OPERATOR_STATE_MESSAGES = defineMessages('operator.states', {
  'awaiting-review': 'Awaiting review',
  'awaiting-documents': 'Awaiting documents',
  verified: 'Verified',
  suspended: 'Suspended',
});

export const OPERATOR_DOCUMENT_KIND_MESSAGES = defineMessages('operator.documentKinds', {
  cannabis_license: 'Canada Cannabis License',
  cra_permit: 'CRA Permit',
});

export const OPERATOR_OUTBOX_STATUS_MESSAGES = defineMessages('operator.outboxStatuses', {
  queued: 'Queued',
  delivered: 'Delivered',
  dead: 'Dead',
});

export const OPERATOR_OUTBOX_KIND_MESSAGES = defineMessages('operator.outboxKinds', {
  purchase_request: 'Purchase request',
  support_request: 'Support request',
  update_bid: 'Bid update',
  delete_bid: 'Bid deletion',
  product_submission: 'Product submission',
  // Issue 20: a counter-offer's step (webhook) and a notification's email (SMTP_URL).
  counter_offer: 'Counter-offer',
  email: 'Notification email',
});

/** Issue 18: how long ago the oldest queued row was written. */
export const OPERATOR_AGE_MESSAGES = defineMessages('operator.age', {
  justNow: 'less than a minute ago',
  minutes: msg('{count} min ago', (count: number) => ({ count })),
  hours: msg('{count} h ago', (count: number) => ({ count })),
  days: msg('{count, plural, one {# day ago} other {# days ago}}', (count: number) => ({ count })),
});

/** The automation tab's column headers. */
export const OPERATOR_OUTBOX_COLUMN_MESSAGES = defineMessages('operator.outboxColumns', {
  kind: 'Webhook',
  status: 'Status',
  attempts: 'Attempts',
  lastError: 'Last error',
  created: 'Created',
  next: 'Next attempt / delivered',
  action: 'Action',
});

/** Issue 20: where a counter-offer stands (COUNTER_OFFER_STATUSES of @leafbid/domain). */
export const OPERATOR_COUNTER_STATUS_MESSAGES = defineMessages('operator.counterStatuses', {
  proposed: 'To relay',
  relayed: 'Relayed to the buyer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
});

/** Issue 20: the counters tab's texts. */
export const OPERATOR_COUNTER_MESSAGES = defineMessages('operator.counters', {
  loading: 'Loading counter-offers',
  empty: 'No counter-offers match this filter',
  emptyHint: "Sellers' counter-offers on bids appear here for you to relay to the buyer.",
  failed: 'Failed to load the counter-offers.',
  filters: 'Filter counter-offers',
  allStatuses: 'All statuses',
  proposedAt: msg('Proposed {when}', (when: string) => ({ when })),
  relayedAt: msg('Relayed {when}', (when: string) => ({ when })),
  answeredAt: msg('Answered {when}', (when: string) => ({ when })),
  buyer: 'Buyer',
  seller: 'Seller',
  terms: 'Terms',
  quantity: 'Quantity',
  pricePerGram: 'Price per gram',
  total: 'Total',
  bidTerms: 'Bid',
  counterTerms: 'Counter-offer',
  note: "Seller's note",
  noNote: 'No note',
  /** Issue 35: the operator edits or redacts the seller's note before relaying it. */
  relayNote: 'Note to relay to the buyer',
  relayNoteHint:
    'Edit or remove anything that could name the seller: names, places, contact details. The seller’s own note is kept in the audit trail.',
  relayedNote: 'Note relayed to the buyer',
  withdrawnBecause: msg('Withdrawn: {reason}', (reason: string) => ({ reason })),
  relay: 'Relay to buyer',
  relaying: 'Relaying...',
  withdraw: 'Withdraw',
  withdrawing: 'Withdrawing...',
  withdrawTitle: msg('Withdraw the counter-offer on {product}', (product: string) => ({
    product,
  })),
  withdrawText:
    'The buyer can no longer accept it, and the seller may propose another. The reason is kept in the audit trail.',
  reasonLabel: 'Reason',
  withdrawConfirm: 'Withdraw counter-offer',
  relayed: msg('The counter-offer on {product} is relayed to the buyer.', (product: string) => ({
    product,
  })),
  withdrawn: msg('The counter-offer on {product} is withdrawn.', (product: string) => ({
    product,
  })),
  relayFailed: 'Failed to relay the counter-offer.',
  withdrawFailed: 'Failed to withdraw the counter-offer.',
});

/** Issue 20: what an audit record says was done (AUDIT_KINDS of @leafbid/domain, through lib/labels.ts). */
export const OPERATOR_AUDIT_KIND_MESSAGES = defineMessages('operator.auditKinds', {
  listingPublished: 'Listing published',
  listingDeclined: 'Listing declined',
  listingRecordImage: 'Record image set',
  listingChangesSubmitted: 'Listing changes sent for review',
  listingChangesApproved: 'Listing changes approved',
  listingChangesDeclined: 'Listing changes declined',
  listingEdited: 'Listing edited by the operator',
  listingFilesAdded: 'Listing files added by the operator',
  listingArchived: 'Listing archived by the operator',
  listingDeleted: 'Listing deleted by the operator',
  certificateShared: 'Certificate shared with buyers',
  certificateUnshared: 'Certificate hidden from buyers',
  bidMoved: 'Bid moved',
  bidDeclined: 'Bid declined',
  accountVerified: 'Account verified',
  accountSuspended: 'Account suspended',
  accountReinstated: 'Account reinstated',
  accountLicenceCorrected: 'Licence details corrected',
  outboxRequeued: 'Webhook requeued',
  counterProposed: 'Counter-offer proposed',
  counterRelayed: 'Counter-offer relayed',
  counterWithdrawn: 'Counter-offer withdrawn',
  counterAccepted: 'Counter-offer accepted',
  counterDeclined: 'Counter-offer declined',
  // Issue 37: a remote's releases.
  releasePromoted: 'Release promoted',
  releaseRolledBack: 'Release rolled back',
  releaseCanary: 'Canary release set',
  releaseAutoRolledBack: 'Canary rolled back automatically',
});

/** Issue 20: what an audit record's target is (AUDIT_TARGET_TYPES). */
export const OPERATOR_AUDIT_TARGET_MESSAGES = defineMessages('operator.auditTargets', {
  product: 'Listing',
  bid: 'Bid',
  contact: 'Account',
  counter: 'Counter-offer',
  outbox: 'Webhook row',
  release: 'Release',
});

/** Issue 20: the audit tab's texts. */
export const OPERATOR_AUDIT_MESSAGES = defineMessages('operator.audit', {
  loading: 'Loading the audit trail',
  empty: 'No audit records match these filters',
  emptyHint: 'Every operator action and every counter-offer step is recorded here.',
  failed: 'Failed to load the audit trail.',
  filters: 'Filter the audit trail',
  kindFilter: 'Action',
  allKinds: 'All actions',
  actorFilter: 'Who',
  actorPlaceholder: 'Contact id or email',
  targetFilter: 'Target',
  targetPlaceholder: 'Id or name',
  table: 'Audit records',
  when: 'When',
  who: 'Who',
  what: 'Action',
  target: 'Target',
  change: 'Change',
  reason: 'Reason',
  system: 'System',
  /** One changed field: 'Status: Pending → Approved'. */
  changed: msg('{field}: {before} → {after}', (field: string, before: string, after: string) => ({
    field,
    before,
    after,
  })),
  /** A field the action set, with nothing before it. */
  set: msg('{field}: {after}', (field: string, after: string) => ({ field, after })),
  yes: 'Yes',
  no: 'No',
  none: 'none',
});

/** Issue 20: CSV downloads of the console's lists, and an account's licence details. */
export const OPERATOR_EXPORT_MESSAGES = defineMessages('operator.exports', {
  downloadCsv: 'Download CSV',
  preparing: 'Preparing the CSV link...',
});

export const OPERATOR_LICENCE_MESSAGES = defineMessages('operator.licence', {
  heading: 'Licence details',
  number: 'Licence number',
  expiresOn: 'Licence expiry',
  expired: 'Expired',
  /** Issue 41: the latest licence came after the verification; Verify approves it. */
  renewalPending:
    'Renewed licence awaiting your review: the account trades on the licence you verified until you verify this one.',
  notGiven: 'Not given',
  edit: 'Edit licence details',
  editTitle: msg('Licence details of {name}', (name: string) => ({ name })),
  editText:
    "Correct the number and expiry date of the account's cannabis licence as its document shows them.",
  numberLabel: 'Licence number',
  expiresLabel: 'Expiry date',
  save: 'Save licence details',
  saving: 'Saving...',
  saved: msg("{name}'s licence details are saved.", (name: string) => ({ name })),
  failed: 'Failed to save the licence details.',
  numberRequired: 'Enter the licence number.',
  numberTooLong: 'The licence number has 64 characters at most.',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
});

/** The console's own texts (read through OPERATOR_MESSAGES; the remote description's ids too). */
export const OPERATOR_CONSOLE_MESSAGES = defineMessages('operator.console', {
  /** Spec §2 '{Title} - Leafbid' of /operator, and its navigation link (Admins only). */
  pageTitle: 'Operator',
  navigationLabel: 'Operator',
  heading: 'Operator console',
  tabsLabel: 'Operator console sections',
  adminOnly: 'The operator console is for Admins only.',
  retry: 'Retry',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  missing: '-',
  updatedLive: 'Updated just now',
  // Listings review
  listingsLoading: 'Loading listings awaiting review',
  listingsEmpty: 'No listings await review',
  listingsEmptyHint: 'Publication requests from sellers appear here.',
  /** `listingsCount(shown, total)`: 'partial' while more listings await than the page shows. */
  listingsCount: msg(
    '{view, select, partial {Showing {shown} of {total} listings awaiting review} other {{total, plural, one {# listing awaits review} other {# listings await review}}}}',
    (shown: number, total: number) => ({
      view: total !== 1 && shown < total ? 'partial' : 'all',
      shown,
      total,
    }),
  ),
  listingsFailed: 'Failed to load the listings awaiting review.',
  requestedAt: msg('Requested {when}', (when: string) => ({ when })),
  /** Issue 18: what kind of review a listing waits for. */
  submittedAt: msg('Submitted {when}', (when: string) => ({ when })),
  newSubmission: 'New submission',
  publicationRequest: 'Publication request',
  /** Issue 41: a live listing's edits to what buyers read, awaiting review. */
  liveChanges: 'Changes to a live listing',
  proposedChanges: 'Proposed changes',
  proposedChangesHint:
    'Buyers see the live listing until you publish these changes. Decline keeps the live listing as it is and sends the seller your note.',
  proposedName: 'New name',
  proposedDescription: 'New description',
  proposedFiles: 'New files',
  seller: 'Seller',
  noOwner: 'No owner on record',
  publish: 'Publish',
  publishing: 'Publishing...',
  decline: 'Decline',
  declining: 'Declining...',
  declineTitle: msg('Decline {name}', (name: string) => ({ name })),
  declineText:
    'The seller sees this note with the listing and may request publication again after changing it.',
  noteLabel: 'Note for the seller',
  declineConfirm: 'Decline listing',
  published: msg('{name} is published.', (name: string) => ({ name })),
  declined: msg('{name} was declined. The seller sees your note.', (name: string) => ({ name })),
  declineFailed: 'Failed to decline the listing.',
  photos: 'Photos',
  certificates: 'Certificates',
  noPhotos: 'No photos',
  noCertificates: 'No certificates',
  openFile: msg('Open {name}', (name: string) => ({ name })),
  /** Issue 18: the operator clears each certificate for buyers. */
  shareWithBuyers: msg('Share {name} with buyers', (name: string) => ({ name })),
  shareHint:
    'Buyers see a certificate on the product only once you share it. A certificate may name its producer: check it before sharing.',
  shareFailed: 'Failed to change whether buyers see this certificate. Please try again.',
  /** Issue 41: the manufacturer often names the seller; buyers read it once the operator clears it. */
  manufacturerHidden: 'Buyers do not see the manufacturer: it may name the seller.',
  manufacturerShown: 'Buyers see the manufacturer.',
  manufacturerShow: 'Show the manufacturer to buyers',
  manufacturerHide: 'Hide the manufacturer from buyers',
  manufacturerShareFailed: 'Failed to change whether buyers see the manufacturer. Please try again.',
  photoAlt: msg('{product}, photo {n}', (product: string, n: number) => ({ product, n })),
  videoLabel: msg('{product}, video {n}', (product: string, n: number) => ({ product, n })),
  recordImage: 'Record image',
  recordImageAlt: msg('{product}, record image', (product: string) => ({ product })),
  grams: msg('{grams} g', (grams: string) => ({ grams })),
  // Bids
  bidsLoading: 'Loading bids',
  bidsEmpty: 'No bids match these filters',
  bidsFailed: 'Failed to load the bids.',
  bidsFilters: 'Filter bids',
  statusFilter: 'Status',
  productFilter: 'Product',
  productOption: msg('{name} ({bids})', (name: string, bids: number) => ({ name, bids })),
  allStatuses: 'All statuses',
  allProducts: 'All products',
  showDeleted: 'Show deleted bids',
  bidsTable: 'Bids',
  perGram: msg('{price} per gram', (price: string) => ({ price })),
  bidTotal: msg('{total} total', (total: string) => ({ total })),
  moveTo: msg('Move to {status}', (status: string) => ({ status })),
  // Starts with the visible text, so speech users can say what they see (WCAG 2.5.3, issue 18).
  moveLabel: msg(
    'Move to {status}: the bid of {buyer} on {product}',
    (product: string, buyer: string, status: string) => ({ product, buyer, status }),
  ),
  moving: 'Moving...',
  deleted: 'Deleted by the buyer',
  moved: msg('The bid on {product} is now {status}.', (product: string, status: string) => ({
    product,
    status,
  })),
  moveFailed: 'Failed to move the bid.',
  // Issue 35: the listing's grams left for another approval, and the Decline with its reason.
  gramsLeft: msg('{left} g left of {stock} g', (left: string, stock: string) => ({ left, stock })),
  wouldOversell: msg(
    'Approving this bid would oversell the listing: it asks for {quantity} g and only {left} g are left.',
    (quantity: string, left: string) => ({ quantity, left }),
  ),
  declineLabel: msg(
    'Decline: the bid of {buyer} on {product}',
    (product: string, buyer: string) => ({ product, buyer }),
  ),
  declineBidTitle: msg('Decline the bid on {product}', (product: string) => ({ product })),
  declineBidText:
    'The buyer is told that the bid was declined, with your reason, and the grams it held go back to the listing. This cannot be undone.',
  declineBidReason: 'Reason for the buyer',
  declineBidConfirm: 'Decline bid',
  decliningBid: 'Declining...',
  declinedBid: msg('The bid on {product} was declined.', (product: string) => ({ product })),
  declineBidFailed: 'Failed to decline the bid.',
  declineReasonShown: msg('Reason: {reason}', (reason: string) => ({ reason })),
  // Accounts
  accountsLoading: 'Loading accounts',
  accountsEmpty: 'No accounts match',
  accountsFailed: 'Failed to load the accounts.',
  stateFilter: 'Show',
  allAccounts: 'All accounts',
  stateOption: msg('{label} ({count})', (label: string, count: number) => ({ label, count })),
  search: 'Search name, email or company',
  searchPlaceholder: 'Name, email or company',
  joined: msg('Joined {when}', (when: string) => ({ when })),
  confirmed: msg('Documents confirmed {when}', (when: string) => ({ when })),
  verifiedOn: msg('Verified {when}', (when: string) => ({ when })),
  suspendedBecause: msg('Suspended: {reason}', (reason: string) => ({ reason })),
  documents: 'Documents',
  noDocuments: 'No documents uploaded yet',
  documentLink: msg('{kind}: {fileName}', (kind: string, fileName: string) => ({ kind, fileName })),
  verify: 'Verify',
  verifying: 'Verifying...',
  suspend: 'Suspend',
  suspending: 'Suspending...',
  suspendTitle: msg('Suspend {name}', (name: string) => ({ name })),
  suspendText:
    'A suspended account keeps only its profile until it is reinstated. The reason is shown to it.',
  reasonLabel: 'Reason',
  suspendConfirm: 'Suspend account',
  reinstate: 'Reinstate',
  reinstating: 'Reinstating...',
  accountVerified: msg('{name} is verified.', (name: string) => ({ name })),
  accountSuspended: msg('{name} is suspended.', (name: string) => ({ name })),
  accountReinstated: msg('{name} is reinstated.', (name: string) => ({ name })),
  accountActionFailed: 'Failed to update the account.',
  // Issue 18 (spec §6: the operator may refuse): an account awaiting review is refused with a
  // reason (it is suspended: it keeps its profile and can send new documents for another review).
  refuse: 'Refuse',
  refuseTitle: msg('Refuse {name}', (name: string) => ({ name })),
  refuseText:
    'A refused account cannot bid or list. It keeps only its profile and can upload new documents for another review. The reason is shown to it.',
  refuseConfirm: 'Refuse account',
  refusing: 'Refusing...',
  accountRefused: msg('{name} is refused.', (name: string) => ({ name })),
  documentReceived: msg('received {when}', (when: string) => ({ when })),
  newDocument: 'New since the suspension',
  newDocumentsSince: msg(
    '{count, plural, one {# new document since the suspension on {when}: review them, then reinstate the account if they are in order.} other {# new documents since the suspension on {when}: review them, then reinstate the account if they are in order.}}',
    (count: number, when: string) => ({ count, when }),
  ),
  // Automation
  outboxLoading: 'Loading webhook deliveries',
  outboxEmpty: 'No webhook rows match these filters',
  outboxFailed: 'Failed to load the webhook deliveries.',
  outboxFilters: 'Filter webhook rows',
  outboxSummary: 'Webhook rows by status',
  kindFilter: 'Webhook',
  allKinds: 'All webhooks',
  outboxTable: 'Webhook rows',
  /** Issue 18: the region a wide table scrolls in on a phone. */
  tableScroll: msg('{table} (scrolls sideways)', (table: string) => ({ table })),
  // Issue 18: where the queued rows stand.
  outboxHealth: 'Automation endpoints',
  noEndpointAtAll:
    'No automation endpoint is configured: queued rows are kept until one is set (AUTOMATION_URL_* on the API).',
  noEndpointFor: msg(
    'No automation endpoint is configured for {kinds}: their queued rows are kept until one is set.',
    (kinds: string) => ({ kinds }),
  ),
  oldestQueued: msg('Oldest queued: {age}', (age: string) => ({ age })),
  payload: 'Payload',
  requeue: 'Requeue',
  requeueLabel: msg('Requeue the {kind} webhook of {when}', (kind: string, when: string) => ({
    kind,
    when,
  })),
  requeueAll: 'Requeue all dead rows',
  requeuing: 'Requeuing...',
  requeued: msg(
    '{count, plural, =0 {No dead rows to requeue.} one {# row queued again.} other {# rows queued again.}}',
    (count: number) => ({ count }),
  ),
  requeueFailed: 'Failed to requeue the webhook rows.',
  // Issue 35: the item a notification opened (its address names it).
  fromNotification: 'From your notification',
  listingNotInQueue:
    'The listing this notification is about no longer awaits review: it was reviewed or withdrawn.',
  bidNotInList: 'The bid this notification is about is not in this list.',
  counterNotInList: 'The counter-offer this notification is about is not in this list.',
  accountNotInList:
    'The account this notification is about is not in this list: it may have been reviewed already.',
  publishFailed: 'Failed to publish product',
});

/** Issue 37: the Platform tab — each remote's releases, their health, promote and roll back. */
export const OPERATOR_PLATFORM_MESSAGES = defineMessages('operator.platform', {
  loading: 'Loading the release registry',
  failed: 'Failed to load the release registry.',
  empty: 'No remote has releases yet',
  emptyHint: 'A team publishes its remote with npm run release -- publish <remote>.',
  remoteHeading: msg('Remote {remote}', (remote: string) => ({ remote })),
  summary: 'Releases served now',
  stable: 'Stable',
  canary: 'Canary',
  none: 'None',
  canaryOf: msg('{release} to {percent} of users', (release: string, percent: string) => ({
    release,
    percent,
  })),
  table: msg('Releases of {remote}', (remote: string) => ({ remote })),
  columnRelease: 'Release',
  columnState: 'Serves',
  columnKernel: 'Kernel range',
  columnPublished: 'Published',
  columnCommit: 'Commit',
  columnFailureRate: 'Failure rate',
  columnSessions: 'Sessions',
  columnActions: 'Actions',
  stableTag: 'Stable',
  canaryTag: msg('Canary, {percent}', (percent: string) => ({ percent })),
  notServed: 'Not served',
  tryingTag: 'Tried in this tab',
  noKernel: 'No kernel',
  failures: msg(
    '{failed, plural, one {# of {sessions} failed} other {# of {sessions} failed}}',
    (failed: number, sessions: number) => ({ failed, sessions }),
  ),
  noReports: 'No reports',
  promote: 'Promote',
  promoteLabel: msg(
    'Promote {release} of {remote} to stable',
    (release: string, remote: string) => ({
      release,
      remote,
    }),
  ),
  promoteTitle: msg('Promote {release}?', (release: string) => ({ release })),
  promoteText: msg(
    'Every user of {remote} gets {release} from their next page load. Open tabs keep the release they started with.',
    (remote: string, release: string) => ({ remote, release }),
  ),
  promoting: 'Promoting...',
  promoted: msg(
    '{release} is now the stable release of {remote}.',
    (release: string, remote: string) => ({
      release,
      remote,
    }),
  ),
  rollBack: 'Roll back',
  rollBackLabel: msg('Roll back {remote} to its previous stable release', (remote: string) => ({
    remote,
  })),
  rollBackTitle: msg('Roll back {remote}?', (remote: string) => ({ remote })),
  rollBackText: msg(
    '{remote} goes back to the stable release before {release}, for every user from their next page load.',
    (remote: string, release: string) => ({ remote, release }),
  ),
  rollingBack: 'Rolling back...',
  rolledBack: msg('{remote} is back on {release}.', (remote: string, release: string) => ({
    remote,
    release,
  })),
  nothingToRollBack: 'No earlier stable release to roll back to',
  endCanary: 'End canary',
  endCanaryLabel: msg('End canary of {remote}', (remote: string) => ({ remote })),
  endCanaryTitle: msg('End the canary of {remote}?', (remote: string) => ({ remote })),
  endCanaryText: msg(
    'The users who got {release} get the stable release from their next page load.',
    (release: string) => ({ release }),
  ),
  endingCanary: 'Ending...',
  canaryEnded: msg('The canary of {remote} has ended.', (remote: string) => ({ remote })),
  actionFailed: 'Failed to change the release registry.',
  tryHere: 'Try in this tab',
  tryHereLabel: msg(
    'Try in this tab: {release} of {remote}',
    (release: string, remote: string) => ({
      release,
      remote,
    }),
  ),
  stopTrying: 'Stop trying',
  stopTryingLabel: msg('Stop trying {release} of {remote}', (release: string, remote: string) => ({
    release,
    remote,
  })),
  trying: msg(
    'This tab runs {release} of {remote}, whatever the registry serves others.',
    (release: string, remote: string) => ({ release, remote }),
  ),
  history: 'Recent changes',
  historyEntry: msg(
    '{when}: {action} {release} by {by}',
    (when: string, action: string, release: string, by: string) => ({ when, action, release, by }),
  ),
  historyReason: msg('({reason})', (reason: string) => ({ reason })),
  plainHeading: 'Remotes served by a manifest URL',
  plainHint: 'They have no releases here: their team deploys them on its own.',
  rollbackRule: msg(
    'A canary is switched off automatically when its failure rate exceeds the stable release’s by more than {margin} over at least {minSessions} sessions.',
    (margin: string, minSessions: number) => ({ margin, minSessions }),
  ),
});

/** Issue 37: a registry history step's action ('auto-rollback' → 'rolled back automatically'). */
export const OPERATOR_RELEASE_ACTION_MESSAGES = defineMessages('operator.releaseActions', {
  publish: 'published',
  promote: 'promoted',
  canary: 'canary',
  rollback: 'rolled back to',
  'auto-rollback': 'rolled back automatically',
});

/**
 * The console's texts: its own group, with the label groups as properties (`M.tabs.bids`,
 * `M.states[state]`). The groups are attached, not copied: each text is still read when used.
 */
export const OPERATOR_MESSAGES = Object.assign(OPERATOR_CONSOLE_MESSAGES, {
  tabs: OPERATOR_TAB_MESSAGES,
  facts: OPERATOR_FACT_MESSAGES,
  columns: OPERATOR_BID_COLUMN_MESSAGES,
  bidStatuses: OPERATOR_BID_STATUS_MESSAGES,
  contactTypes: OPERATOR_CONTACT_TYPE_MESSAGES,
  states: OPERATOR_STATE_MESSAGES,
  documentKinds: OPERATOR_DOCUMENT_KIND_MESSAGES,
  outboxStatuses: OPERATOR_OUTBOX_STATUS_MESSAGES,
  outboxKinds: OPERATOR_OUTBOX_KIND_MESSAGES,
  age: OPERATOR_AGE_MESSAGES,
  outboxColumns: OPERATOR_OUTBOX_COLUMN_MESSAGES,
  counterStatuses: OPERATOR_COUNTER_STATUS_MESSAGES,
  counters: OPERATOR_COUNTER_MESSAGES,
  auditKinds: OPERATOR_AUDIT_KIND_MESSAGES,
  auditTargets: OPERATOR_AUDIT_TARGET_MESSAGES,
  audit: OPERATOR_AUDIT_MESSAGES,
  exports: OPERATOR_EXPORT_MESSAGES,
  licence: OPERATOR_LICENCE_MESSAGES,
  platform: OPERATOR_PLATFORM_MESSAGES,
  releaseActions: OPERATOR_RELEASE_ACTION_MESSAGES,
});
