/**
 * Spec §5 bid rules the API re-checks on POST /tasks — the same pure functions the browser form
 * uses (@leafbid/domain), so the UI and the server cannot disagree.
 */
import { sharedDomain } from './shared-domain.js';

const { availability, bidTotal, formatBidDescription } = sharedDomain;

export const pricePercentage = sharedDomain.pricePercentage;
export const purchaseRequestSubject = sharedDomain.purchaseRequestSubject;
export const PURCHASE_REQUEST_TASK_TYPE = sharedDomain.PURCHASE_REQUEST_TASK_TYPE;
export const SUPPORT_REQUEST_SUBJECT = sharedDomain.SUPPORT_REQUEST_SUBJECT;
export { bidTotal };

export type AvailabilityStatus = 'Available now' | 'Available within 3 months';

/** The webhook's availabilityStatus, or null when the quantity exceeds now + upcoming. */
export function availabilityStatus(
  quantity: number,
  gramsNow: number | null,
  upcoming: number | null,
): AvailabilityStatus | null {
  return availability(quantity, gramsNow, upcoming).webhookStatus;
}

/** Spec §5 '❌ Insufficient quantity. Max available: {sum}g'. */
export const insufficientQuantityMessage = (
  quantity: number,
  gramsNow: number | null,
  upcoming: number | null,
) => availability(quantity, gramsNow, upcoming).message;

/** Spec §3: the bid encoded in the task Description. */
export const bidDescription = (quantity: number, pricePerGram: number) =>
  formatBidDescription({ quantity, pricePerGram, total: bidTotal(quantity, pricePerGram) });
