// Contact as the API sends it (docs/api.md "Contact"): the strict wire shape. The browser reads it
// through the lenient contactSchema of ../../types.ts, derived from this one.
import { z } from 'zod';
import { LOCALES } from '../../i18n/locale';

const text = z.string().nullable();

export const contactJsonSchema = z.object({
  id: z.string(),
  First_Name: z.string(),
  Last_Name: z.string(),
  Full_Name: text,
  Company: text,
  Title: text,
  Phone: text,
  Mobile: text,
  Mailing_Street: text,
  Mailing_City: text,
  /** Issue 18: the province or territory code ('ON'), chosen at Join; null for older contacts. */
  Mailing_State: text,
  Mailing_Zip: text,
  Email: z.string(),
  User_UID: text,
  Contact_Type: z.array(z.string()),
  Account_Confirmed: z.boolean(),
  /** Spec §6: My Listings only when Contact_Type includes Seller or Admin. */
  canAccessListing: z.boolean(),
  /** Operator review (issue 11): an Admin checked the licence documents. */
  Account_Verified: z.boolean(),
  /** Spec §6: the operator suspended the account; it keeps only its profile and confirmation calls. */
  Account_Suspended: z.boolean(),
  Suspension_Reason: text,
  /** Issue 19: the language the user chose ('en-CA' or 'fr-CA'); null until one is chosen. */
  Language: z.enum(LOCALES).nullable(),
  /**
   * Issue 20, in the owner's own profile (GET /contact-by-email): its latest cannabis licence's
   * number and expiry (YYYY-MM-DD); null when none were given.
   */
  Licence_Number: text.optional(),
  Licence_Expires_On: text.optional(),
  /**
   * Issue 41, in the owner's own profile: the latest licence is a renewal the operator has not
   * reviewed yet (bids and listings go by the licence it reviewed until then).
   */
  Licence_Review_Pending: z.boolean().optional(),
});
export type ContactJson = z.output<typeof contactJsonSchema>;
