// Request bodies of a bid: POST /tasks (spec §5 Purchase request / Edit bid, docs/api.md) and the
// order-edit popup (§5 "minimum 1", "minimum 0.01"). The API validates with these same schemas.
import { z } from 'zod';
import { MAX_BID_QUANTITY, MAX_BID_TOTAL, MAX_PRICE_PER_GRAM } from '../bid-bounds';
import { EDIT_MIN_PRICE } from '../constants';
import { belowMinimumOrder } from '../minimum-order';
import { isWholeCents, toCents, totalCents } from '../money';
import { numberInputMessage, readNumberInput } from '../number-input';
import { BID_MESSAGES } from './schemas.messages';
import { describe } from '../i18n';
import { issueOf, reissue, says } from './issue-message';

/** The bid rules' texts (a catalogue module), read in the active locale when a value is checked. */
export { BID_MESSAGES };

/** A number > 0; a missing or non-numeric value (an empty input gives NaN) gets the same text. */
const positive = (message: ReturnType<typeof says>) =>
  z.number({ error: message }).gt(0, { error: message, abort: true });

/** Whole grams ≥ 1: '> 0' first (the spec text), then 'whole number', then the bound (issue 35). */
const quantity = positive(says(() => describe(BID_MESSAGES, 'quantityPositive')))
  .int({ error: says(() => describe(BID_MESSAGES, 'quantityWhole')), abort: true })
  .max(MAX_BID_QUANTITY, { error: says(() => describe(BID_MESSAGES, 'quantityAtMost')) });
/**
 * ≥ $0.01 in whole cents: '> $0' first (the spec text), then the $0.01 minimum, the sane maximum
 * (issue 35), then cents.
 */
const pricePerGram = positive(says(() => describe(BID_MESSAGES, 'pricePositive')))
  .min(EDIT_MIN_PRICE, { error: says(() => describe(BID_MESSAGES, 'priceMinimum')), abort: true })
  .max(MAX_PRICE_PER_GRAM, {
    error: says(() => describe(BID_MESSAGES, 'priceAtMost')),
    abort: true,
  })
  .refine(isWholeCents, { error: says(() => describe(BID_MESSAGES, 'priceWholeCents')) });

/**
 * Issue 35: a bid's total (quantity × price, in cents) at most MAX_BID_TOTAL, told on the price
 * field (`priceKey`: the body's name for it). An object check: each schema that takes a bid's
 * terms (the forms', POST /tasks, PUT /tasks/{id}, a counter-offer) applies it last, with
 * `.superRefine(bidTotalWithinBounds())`, as an extended object keeps no refinement.
 */
export function bidTotalWithinBounds<K extends string = 'pricePerGram'>(
  priceKey: K = 'pricePerGram' as K,
) {
  return (bid: { quantity: number } & Record<K, number>, context: z.RefinementCtx): void => {
    if (totalCents(bid.quantity, bid[priceKey]) > toCents(MAX_BID_TOTAL)) {
      context.addIssue(issueOf(describe(BID_MESSAGES, 'totalAtMost'), [priceKey]));
    }
  };
}

export const purchaseRequestBodySchema = z.object({
  productId: z
    .string({ error: says(() => describe(BID_MESSAGES, 'productRequired')) })
    .trim()
    .min(1, { error: says(() => describe(BID_MESSAGES, 'productRequired')) }),
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
  return z
    .object({
      quantity: quantity.superRefine((grams, context) => {
        const below = belowMinimumOrder(grams, minQtyRequest);
        if (below) context.addIssue(issueOf(below));
      }),
      pricePerGram,
    })
    .superRefine(bidTotalWithinBounds());
}

/**
 * Issue 35: a field's text read as the active locale writes it ("2,50" in fr-CA, "1,000" in
 * en-CA), then held to `rule`. What cannot be read one way is refused in words; an empty field
 * reaches the rule as NaN, so it gets the spec's "must be greater than 0" texts.
 */
export function localeNumberText(rule: z.ZodType<number, number>) {
  // One transform, not a pipe with z.NEVER: the browser bundles share only part of zod's surface.
  return z.string().transform((text, context): number => {
    const reading = readNumberInput(text);
    if (!reading.ok && reading.reason !== 'empty') {
      context.addIssue(issueOf(numberInputMessage(reading)));
      return Number.NaN;
    }
    const checked = rule.safeParse(reading.ok ? reading.value : Number.NaN);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) context.addIssue(reissue(issue));
    return Number.NaN;
  });
}

/**
 * The bid form's and the order-edit popup's fields as typed (text), read per the active locale
 * and then held to `bidValuesSchema`'s rules: its output is the numbers POST /tasks and
 * PUT /tasks/{id} take.
 */
export function bidTextValuesSchema(minQtyRequest: number | null | undefined) {
  const values = bidValuesSchema(minQtyRequest);
  return z
    .object({
      quantity: localeNumberText(values.shape.quantity),
      pricePerGram: localeNumberText(values.shape.pricePerGram),
    })
    .superRefine(bidTotalWithinBounds());
}
