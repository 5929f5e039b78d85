// The operator's console (issue 11): its wire shapes (docs/api.md "Operator console") as the
// browser reads them, and the rules the console and the API share — a bid moves forward one step
// at a time, and where an account stands in the operator's review. The shapes are derived from
// the strict ones the API answers with (./schemas/wire/operator, issue 17).
import type { z } from 'zod';
import { nullishExcept, nullishOnly } from './schemas/wire/nullish';
import {
  accountReviewFields,
  bidBoardFields,
  bidProductJsonSchema,
  operatorFileJsonSchema,
  outboxRowJsonSchema,
  partyJsonSchema,
  reviewListingOf,
  type AccountReviewState,
} from './schemas/wire/operator';
import { contactJsonSchema } from './schemas/wire/contact';
import { productSchema, taskSchema, type TaskStatus } from './types';

export {
  ACCOUNT_REVIEW_STATES,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  outboxCountSchema,
  outboxEndpointSchema,
  type AccountReviewState,
  type OutboxCount,
  type OutboxEndpoint,
  type OutboxKind,
  type OutboxStatus,
} from './schemas/wire/operator';

/**
 * Spec §4 order request statuses in the operator's order: a bid only ever moves forward. Agreed
 * (issue 35) is reached only by the buyer accepting a counter-offer on a pending bid, never by
 * the operator; from there the operator approves it as any other.
 */
export const BID_STATUS_FLOW = [
  'Not Started',
  'Pending',
  'Agreed',
  'Approved',
  'Completed',
] as const satisfies readonly TaskStatus[];

const NEXT_BID_STATUS: Partial<Record<TaskStatus, TaskStatus>> = {
  'Not Started': 'Pending',
  Pending: 'Approved',
  Agreed: 'Approved',
  Approved: 'Completed',
};

/** The status an operator may move a bid to next, or null once it is Completed. */
export function nextBidStatus(status: TaskStatus): TaskStatus | null {
  return NEXT_BID_STATUS[status] ?? null;
}

/** Where an account stands in the operator's review (ACCOUNT_REVIEW_STATES). */
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
/** Issue 35: the reason the operator gives the buyer when declining a bid. */
export const BID_DECLINE_REASON_MAX_LENGTH = 1000;

/** A stored file as the operator sees it: product files and licence documents, by kind. */
export const operatorFileSchema = nullishOnly(operatorFileJsonSchema, { created_at: true });
export type OperatorFile = z.infer<typeof operatorFileSchema>;

/** Who is behind a listing or a bid: only the operator sees both sides (ARCHITECTURE "Product API"). */
export const partySchema = nullishExcept(partyJsonSchema, { id: true });
export type Party = z.infer<typeof partySchema>;

/** GET /operator/listings: a listing awaiting review with everything the decision needs. */
export const reviewListingSchema = nullishOnly(
  reviewListingOf(productSchema, partySchema, operatorFileSchema),
  // `kind` (issue 18) may be absent from an API older than the console.
  { requested_at: true, kind: true },
);
export type ReviewListing = z.infer<typeof reviewListingSchema>;

/** GET /operator/bids: an order request with its buyer and its product (and the product's owner). */
export const operatorBidSchema = nullishOnly(
  taskSchema.extend(
    bidBoardFields(
      partySchema,
      nullishExcept(bidProductJsonSchema, { id: true, Product_Active: true }),
    ),
  ),
  { Deleted_Time: true },
);
export type OperatorBid = z.infer<typeof operatorBidSchema>;

/** GET /operator/accounts: a contact with its licence and permit documents and its review state. */
export const operatorAccountSchema = nullishExcept(
  contactJsonSchema.extend(accountReviewFields(operatorFileSchema)),
  { id: true, Review_State: true, documents: true },
);
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

/** GET /operator/outbox: one webhook row, its delivery state and its last error. */
export const outboxRowSchema = nullishExcept(outboxRowJsonSchema, {
  id: true,
  kind: true,
  status: true,
  attempts: true,
  payload: true,
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;
