// Issue 35: the bounds past which a bid cannot be meant, and the price that asks to be confirmed.
// A slip of the decimal mark ("2,50" read as 250) or of a few zeros must not become a stored bid:
// $100,000/g bids (totals of $25,000,000) reached the data and showed as sellers' best prices.
import highPriceConfirm from './high-price-confirm.json' with { type: 'json' };

/**
 * The highest price per gram a bid may offer. Canadian wholesale cannabis trades at cents to tens
 * of dollars per gram (flower, trim, extracts; isolates and live rosin at the top, seeds and
 * clones a few hundred dollars per gram at most), so $10,000/g is far above any real price while
 * it stops the 10× and 1,000× slips. Keep BID_MESSAGES.priceAtMost in step.
 */
export const MAX_PRICE_PER_GRAM = 10_000;

/**
 * The most grams one bid may ask for: 100 tonnes, beyond a licensed producer's yearly harvest
 * (the listing's stock, now plus upcoming, bounds a bid further). Keep BID_MESSAGES.quantityAtMost
 * in step.
 */
export const MAX_BID_QUANTITY = 100_000_000;

/**
 * The largest total one bid may reach: $10,000,000 (e.g. a tonne at $10/g). Bids are
 * non-binding introductions; a deal above this is one the operator arranges in parts, and a total
 * above it from the form is a slip (the issue's $25,000,000). Keep BID_MESSAGES.totalAtMost in step.
 */
export const MAX_BID_TOTAL = 10_000_000;

/**
 * A price this many times the listing's minimum request price asks the buyer to confirm before
 * it is sent (the form's runtime configuration may set another factor, above
 * HIGH_PRICE_CONFIRM_FACTOR_RANGE.above and at most its atMost: high-price-confirm.json, which
 * `npm start` reads too).
 */
export const HIGH_PRICE_CONFIRM_FACTOR: number = highPriceConfirm.default;
export const HIGH_PRICE_CONFIRM_FACTOR_RANGE: { above: number; atMost: number } = {
  above: highPriceConfirm.above,
  atMost: highPriceConfirm.atMost,
};

/** Whether `pricePerGram` is at least `factor` times the listing's minimum: worth confirming. */
export function isFarAboveMinimum(
  pricePerGram: number,
  minRequestPrice: number | null | undefined,
  factor: number = HIGH_PRICE_CONFIRM_FACTOR,
): boolean {
  if (typeof minRequestPrice !== 'number' || !(minRequestPrice > 0)) return false;
  if (!Number.isFinite(factor) || factor <= 1) return false;
  return pricePerGram >= minRequestPrice * factor;
}
