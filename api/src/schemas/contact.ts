import { z } from 'zod';
import type { ContactRow } from '../db/schema.js';
import { optionalText, str } from './common.js';
import { sharedDomain } from '../domain/shared-domain.js';
import { sharedSchemas } from './shared-schemas.js';

const { acceptedAgreementSchema } = sharedSchemas;
const { AGREEMENT_DOCUMENTS, JOIN_MESSAGES, missingAgreements } = sharedDomain;

/** Sign-up agreements (spec §6, issue 7): known ids, each at its current version. */
const agreements = z
  .array(acceptedAgreementSchema, { error: JOIN_MESSAGES.acceptAgreements })
  .max(2)
  .superRefine((list, ctx) => {
    list.forEach((a, index) => {
      if (AGREEMENT_DOCUMENTS[a.id].version !== a.version) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'version'],
          message: `${a.id} is at version ${AGREEMENT_DOCUMENTS[a.id].version}`,
        });
      }
    });
  });

const requiredName = str({ error: 'First name and last name are required' })
  .trim()
  .min(1, 'First name and last name are required')
  .max(100);

/** Settings form fields (spec §2 Settings). Email, User_UID, Contact_Type and Account_Confirmed are not editable here. */
export const profileFields = z.object({
  First_Name: requiredName,
  Last_Name: requiredName,
  Company: optionalText(),
  Title: optionalText(),
  Phone: optionalText(50),
  Mobile: optionalText(50),
  Mailing_Street: optionalText(),
  Mailing_City: optionalText(100),
  Mailing_Zip: optionalText(20),
});
export type ProfileFields = z.infer<typeof profileFields>;

export const putProfileBody = z.object({ data: z.array(profileFields).min(1).max(1) });
export const putContactBody = z.object({ data: z.array(profileFields.partial()).min(1).max(1) });
export const putUidBody = z.object({
  uid: str().trim().min(1).max(128),
  Agreements: agreements.optional(),
});
export const postNoteBody = z.object({
  note_content: str().trim().min(1, 'Note is empty').max(10_000),
});
export const emailQuery = z.object({ email: str().pipe(z.email().max(254)) });

/** Spec §6: roles chosen at sign-up. Admin is never self-assigned. */
const contactType = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[&,;]/)
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.enum(['Buyer', 'Seller'])).min(1, 'Choose Buyer, Seller or both'),
);

export const createContactBody = z.object({
  data: z
    .array(
      profileFields
        .extend({
          Email: str().pipe(z.email().max(254)),
          User_UID: str().trim().min(1).max(128),
          Contact_Type: contactType,
          Agreements: agreements,
        })
        // Spec §6: the role's agreements, all of them (both for Buyer & Seller).
        .superRefine((contact, ctx) => {
          if (missingAgreements(contact.Contact_Type, contact.Agreements).length > 0) {
            ctx.addIssue({
              code: 'custom',
              path: ['Agreements'],
              message: JOIN_MESSAGES.acceptAgreements,
            });
          }
        }),
    )
    .min(1)
    .max(1),
});

export interface ContactJson {
  id: string;
  First_Name: string;
  Last_Name: string;
  Full_Name: string | null;
  Company: string | null;
  Title: string | null;
  Phone: string | null;
  Mobile: string | null;
  Mailing_Street: string | null;
  Mailing_City: string | null;
  Mailing_Zip: string | null;
  Email: string;
  User_UID: string | null;
  Contact_Type: string[];
  Account_Confirmed: boolean;
  canAccessListing: boolean;
  /** Issue 11: the operator's review of the account. */
  Account_Verified: boolean;
  Account_Suspended: boolean;
  Suspension_Reason: string | null;
}

export const isAdmin = (contact: Pick<ContactRow, 'contactType'>) =>
  contact.contactType.includes('Admin');

/** Spec §6: My Listings only when Contact_Type includes Seller or Admin. */
export const canAccessListing = (contact: Pick<ContactRow, 'contactType'>) =>
  contact.contactType.includes('Seller') || isAdmin(contact);

export const fullName = (c: Pick<ContactRow, 'firstName' | 'lastName'>): string | null =>
  `${c.firstName} ${c.lastName}`.trim() || null;

export function toContactJson(c: ContactRow): ContactJson {
  return {
    id: c.id,
    First_Name: c.firstName,
    Last_Name: c.lastName,
    Full_Name: fullName(c),
    Company: c.company,
    Title: c.title,
    Phone: c.phone,
    Mobile: c.mobile,
    Mailing_Street: c.mailingStreet,
    Mailing_City: c.mailingCity,
    Mailing_Zip: c.mailingZip,
    Email: c.email,
    User_UID: c.userUid,
    Contact_Type: c.contactType,
    Account_Confirmed: c.accountConfirmed,
    canAccessListing: canAccessListing(c),
    Account_Verified: c.verifiedAt !== null,
    Account_Suspended: c.suspendedAt !== null,
    Suspension_Reason: c.suspendedAt ? c.suspensionReason : null,
  };
}

/** Wire names → columns, only for the keys present (partial updates). */
export function profileToColumns(p: Partial<ProfileFields>): Partial<ContactRow> {
  const map: Record<keyof ProfileFields, keyof ContactRow> = {
    First_Name: 'firstName',
    Last_Name: 'lastName',
    Company: 'company',
    Title: 'title',
    Phone: 'phone',
    Mobile: 'mobile',
    Mailing_Street: 'mailingStreet',
    Mailing_City: 'mailingCity',
    Mailing_Zip: 'mailingZip',
  };
  const out: Record<string, unknown> = {};
  for (const [wire, column] of Object.entries(map)) {
    const value = p[wire as keyof ProfileFields];
    if (value !== undefined) out[column] = value === '' ? null : value;
  }
  return out as Partial<ContactRow>;
}
