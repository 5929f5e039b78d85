// Issue 20: the licence details that count for a contact — those of its latest cannabis licence
// document (a renewed upload replaces them). Null fields: none were given (older data).
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { contactDocuments } from '../db/schema.js';

export interface LicenceDetails {
  Licence_Number: string | null;
  Licence_Expires_On: string | null;
}

export const NO_LICENCE: LicenceDetails = { Licence_Number: null, Licence_Expires_On: null };

export async function latestLicence(db: Queryable, contactId: string): Promise<LicenceDetails> {
  const [latest] = await db
    .select({
      number: contactDocuments.licenceNumber,
      expiresOn: contactDocuments.licenceExpiresOn,
    })
    .from(contactDocuments)
    .where(
      and(eq(contactDocuments.contactId, contactId), eq(contactDocuments.kind, 'cannabis_license')),
    )
    .orderBy(desc(contactDocuments.createdAt), desc(contactDocuments.id))
    .limit(1);
  return latest
    ? { Licence_Number: latest.number, Licence_Expires_On: latest.expiresOn }
    : NO_LICENCE;
}
