/**
 * Spec §5 bid rules the API re-checks on POST /tasks. @leafbid/shared/domain had no
 * availability or price-percentage rule (nor an index) when this was written, so they live
 * here; swap for the shared functions once they exist.
 */

export type AvailabilityStatus = 'Available now' | 'Available within 3 months';

/** Spec §5 availability check: null when the quantity exceeds now + upcoming. */
export function availabilityStatus(
  quantity: number,
  gramsNow: number | null,
  upcoming: number | null,
): AvailabilityStatus | null {
  const now = gramsNow ?? 0;
  if (quantity <= now) return 'Available now';
  if (quantity <= now + (upcoming ?? 0)) return 'Available within 3 months';
  return null;
}

export const maxAvailable = (gramsNow: number | null, upcoming: number | null) =>
  (gramsNow ?? 0) + (upcoming ?? 0);

/** Spec §5 price check: price / minimum request price x 100, rounded; null without a minimum. */
export function pricePercentage(
  pricePerGram: number,
  minRequestPrice: number | null,
): number | null {
  if (!minRequestPrice || minRequestPrice <= 0) return null;
  return Math.round((pricePerGram / minRequestPrice) * 100);
}

/** Cents-rounded so 3 x 0.1 does not reach the wire as 0.30000000000000004. */
export const bidTotal = (quantity: number, pricePerGram: number) =>
  Math.round(quantity * pricePerGram * 100) / 100;

/** Spec §3: the bid encoded in the task Description. */
export const bidDescription = (quantity: number, pricePerGram: number) =>
  `QUANTITY: ${quantity} PRICE PER GRAM: ${pricePerGram} TOTAL: ${bidTotal(quantity, pricePerGram)}`;

export const purchaseRequestSubject = (productName: string) => `Purchase request: ${productName}`;
export const PURCHASE_REQUEST_TASK_TYPE = 'Purchase request';
export const SUPPORT_REQUEST_SUBJECT = 'New support request';
