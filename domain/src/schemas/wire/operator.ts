// The operator console's wire shapes (issue 11; docs/api.md "Operator console") as the API sends
// them: the strict shapes. The browser reads them through the lenient schemas of ../../operator.ts,
// derived from these; the shapes made of others (a listing with its product, a bid with its
// parties, an account with its documents) are built by one function from their parts, strict or
// lenient.
import { z } from 'zod';
import { contactJsonSchema } from './contact';
import { productJsonSchema } from './product';
import { taskJsonSchema } from './task';
import { AUDIT_KINDS, AUDIT_TARGET_TYPES } from '../../trade-desk';

const text = z.string().nullable();

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

export const OUTBOX_STATUSES = ['queued', 'delivered', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
/**
 * Spec §7 automation webhooks, one outbox kind each; and (issue 20) `email`, the notification
 * emails the relay sends to the mail server (SMTP_URL) rather than to a webhook.
 */
export const OUTBOX_KINDS = [
  'purchase_request',
  'support_request',
  'update_bid',
  'delete_bid',
  'product_submission',
  /** Issue 20: a counter-offer's step (proposed, relayed, withdrawn, accepted, declined). */
  'counter_offer',
  'email',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A stored file as the operator sees it: product files and licence documents, by kind. */
export const operatorFileJsonSchema = z.object({
  id: z.string(),
  kind: z.enum([
    'cover',
    'photo',
    'certificate',
    'record_image',
    'cannabis_license',
    'cra_permit',
    // Issue 41: files sent for a live listing, awaiting review (Pending_Changes of the product).
    'pending_cover',
    'pending_photo',
    'pending_certificate',
  ]),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number(),
  /** GET /file/{id} (or /product-image/{product} for the cover); read with mediaUrl. */
  url: z.string(),
  created_at: text,
  /** Issue 18, certificates only: the operator cleared it for buyers to open. */
  shared_with_buyers: z.boolean().optional(),
});
export type OperatorFileJson = z.output<typeof operatorFileJsonSchema>;

/** Who is behind a listing or a bid: only the operator sees both sides (ARCHITECTURE "Product API"). */
export const partyJsonSchema = z.object({
  id: z.string(),
  Full_Name: text,
  Company: text,
  Email: z.string(),
  Phone: text,
});
export type PartyJson = z.output<typeof partyJsonSchema>;

/** GET /operator/listings: a listing awaiting review with everything the decision needs. */
export const reviewListingOf = <
  Product extends z.ZodType,
  Party extends z.ZodType,
  File extends z.ZodType,
>(
  product: Product,
  party: Party,
  file: File,
) =>
  z.object({
    product,
    owner: party.nullable(),
    files: z.array(file),
    requested_at: text,
    /**
     * Issue 18: a new submission, or a publication request of an edited or declined listing;
     * issue 41: or changes to a live listing (its product's Pending_Changes).
     */
    kind: z.enum(['new submission', 'publication request', 'changes']),
  });
export const reviewListingJsonSchema = reviewListingOf(
  productJsonSchema,
  partyJsonSchema,
  operatorFileJsonSchema,
);
export type ReviewListingJson = z.output<typeof reviewListingJsonSchema>;

/** The product of a bid on the operator's board. */
export const bidProductJsonSchema = z.object({
  id: z.string(),
  Product_Name: z.string(),
  Product_Active: z.boolean(),
  Min_Request_G_Including_5_markup: z.number().nullable(),
  /**
   * Issue 35 (no overselling): the listing's stock (now plus upcoming, spec §5), the grams its
   * approved bids reserve, and what is left for another approval.
   */
  Grams_Stock: z.number(),
  Grams_Reserved: z.number(),
  Grams_Left: z.number(),
});

/** What the bids board adds to a task: its buyer, and its product with the product's owner. */
export const bidBoardFields = <Party extends z.ZodType, Product extends z.ZodType>(
  party: Party,
  product: Product,
) => ({
  Deleted_Time: text,
  buyer: party,
  seller: party.nullable(),
  product: product.nullable(),
});
/** GET /operator/bids: an order request with its buyer and its product (and the product's owner). */
export const operatorBidJsonSchema = taskJsonSchema.extend(
  bidBoardFields(partyJsonSchema, bidProductJsonSchema),
);
export type OperatorBidJson = z.output<typeof operatorBidJsonSchema>;

/** What the account review adds to a contact: its times, its review state, its documents. */
export const accountReviewFields = <File extends z.ZodType>(file: File) => ({
  Created_Time: text,
  Confirmed_Time: text,
  Verified_Time: text,
  Suspended_Time: text,
  Review_State: z.enum(ACCOUNT_REVIEW_STATES),
  documents: z.array(file),
  /** Issue 20: the latest cannabis licence's number and expiry (YYYY-MM-DD); null when not given. */
  Licence_Number: text,
  Licence_Expires_On: text,
  /**
   * Issue 41: the latest licence came after the verification (a renewal): the account is in
   * review again (Review_State 'awaiting-review') and trades on the reviewed licence until
   * verified.
   */
  Licence_Review_Pending: z.boolean(),
});
/** GET /operator/accounts: a contact with its licence and permit documents and its review state. */
export const operatorAccountJsonSchema = contactJsonSchema.extend(
  accountReviewFields(operatorFileJsonSchema),
);
export type OperatorAccountJson = z.output<typeof operatorAccountJsonSchema>;

/** GET /operator/outbox: one webhook row, its delivery state and its last error. */
export const outboxRowJsonSchema = z.object({
  id: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  last_error: text,
  created_at: text,
  queued_at: text,
  /** null once delivered or dead: it is not attempted again. */
  next_attempt_at: text,
  delivered_at: text,
  /** The webhook's body as stored (its shape is the webhook's, spec §7). */
  payload: z.unknown(),
});
export type OutboxRowJson = z.output<typeof outboxRowJsonSchema>;

/** How many rows of each status and kind the outbox holds (the Automation tab's summary). */
export const outboxCountSchema = z.object({
  status: z.enum(OUTBOX_STATUSES),
  kind: z.enum(OUTBOX_KINDS),
  count: z.number(),
});
export type OutboxCount = z.infer<typeof outboxCountSchema>;

/**
 * Issue 18: for each webhook kind, whether its automation endpoint (AUTOMATION_URL_*) is
 * configured — without one its rows stay queued, never attempted — and since when its oldest
 * queued row has waited (null: none queued).
 */
export const outboxEndpointSchema = z.object({
  kind: z.enum(OUTBOX_KINDS),
  configured: z.boolean(),
  oldest_queued_at: z.string().nullable(),
});
export type OutboxEndpoint = z.infer<typeof outboxEndpointSchema>;

/**
 * Issue 20: one audit record (GET /operator/audit): who (null for the system), when, what kind of
 * action on which target, the touched fields before and after, and the reason of a refusal.
 */
const fieldValues = z.object({}).catchall(z.unknown()).nullable();
export const auditRecordJsonSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  actor: z.object({ id: z.string(), label: text }).nullable(),
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string(), label: text }),
  before: fieldValues,
  after: fieldValues,
  reason: text,
});
export type AuditRecordJson = z.output<typeof auditRecordJsonSchema>;
