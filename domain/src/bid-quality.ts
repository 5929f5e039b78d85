// Spec §5 "Price check" and §9 "Bid thresholds: 69 or less, 70 to 85, 86 or more percent of the
// minimum request price". The spec's bands are whole numbers and leave gaps (69.5? 85.5?), so the
// percentage is rounded to the nearest integer first — the same rounded value the purchase-request
// webhook carries (§7 "pricePercentage (rounded or null)") — and then compared: ≤ 69 low,
// 70–85 medium, ≥ 86 excellent. So 69.4 is low, 69.5 is medium, 85.5 is excellent.
import { describe, type MessageDescriptor } from './i18n';
import { BID_QUALITY_MESSAGES as M } from './rules.messages';

/** Spec §5 / §9 bid quality levels, lowest first (a seller's demand counts bids by these). */
export const BID_LEVELS = ['low', 'medium', 'excellent'] as const;
export type BidLevel = (typeof BID_LEVELS)[number];

export interface BidQuality {
  level: BidLevel;
  message: MessageDescriptor;
  /** The confirm modal shown before sending; absent when the bid submits directly. */
  confirm?: { title: MessageDescriptor; text: MessageDescriptor };
}

/**
 * percentage = price / minimum request price (with 5% markup) × 100, rounded to a whole percent.
 * null when the minimum is missing or not positive, or the price is not a number.
 */
export function pricePercentage(
  price: number | null | undefined,
  minRequestPrice: number | null | undefined,
): number | null {
  if (price == null || !Number.isFinite(price)) return null;
  if (minRequestPrice == null || !Number.isFinite(minRequestPrice) || minRequestPrice <= 0)
    return null;
  return Math.round((price / minRequestPrice) * 100);
}

// Descriptors, not words (issue 36): the screen reads them in its own catalogue.
const low = (): BidQuality => ({
  level: 'low',
  message: describe(M, 'low'),
  confirm: { title: describe(M, 'lowTitle'), text: describe(M, 'lowText') },
});

const medium = (): BidQuality => ({
  level: 'medium',
  message: describe(M, 'medium'),
  confirm: { title: describe(M, 'mediumTitle'), text: describe(M, 'mediumText') },
});

const excellent = (): BidQuality => ({ level: 'excellent', message: describe(M, 'excellent') });

export function bidQuality(percentage: number): BidQuality;
export function bidQuality(percentage: number | null | undefined): BidQuality | null;
export function bidQuality(percentage: number | null | undefined): BidQuality | null {
  if (percentage == null || !Number.isFinite(percentage)) return null;
  const whole = Math.round(percentage);
  if (whole <= 69) return low();
  if (whole <= 85) return medium();
  return excellent();
}
