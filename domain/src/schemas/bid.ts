// Request bodies of a bid: POST /tasks (spec §5 Purchase request / Edit bid, docs/api.md) and the
// order-edit popup (§5 "minimum 1", "minimum 0.01"). The API validates with these same schemas.
import { z } from 'zod';
import { EDIT_MIN_PRICE } from '../constants';
import { belowMinimumOrder } from '../minimum-order';
import { isWholeCents } from '../money';
import { BID_MESSAGES } from './schemas.messages';

/** The bid rules' texts (a catalogue module), read in the active locale when a value is checked. */
export { BID_MESSAGES };

/** A number > 0; a missing or non-numeric value (an empty input gives NaN) gets the same text. */
const positive = (message: () => string) =>
  z.number({ error: message }).gt(0, { error: message, abort: true });

/** Whole grams ≥ 1: '> 0' first (the spec text), then 'whole number'. */
const quantity = positive(() => BID_MESSAGES.quantityPositive).int({
  error: () => BID_MESSAGES.quantityWhole,
});
/** ≥ $0.01 in whole cents: '> $0' first (the spec text), then the $0.01 minimum, then cents. */
const pricePerGram = positive(() => BID_MESSAGES.pricePositive)
  .min(EDIT_MIN_PRICE, { error: () => BID_MESSAGES.priceMinimum, abort: true })
  .refine(isWholeCents, { error: () => BID_MESSAGES.priceWholeCents });

export const purchaseRequestBodySchema = z.object({
  productId: z
    .string({ error: () => BID_MESSAGES.productRequired })
    .trim()
    .min(1, { error: () => BID_MESSAGES.productRequired }),
  quantity,
  pricePerGram,
});
export type PurchaseRequestBody = z.infer<typeof purchaseRequestBodySchema>;

/** Edit bid: the same rules as a new bid (whole grams ≥ 1, at least $0.01 per gram). */
export const bidEditSchema = z.object({ quantity, pricePerGram });
export type BidEdit = z.infer<typeof bidEditSchema>;

/**
 * The values of a bid on one listing, as the request form and the order-edit popup check them:
 * the rules above, then the listing's minimum order (spec §3 Min_QTY_Request, issue 18). The API
 * checks the same minimum with `belowMinimumOrder` once it has loaded the product.
 */
export function bidValuesSchema(minQtyRequest: number | null | undefined) {
  return z.object({
    quantity: quantity.superRefine((grams, context) => {
      const message = belowMinimumOrder(grams, minQtyRequest);
      if (message) context.addIssue({ code: 'custom', message });
    }),
    pricePerGram,
  });
}
