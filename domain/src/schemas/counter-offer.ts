// Issue 20: the counter-offer calls' request bodies and answers (docs/api.md "Counter-offers",
// "Seller demand"). A counter's terms follow a bid's rules (./bid: whole grams ≥ 1, ≥ $0.01 per
// gram in whole cents); its note is short and optional.
import { z } from 'zod';
import { COUNTER_OFFER_MESSAGES as M } from '../counter-offers.messages';
import { COUNTER_NOTE_MAX_LENGTH } from '../trade-desk';
import { bidEditSchema } from './bid';
import { text } from './text';
import { sellerCounterJsonSchema } from './wire/counter';
import { operatorCounterJsonSchema } from './wire/operator-counter';
import { listingDemandJsonSchema, sellerBidJsonSchema } from './wire/seller-demand';
import { describe } from '../i18n';
import { says } from './issue-message';

/** The longest reason the operator may give for a withdrawal. */
export const COUNTER_WITHDRAW_REASON_MAX_LENGTH = 500;

/** A counter-offer's note: short, trimmed, optional. An empty note (after trimming) is no note. */
const counterNote = () =>
  text()
    .trim()
    .max(COUNTER_NOTE_MAX_LENGTH, {
      error: says(() => describe(M, 'noteTooLong', COUNTER_NOTE_MAX_LENGTH)),
    })
    .nullable()
    .optional();

/** POST /listings/:productId/bids/:taskId/counters. */
export const counterOfferBodySchema = z.object({
  quantity: bidEditSchema.shape.quantity,
  price_per_gram: bidEditSchema.shape.pricePerGram,
  note: counterNote(),
});
export type CounterOfferBody = z.infer<typeof counterOfferBodySchema>;

/**
 * POST /operator/counters/:id/relay (issue 35): the note as the buyer is to read it — the seller's,
 * edited or redacted by the operator (null or blank: none); absent, the seller's note as written.
 */
export const relayCounterBodySchema = z.object({ note: counterNote() });
export type RelayCounterBody = z.infer<typeof relayCounterBodySchema>;

/** POST /operator/counters/:id/withdraw: why (required, recorded in the audit trail). */
export const withdrawCounterBodySchema = z.object({
  reason: text({ error: says(() => describe(M, 'reasonRequired')) })
    .trim()
    .min(1, { error: says(() => describe(M, 'reasonRequired')) })
    .max(COUNTER_WITHDRAW_REASON_MAX_LENGTH, {
      error: says(() => describe(M, 'reasonTooLong', COUNTER_WITHDRAW_REASON_MAX_LENGTH)),
    }),
});
export type WithdrawCounterBody = z.infer<typeof withdrawCounterBodySchema>;

/** GET /listings/demand: every listing of the caller with its open bids. */
export const listingDemandResponseSchema = z.object({ data: z.array(listingDemandJsonSchema) });

/** GET /listings/:productId/bids: the listing's bids, open ones first, newest first. */
export const sellerBidsResponseSchema = z.object({ data: z.array(sellerBidJsonSchema) });

/** POST /listings/:productId/bids/:taskId/counters (201): the counter-offer made. */
export const sellerCounterResponseSchema = z.object({ data: sellerCounterJsonSchema });

/** GET /operator/counters: the newest counter-offers first. */
export const operatorCountersResponseSchema = z.object({
  data: z.array(operatorCounterJsonSchema),
});

/** POST /operator/counters/:id/relay, …/withdraw: the counter-offer after the step. */
export const operatorCounterResponseSchema = z.object({ data: operatorCounterJsonSchema });
