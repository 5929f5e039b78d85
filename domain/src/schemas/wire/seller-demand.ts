// Issue 20: a seller's view of the demand for its own listings (docs/api.md "Seller demand"): the
// strict wire shapes. Anonymous by construction: a bid is its terms, its status, its quality and
// its times, never its buyer (no contact id, name, company, email, phone or subject).
import { z } from 'zod';
import { BID_LEVELS } from '../../bid-quality';
import { sellerCounterJsonSchema } from './counter';
import { taskStatusSchema } from './task';

const text = z.string().nullable();

/** Spec §5 / §9 bid quality against the listing's Min_Request_Price; null without a minimum. */
export const bidLevelSchema = z.enum(BID_LEVELS);

/** How many open bids of each quality level (every level present). */
export const qualityMixSchema = z.object({
  low: z.number(),
  medium: z.number(),
  excellent: z.number(),
});

/** GET /listings/demand: one of the caller's listings and its open bids (not deleted, not Completed). */
export const listingDemandJsonSchema = z.object({
  product_id: z.string(),
  open_bids: z.number(),
  grams_requested: z.number(),
  best_price_per_gram: z.number().nullable(),
  quality: qualityMixSchema,
});
export type ListingDemandJson = z.output<typeof listingDemandJsonSchema>;

/** GET /listings/:productId/bids: one bid on the caller's listing, anonymous, with its latest counter. */
export const sellerBidJsonSchema = z.object({
  /** The bid's (task's) id: what a counter-offer names. */
  id: z.string(),
  status: taskStatusSchema,
  /** Read from the bid's Description (spec §3); null when it does not say. */
  quantity: z.number().nullable(),
  price_per_gram: z.number().nullable(),
  total: z.number().nullable(),
  quality: bidLevelSchema.nullable(),
  created_at: text,
  modified_at: text,
  counter: sellerCounterJsonSchema.nullable(),
});
export type SellerBidJson = z.output<typeof sellerBidJsonSchema>;
