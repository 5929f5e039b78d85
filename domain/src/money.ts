// Money is whole cents everywhere (issue 6): a price is accepted only when it is a whole number of
// cents, and totals are computed in integer cents, never by rounding a float product.

/** Dollars → integer cents; 12 significant digits first absorb float noise (0.29 * 100). */
export function toCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

/** 2.5 and 0.01 are; 0.015 and 1e-7 are not. */
export function isWholeCents(dollars: number): boolean {
  if (!Number.isFinite(dollars)) return false;
  const cents = Number((dollars * 100).toPrecision(12));
  return Number.isInteger(cents);
}

/** quantity (whole grams) × price per gram, in integer cents. */
export function totalCents(quantity: number, pricePerGram: number): number {
  return Math.round(quantity) * toCents(pricePerGram);
}

export const centsToDollars = (cents: number): number => cents / 100;
