// Values the API stores in en-CA (a bid's Status, an account's Contact_Type) or as codes (issue 20:
// an audit record's kind and target type, a counter-offer's status) as the console shows them in
// the active locale.
import type { AuditKind, AuditTargetType, CounterOfferStatus, TaskStatus } from '@leafbid/domain';
import {
  OPERATOR_AUDIT_KIND_MESSAGES,
  OPERATOR_AUDIT_TARGET_MESSAGES,
  OPERATOR_BID_STATUS_MESSAGES,
  OPERATOR_CONTACT_TYPE_MESSAGES,
  OPERATOR_COUNTER_STATUS_MESSAGES,
} from '../messages';

const BID_STATUS_KEYS = {
  'Not Started': 'notStarted',
  Pending: 'pending',
  Agreed: 'agreed',
  Approved: 'approved',
  Completed: 'completed',
  Declined: 'declined',
} as const satisfies Record<TaskStatus, keyof typeof OPERATOR_BID_STATUS_MESSAGES>;

/** 'Not Started' → 'Not Started' (en-CA), 'Non commencée' (fr-CA). */
export function bidStatusLabel(status: TaskStatus): string {
  return OPERATOR_BID_STATUS_MESSAGES[BID_STATUS_KEYS[status]];
}

/** 'Buyer' → 'Acheteur' (fr-CA); a type the catalogue does not know shows as stored. */
export function contactTypeLabel(type: string): string {
  return Object.hasOwn(OPERATOR_CONTACT_TYPE_MESSAGES, type)
    ? OPERATOR_CONTACT_TYPE_MESSAGES[type as keyof typeof OPERATOR_CONTACT_TYPE_MESSAGES]
    : type;
}

const AUDIT_KIND_KEYS = {
  'listing.published': 'listingPublished',
  'listing.declined': 'listingDeclined',
  'listing.record_image': 'listingRecordImage',
  'listing.changes_submitted': 'listingChangesSubmitted',
  'listing.changes_approved': 'listingChangesApproved',
  'listing.changes_declined': 'listingChangesDeclined',
  'listing.edited': 'listingEdited',
  'listing.files_added': 'listingFilesAdded',
  'listing.archived': 'listingArchived',
  'listing.deleted': 'listingDeleted',
  'certificate.shared': 'certificateShared',
  'certificate.unshared': 'certificateUnshared',
  'bid.moved': 'bidMoved',
  'bid.declined': 'bidDeclined',
  'account.verified': 'accountVerified',
  'account.suspended': 'accountSuspended',
  'account.reinstated': 'accountReinstated',
  'account.licence_corrected': 'accountLicenceCorrected',
  'outbox.requeued': 'outboxRequeued',
  'counter.proposed': 'counterProposed',
  'counter.relayed': 'counterRelayed',
  'counter.withdrawn': 'counterWithdrawn',
  'counter.accepted': 'counterAccepted',
  'counter.declined': 'counterDeclined',
  'release.promoted': 'releasePromoted',
  'release.rolled_back': 'releaseRolledBack',
  'release.canary': 'releaseCanary',
  'release.auto_rolled_back': 'releaseAutoRolledBack',
} as const satisfies Record<AuditKind, keyof typeof OPERATOR_AUDIT_KIND_MESSAGES>;

/** Issue 20: 'bid.moved' → 'Bid moved'; a kind the catalogue does not know shows as recorded. */
export function auditKindLabel(kind: string): string {
  return Object.hasOwn(AUDIT_KIND_KEYS, kind)
    ? OPERATOR_AUDIT_KIND_MESSAGES[AUDIT_KIND_KEYS[kind as AuditKind]]
    : kind;
}

/** Issue 20: 'contact' → 'Account'; another type shows as recorded. */
export function auditTargetLabel(type: string): string {
  return Object.hasOwn(OPERATOR_AUDIT_TARGET_MESSAGES, type)
    ? OPERATOR_AUDIT_TARGET_MESSAGES[type as AuditTargetType]
    : type;
}

/** Issue 20: 'proposed' → 'To relay'; a status the catalogue does not know shows as sent. */
export function counterStatusLabel(status: string): string {
  return Object.hasOwn(OPERATOR_COUNTER_STATUS_MESSAGES, status)
    ? OPERATOR_COUNTER_STATUS_MESSAGES[status as CounterOfferStatus]
    : status;
}
