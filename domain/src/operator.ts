// The operator's console (issue 11): its wire shapes (docs/api.md "Operator console") and the
// rules the console and the API share — a bid moves forward one step at a time, and where an
// account stands in the operator's review.
import { z } from 'zod';
import { contactSchema, productSchema, taskSchema, type TaskStatus } from './types';

const text = z.string().nullish();

/** Spec §4 order request statuses in the operator's order: a bid only ever moves forward. */
export const BID_STATUS_FLOW = [
  'Not Started',
  'Pending',
  'Approved',
  'Completed',
] as const satisfies readonly TaskStatus[];

/** The status an operator may move a bid to next, or null once it is Completed. */
export function nextBidStatus(status: TaskStatus): TaskStatus | null {
  const index = BID_STATUS_FLOW.indexOf(status);
  return index === -1 ? null : (BID_STATUS_FLOW[index + 1] ?? null);
}

/**
 * Where an account stands in the operator's review: documents still missing (spec §2 Confirm
 * account), confirmed and waiting for an Admin, verified, or suspended (spec §6 "the operator may
 * refuse, suspend or terminate access").
 */
export const ACCOUNT_REVIEW_STATES = [
  'awaiting-documents',
  'awaiting-review',
  'verified',
  'suspended',
] as const;
export type AccountReviewState = (typeof ACCOUNT_REVIEW_STATES)[number];

export function accountReviewState(account: {
  Account_Confirmed?: boolean | null;
  Account_Verified?: boolean | null;
  Account_Suspended?: boolean | null;
}): AccountReviewState {
  if (account.Account_Suspended) return 'suspended';
  if (!account.Account_Confirmed) return 'awaiting-documents';
  return account.Account_Verified ? 'verified' : 'awaiting-review';
}

/** Limits of the operator's free-text inputs (the API enforces them; the forms show them). */
export const DECLINE_NOTE_MAX_LENGTH = 2000;
export const SUSPENSION_REASON_MAX_LENGTH = 1000;

/** A stored file as the operator sees it: product files and licence documents, by kind. */
export const operatorFileSchema = z.object({
  id: z.string(),
  kind: z.enum(['cover', 'photo', 'certificate', 'record_image', 'cannabis_license', 'cra_permit']),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number(),
  /** GET /file/{id} (or /product-image/{product} for the cover); read with mediaUrl. */
  url: z.string(),
  created_at: text,
});
export type OperatorFile = z.infer<typeof operatorFileSchema>;

/** Who is behind a listing or a bid: only the operator sees both sides (ARCHITECTURE "Product API"). */
export const partySchema = z.object({
  id: z.string(),
  Full_Name: text,
  Company: text,
  Email: text,
  Phone: text,
});
export type Party = z.infer<typeof partySchema>;

/** GET /operator/listings: a listing awaiting review with everything the decision needs. */
export const reviewListingSchema = z.object({
  product: productSchema,
  owner: partySchema.nullable(),
  files: z.array(operatorFileSchema),
  requested_at: text,
});
export type ReviewListing = z.infer<typeof reviewListingSchema>;

/** GET /operator/bids: an order request with its buyer and its product (and the product's owner). */
export const operatorBidSchema = taskSchema.extend({
  Deleted_Time: text,
  buyer: partySchema,
  seller: partySchema.nullable(),
  product: z
    .object({
      id: z.string(),
      Product_Name: text,
      Product_Active: z.boolean(),
      Min_Request_G_Including_5_markup: z.number().nullish(),
    })
    .nullable(),
});
export type OperatorBid = z.infer<typeof operatorBidSchema>;

/** GET /operator/accounts: a contact with its licence and permit documents and its review state. */
export const operatorAccountSchema = contactSchema.extend({
  Created_Time: text,
  Confirmed_Time: text,
  Verified_Time: text,
  Suspended_Time: text,
  Review_State: z.enum(ACCOUNT_REVIEW_STATES),
  documents: z.array(operatorFileSchema),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

export const OUTBOX_STATUSES = ['queued', 'delivered', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
/** Spec §7 automation webhooks, one outbox kind each. */
export const OUTBOX_KINDS = [
  'purchase_request',
  'support_request',
  'update_bid',
  'delete_bid',
  'product_submission',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** GET /operator/outbox: one webhook row, its delivery state and its last error. */
export const outboxRowSchema = z.object({
  id: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  last_error: text,
  created_at: text,
  queued_at: text,
  next_attempt_at: text,
  delivered_at: text,
  payload: z.unknown(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

/** How many rows of each status and kind the outbox holds (the Automation tab's summary). */
export const outboxCountSchema = z.object({
  status: z.enum(OUTBOX_STATUSES),
  kind: z.enum(OUTBOX_KINDS),
  count: z.number(),
});
export type OutboxCount = z.infer<typeof outboxCountSchema>;
