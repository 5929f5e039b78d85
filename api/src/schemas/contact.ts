import { isLocale } from '@leafbid/domain';
import { z } from 'zod';
import type { ContactRow } from '../db/schema.js';
import { str } from './common.js';
import { sharedSchemas } from './shared-schemas.js';

const {
  contactCreateBodySchema,
  contactUpdateBodySchema,
  noteBodySchema,
  profileUpdateBodySchema,
  uidBodySchema,
} = sharedSchemas;

// One schema per request, the browser's forms' own (issue 17: a Settings street of 201–250
// characters passed the form and got a 400 from a copy kept here).
export const putProfileBody = profileUpdateBodySchema;
export const putContactBody = contactUpdateBodySchema;
export const putUidBody = uidBodySchema;
export const postNoteBody = noteBodySchema;
export const createContactBody = contactCreateBodySchema;
export type ProfileFields = sharedSchemas.ProfileFields;
export const emailQuery = z.object({ email: str().pipe(z.email().max(254)) });

/** Contact as on the wire (docs/api.md "Contact"): contactJsonSchema of the domain package. */
export type ContactJson = sharedSchemas.ContactJson;

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
    Mailing_State: c.mailingState,
    Mailing_Zip: c.mailingZip,
    Email: c.email,
    User_UID: c.userUid,
    Contact_Type: c.contactType,
    Account_Confirmed: c.accountConfirmed,
    canAccessListing: canAccessListing(c),
    Account_Verified: c.verifiedAt !== null,
    Account_Suspended: c.suspendedAt !== null,
    Suspension_Reason: c.suspendedAt ? c.suspensionReason : null,
    Language: isLocale(c.language) ? c.language : null,
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
    Mailing_State: 'mailingState',
    Language: 'language',
  };
  const out: Record<string, unknown> = {};
  for (const [wire, column] of Object.entries(map)) {
    const value = p[wire as keyof ProfileFields];
    if (value !== undefined) out[column] = value === '' ? null : value;
  }
  return out as Partial<ContactRow>;
}
