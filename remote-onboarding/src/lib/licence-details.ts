// Issue 20: the cannabis licence's number and expiry date, sent with the licence file (multipart
// fields licence_number and licence_expires_on) and read back from the contact
// (Licence_Number, Licence_Expires_On) — checked here as the API checks them.
import { z } from 'zod';
import { formatLocaleDate } from '@leafbid/domain';
import { LICENCE_DETAILS_MESSAGES as M } from '../messages';

/** The longest licence number the API keeps. */
export const LICENCE_NUMBER_MAX_LENGTH = 64;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2027-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const TORONTO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in America/Toronto, YYYY-MM-DD (the day the API counts a licence's expiry by). */
export function torontoToday(now: Date = new Date()): string {
  return TORONTO_DAY.format(now);
}

/** A licence is expired from the day after its expiry date (America/Toronto). */
export function isLicenceExpired(expiresOn: string, now: Date = new Date()): boolean {
  return expiresOn < torontoToday(now);
}

/** The number and expiry date the user typed; each message is read when a check fails (issue 19). */
export const licenceDetailsSchema = z.object({
  licenceNumber: z
    .string()
    .trim()
    .min(1, { error: () => M.numberRequired })
    .max(LICENCE_NUMBER_MAX_LENGTH, {
      error: () => M.numberTooLong(LICENCE_NUMBER_MAX_LENGTH),
    }),
  licenceExpiresOn: z
    .string()
    .trim()
    .min(1, { error: () => M.expiryRequired })
    .refine(isIsoDate, { error: () => M.expiryInvalid })
    .refine((value) => !isLicenceExpired(value), { error: () => M.expiryPast }),
});

export type LicenceDetailsInput = z.input<typeof licenceDetailsSchema>;
export type LicenceDetails = z.output<typeof licenceDetailsSchema>;

/** The multipart fields the API reads beside the cannabis_license file. */
export function appendLicenceDetails(formData: FormData, details: LicenceDetails): void {
  formData.append('licence_number', details.licenceNumber);
  formData.append('licence_expires_on', details.licenceExpiresOn);
}

/** Lenient read of the contact's licence details: either may be absent (an older API or none). */
const storedLicenceSchema = z.object({
  Licence_Number: z.string().trim().min(1).nullish().catch(null),
  Licence_Expires_On: z.string().refine(isIsoDate).nullish().catch(null),
  Licence_Review_Pending: z.boolean().nullish().catch(null),
});

export interface StoredLicence {
  number: string | null;
  expiresOn: string | null;
  /** Issue 41: a renewal the operator has not reviewed yet. */
  reviewPending: boolean;
}

/** The licence number and expiry the contact JSON carries, or null when it carries neither. */
export function storedLicenceOf(contact: unknown): StoredLicence | null {
  const parsed = storedLicenceSchema.safeParse(contact ?? {});
  if (!parsed.success) return null;
  const number = parsed.data.Licence_Number ?? null;
  const expiresOn = parsed.data.Licence_Expires_On ?? null;
  const reviewPending = parsed.data.Licence_Review_Pending === true;
  return number || expiresOn ? { number, expiresOn, reviewPending } : null;
}

/** A YYYY-MM-DD day in the active locale's long form ('March 31, 2027'), whatever the time zone. */
export function formatLicenceDate(isoDate: string): string {
  return formatLocaleDate(new Date(`${isoDate}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}
