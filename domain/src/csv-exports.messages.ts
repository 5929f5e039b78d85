// Issue 35: the CSV exports' header row and their word values in the reader's language
// (docs/api.md "CSV exports"). A header's key is its machine name — the stable snake_case header
// that `?headers=machine` writes — so an export's columns name their label by that name. The API
// renders these with the reader's locale (its own runtime per locale, as for the emails).
import { defineMessages } from './i18n';

export const CSV_HEADER_MESSAGES = defineMessages('domain.csvHeaders', {
  id: 'ID',
  created_at: 'Created',
  modified_at: 'Modified',
  deleted_at: 'Deleted',
  status: 'Status',
  product_id: 'Product ID',
  product_name: 'Product',
  quantity_g: 'Quantity (g)',
  price_per_gram: 'Price per gram ($)',
  total: 'Total ($)',
  buyer_id: 'Buyer ID',
  buyer_name: 'Buyer',
  buyer_company: 'Buyer company',
  buyer_email: 'Buyer email',
  seller_id: 'Seller ID',
  seller_name: 'Seller',
  seller_company: 'Seller company',
  seller_email: 'Seller email',
  active: 'Active',
  request_pending: 'Publish requested',
  min_request_price_per_gram: 'Minimum price per gram ($)',
  grams_available: 'Grams available',
  open_bids: 'Open bids',
  grams_requested: 'Grams requested',
  best_price_per_gram: 'Best price per gram ($)',
  quality_low: 'Low bids',
  quality_medium: 'Medium bids',
  quality_excellent: 'Excellent bids',
  first_name: 'First name',
  last_name: 'Last name',
  company: 'Company',
  email: 'Email',
  phone: 'Phone',
  province: 'Province or territory',
  contact_type: 'Account type',
  review_state: 'Review state',
  confirmed_at: 'Confirmed',
  verified_at: 'Verified',
  suspended_at: 'Suspended',
  suspension_reason: 'Suspension reason',
  licence_number: 'Licence number',
  licence_expires_on: 'Licence expires on',
  at: 'Time',
  kind: 'Action',
  actor_id: 'Actor ID',
  actor: 'Actor',
  target_type: 'Target type',
  target_id: 'Target ID',
  target: 'Target',
  reason: 'Reason',
  before: 'Before',
  after: 'After',
});

/** A yes/no cell (a listing's Active, its publish request). */
export const CSV_BOOLEAN_MESSAGES = defineMessages('domain.csvBooleans', {
  yes: 'Yes',
  no: 'No',
});

/**
 * Spec §4 order request statuses, as stored (en-CA) → the reader's words (Agreed and Declined:
 * issue 35). A status not listed here is written as stored.
 */
export const CSV_BID_STATUS_MESSAGES = defineMessages('domain.csvBidStatuses', {
  'Not Started': 'Not Started',
  Pending: 'Pending',
  Agreed: 'Agreed',
  Approved: 'Approved',
  Completed: 'Completed',
  Declined: 'Declined',
});

/** An account's roles (Contact_Type, stored in en-CA). */
export const CSV_CONTACT_TYPE_MESSAGES = defineMessages('domain.csvContactTypes', {
  Buyer: 'Buyer',
  Seller: 'Seller',
  Admin: 'Admin',
});

/** Where an account stands in the operator's review (ACCOUNT_REVIEW_STATES). */
export const CSV_REVIEW_STATE_MESSAGES = defineMessages('domain.csvReviewStates', {
  'awaiting-review': 'Awaiting review',
  'awaiting-documents': 'Awaiting documents',
  verified: 'Verified',
  suspended: 'Suspended',
});

/** An audit record's kind (AUDIT_KINDS); a kind not listed here is written as recorded. */
export const CSV_AUDIT_KIND_MESSAGES = defineMessages('domain.csvAuditKinds', {
  'listing.published': 'Listing published',
  'listing.declined': 'Listing declined',
  'listing.record_image': 'Record image set',
  'listing.changes_submitted': 'Listing changes sent for review',
  'listing.changes_approved': 'Listing changes approved',
  'listing.changes_declined': 'Listing changes declined',
  'listing.edited': 'Listing edited by the operator',
  'listing.files_added': 'Listing files added by the operator',
  'listing.archived': 'Listing archived by the operator',
  'listing.deleted': 'Listing deleted by the operator',
  'certificate.shared': 'Certificate shared with buyers',
  'certificate.unshared': 'Certificate hidden from buyers',
  'bid.moved': 'Bid moved',
  'bid.declined': 'Bid declined',
  'account.verified': 'Account verified',
  'account.suspended': 'Account suspended',
  'account.reinstated': 'Account reinstated',
  'account.licence_corrected': 'Licence details corrected',
  'outbox.requeued': 'Webhook re-queued',
  'counter.proposed': 'Counter-offer proposed',
  'counter.relayed': 'Counter-offer relayed',
  'counter.withdrawn': 'Counter-offer withdrawn',
  'counter.accepted': 'Counter-offer accepted',
  'counter.declined': 'Counter-offer declined',
  'release.promoted': 'Release promoted',
  'release.rolled_back': 'Release rolled back',
  'release.canary': 'Canary release set',
  'release.auto_rolled_back': 'Canary rolled back automatically',
});

/** An audit record's target type (AUDIT_TARGET_TYPES). */
export const CSV_AUDIT_TARGET_MESSAGES = defineMessages('domain.csvAuditTargets', {
  product: 'Listing',
  bid: 'Bid',
  contact: 'Account',
  counter: 'Counter-offer',
  outbox: 'Webhook row',
  release: 'Release',
});
