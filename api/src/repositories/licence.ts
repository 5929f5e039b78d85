// Issue 20: the licence details that count for a contact — those of its latest cannabis licence
// document. Issue 41: once the operator has verified the account, a licence uploaded after that
// verification is a renewal awaiting review: it does not count (for trading) until the operator
// verifies the account again; until then the licence the operator saw stays in force.
// Null fields: none were given (older data).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { contactDocuments, type ContactRow } from '../db/schema.js';

export interface LicenceDetails {
  Licence_Number: string | null;
  Licence_Expires_On: string | null;
}

export const NO_LICENCE: LicenceDetails = { Licence_Number: null, Licence_Expires_On: null };

interface LicenceRow {
  number: string | null;
  expiresOn: string | null;
  createdAt: Date;
}

const detailsOf = (row: LicenceRow | undefined): LicenceDetails =>
  row ? { Licence_Number: row.number, Licence_Expires_On: row.expiresOn } : NO_LICENCE;

/**
 * Issue 41: of a contact's cannabis licences (newest first), the one in force and whether a later
 * one awaits the operator's review. In force: the latest uploaded before the operator's
 * verification (verifiedAt); a licence uploaded after it is pending. An account never verified,
 * or verified with no licence on file before (older data, test fixtures), counts its latest.
 */
export function licenceStanding(
  verifiedAt: Date | null,
  newestFirst: readonly LicenceRow[],
): { inForce: LicenceRow | undefined; pending: LicenceRow | undefined } {
  const latest = newestFirst[0];
  if (!verifiedAt || !latest) return { inForce: latest, pending: undefined };
  const reviewed = newestFirst.find((row) => row.createdAt <= verifiedAt);
  if (!reviewed) return { inForce: latest, pending: undefined };
  return { inForce: reviewed, pending: reviewed === latest ? undefined : latest };
}

async function licencesOf(db: Queryable, contactId: string): Promise<LicenceRow[]> {
  return db
    .select({
      number: contactDocuments.licenceNumber,
      expiresOn: contactDocuments.licenceExpiresOn,
      createdAt: contactDocuments.createdAt,
    })
    .from(contactDocuments)
    .where(
      and(eq(contactDocuments.contactId, contactId), eq(contactDocuments.kind, 'cannabis_license')),
    )
    .orderBy(desc(contactDocuments.createdAt), desc(contactDocuments.id));
}

/** The latest licence the contact sent (its own profile shows it), reviewed or not. */
export async function latestLicence(db: Queryable, contactId: string): Promise<LicenceDetails> {
  return detailsOf((await licencesOf(db, contactId))[0]);
}

/**
 * Issue 41: the licence that counts for trading, and whether a renewal awaits the operator's
 * review (Licence_Review_Pending in the owner's profile and the operator's account row).
 */
export async function licenceInForce(
  db: Queryable,
  contact: Pick<ContactRow, 'id' | 'verifiedAt'>,
): Promise<{ inForce: LicenceDetails; pending: LicenceDetails | null }> {
  const { inForce, pending } = licenceStanding(contact.verifiedAt, await licencesOf(db, contact.id));
  return { inForce: detailsOf(inForce), pending: pending ? detailsOf(pending) : null };
}

/**
 * Issue 41, as SQL: the contact `owner` (an alias in the enclosing query) trades on a licence that
 * has expired (America/Toronto) — the licence in force as licenceStanding picks it: the latest
 * sent before the verification, or the latest when none was (or the account is not verified).
 * Its listings leave the marketplace and take no bids, as a suspended seller's do.
 */
export const ownerLicenceExpiredSql = (owner: string): SQL =>
  sql.raw(`(select "d"."licence_expires_on" from "contact_documents" "d"
    where "d"."contact_id" = "${owner}"."id" and "d"."kind" = 'cannabis_license'
      and ("${owner}"."verified_at" is null or "d"."created_at" <= "${owner}"."verified_at"
        or not exists (select 1 from "contact_documents" "d2" where "d2"."contact_id" = "${owner}"."id"
          and "d2"."kind" = 'cannabis_license' and "d2"."created_at" <= "${owner}"."verified_at"))
    order by "d"."created_at" desc, "d"."id" desc limit 1) < (now() at time zone 'America/Toronto')::date`);
