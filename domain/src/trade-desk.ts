// Issue 20 (the trade desk): the kinds of notifications, counter-offer states and audit records,
// shared by the API (which writes them) and the remotes (which show and filter them).

/**
 * What a user may be told, by audience: the buyer of a bid, the seller of a listing, the account
 * itself, and Admins. Each user chooses per kind: in the app only, or in the app and by email.
 */
export const NOTIFICATION_KINDS_BY_AUDIENCE = {
  // Issue 35: also a bid the operator declined, and a listing deleted under an approved bid.
  buyer: ['bid_approved', 'bid_countered', 'bid_completed', 'bid_declined', 'listing_deleted'],
  seller: ['listing_published', 'listing_declined', 'bid_received', 'counter_answered'],
  account: ['account_verified', 'account_suspended', 'account_reinstated'],
  // Issue 35: also an account awaiting verification and a new bid to move.
  // Issue 37: also a canary release the API rolled back on its failure rate.
  admin: [
    'listing_review',
    'counter_to_relay',
    'account_to_verify',
    'bid_to_move',
    'release_rolled_back',
  ],
} as const;

export type NotificationAudience = keyof typeof NOTIFICATION_KINDS_BY_AUDIENCE;
export type NotificationKind =
  (typeof NOTIFICATION_KINDS_BY_AUDIENCE)[NotificationAudience][number];
export const NOTIFICATION_KINDS: readonly NotificationKind[] = Object.values(
  NOTIFICATION_KINDS_BY_AUDIENCE,
).flat();

/** How a kind reaches its user: 'in_app' only, or 'email' (in the app and by email, the default). */
export const NOTIFICATION_CHANNELS = ['in_app', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'email';

/** The audiences a contact belongs to, from its Contact_Type (Buyer, Seller, Admin). */
export function notificationAudiences(contactType: readonly string[]): NotificationAudience[] {
  return [
    ...(contactType.includes('Buyer') ? (['buyer'] as const) : []),
    ...(contactType.includes('Seller') ? (['seller'] as const) : []),
    'account' as const,
    ...(contactType.includes('Admin') ? (['admin'] as const) : []),
  ];
}

/** The kinds a contact may be told of (and choose a channel for). */
export function notificationKindsFor(contactType: readonly string[]): NotificationKind[] {
  return notificationAudiences(contactType).flatMap((a) => NOTIFICATION_KINDS_BY_AUDIENCE[a]);
}

/**
 * A counter-offer's life: proposed by the seller (only the operator sees it) → relayed by the
 * operator (the buyer sees it) → accepted or declined by the buyer; or withdrawn by the operator
 * while proposed or relayed.
 */
export const COUNTER_OFFER_STATUSES = [
  'proposed',
  'relayed',
  'accepted',
  'declined',
  'withdrawn',
] as const;
export type CounterOfferStatus = (typeof COUNTER_OFFER_STATUSES)[number];
export const OPEN_COUNTER_OFFER_STATUSES: readonly CounterOfferStatus[] = ['proposed', 'relayed'];
/** The longest note a seller may add to a counter-offer. */
export const COUNTER_NOTE_MAX_LENGTH = 500;

/** Every recorded action (the console's Audit tab filters by these). */
export const AUDIT_KINDS = [
  'listing.published',
  'listing.declined',
  'listing.record_image',
  // Issue 41: a live listing's edits to what buyers read go through review; an operator's
  // actions through the seller routes on another owner's listing are on record too.
  'listing.changes_submitted',
  'listing.changes_approved',
  'listing.changes_declined',
  'listing.edited',
  'listing.files_added',
  'listing.archived',
  'listing.deleted',
  'certificate.shared',
  'certificate.unshared',
  'bid.moved',
  'bid.declined',
  'account.verified',
  'account.suspended',
  'account.reinstated',
  'account.licence_corrected',
  'outbox.requeued',
  'counter.proposed',
  'counter.relayed',
  'counter.withdrawn',
  'counter.accepted',
  'counter.declined',
  // Issue 37: a remote's releases (the operator console's Platform view, the API's own rollback).
  'release.promoted',
  'release.rolled_back',
  'release.canary',
  'release.auto_rolled_back',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_TARGET_TYPES = [
  'product',
  'bid',
  'contact',
  'counter',
  'outbox',
  // Issue 37: a remote's release ('<remote>/<release id>').
  'release',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
/** Kinds that refuse or remove something: the API requires a reason for them. */
export const AUDIT_KINDS_WITH_REASON: readonly AuditKind[] = [
  'listing.declined',
  'listing.changes_declined',
  'account.suspended',
  'counter.withdrawn',
  'bid.declined',
];
