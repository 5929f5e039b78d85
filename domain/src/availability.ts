// Spec §5 "Purchase request availability check (on quantity blur)". Missing numbers count as 0.
// The numbers are printed plain (no thousands separators), as the spec's templates show them;
// {n} in '✓ {n}g available now' is the quantity asked for.
import { describe, type MessageDescriptor } from './i18n';
import { AVAILABILITY_MESSAGES as M } from './rules.messages';

export type AvailabilityStatus = 'now' | 'within3Months' | 'insufficient';

export interface Availability {
  status: AvailabilityStatus;
  tone: 'success' | 'info' | 'error';
  message: MessageDescriptor;
  /** availabilityStatus of the purchase-request webhook (§7); null when submit is disabled. */
  webhookStatus: 'Available now' | 'Available within 3 months' | null;
}

const orZero = (n: number | null | undefined): number => (n != null && Number.isFinite(n) ? n : 0);

export function availability(
  quantity: number | null | undefined,
  gramsNow: number | null | undefined,
  upcoming: number | null | undefined,
): Availability {
  const asked = orZero(quantity);
  const now = orZero(gramsNow);
  const later = orZero(upcoming);
  if (asked <= now) {
    return {
      status: 'now',
      tone: 'success',
      message: describe(M, 'now', asked),
      webhookStatus: 'Available now',
    };
  }
  if (asked <= now + later) {
    return {
      status: 'within3Months',
      tone: 'info',
      message: describe(M, 'within3Months', now, later),
      webhookStatus: 'Available within 3 months',
    };
  }
  return {
    status: 'insufficient',
    tone: 'error',
    message: describe(M, 'insufficient', now + later),
    webhookStatus: null,
  };
}
