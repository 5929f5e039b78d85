// The operator's account review (issue 11): contacts with their licence and permit documents (spec
// §2 Confirm account); Verify, Suspend with a reason and Reinstate (spec §6 "the operator may
// refuse, suspend or terminate access").
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.js';
import {
  contactDocuments,
  contacts,
  type ContactDocumentRow,
  type ContactRow,
} from '../../db/schema.js';
import type { sharedSchemas } from '../../schemas/shared-schemas.js';
import { sharedDomain } from '../../domain/shared-domain.js';
import { isoTime } from '../../schemas/common.js';
import { toContactJson } from '../../schemas/contact.js';
import { licenceStanding, NO_LICENCE, type LicenceDetails } from '../licence.js';
import { epochMicros, olderThan, pageOf } from '../keyset.js';
import { toOperatorFileJson, type OperatorFileJson } from './listings.js';

type ReviewState = (typeof sharedDomain.ACCOUNT_REVIEW_STATES)[number];

/** GET /operator/accounts' row: operatorAccountJsonSchema of the domain package. */
export type OperatorAccountJson = sharedSchemas.OperatorAccountJson;

/**
 * Issue 41: a verified account whose latest cannabis licence came after the verification, with one
 * the operator saw before it (repositories/licence.ts licenceStanding): a renewal awaiting review.
 */
const licenceUploaded = (when: SQL) => sql`exists (select 1 from ${contactDocuments}
  where ${contactDocuments.contactId} = ${contacts.id}
  and ${contactDocuments.kind} = 'cannabis_license' and ${when})`;
const RENEWAL_PENDING = and(
  isNotNull(contacts.verifiedAt),
  licenceUploaded(sql`${contactDocuments.createdAt} > ${contacts.verifiedAt}`),
  licenceUploaded(sql`${contactDocuments.createdAt} <= ${contacts.verifiedAt}`),
)!;

/**
 * Each review state as SQL (the same rule as accountReviewState of @leafbid/shared); issue 41: a
 * renewed licence puts a verified account back in review.
 */
const STATE_SQL: Record<ReviewState, SQL> = {
  suspended: isNotNull(contacts.suspendedAt),
  'awaiting-documents': and(isNull(contacts.suspendedAt), eq(contacts.accountConfirmed, false))!,
  'awaiting-review': and(
    isNull(contacts.suspendedAt),
    eq(contacts.accountConfirmed, true),
    or(isNull(contacts.verifiedAt), RENEWAL_PENDING),
  )!,
  verified: and(
    isNull(contacts.suspendedAt),
    eq(contacts.accountConfirmed, true),
    isNotNull(contacts.verifiedAt),
    sql`not ${RENEWAL_PENDING}`,
  )!,
};

/** Newest confirmation first (a contact confirmed before issue 11 counts from its creation). */
const confirmedOrCreated = sql`coalesce(${contacts.confirmedAt}, ${contacts.createdAt})`;

export interface AccountsQuery {
  state?: ReviewState | undefined;
  /** Name, email or company contains it (case-insensitive). */
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

interface AccountDocuments {
  files: OperatorFileJson[];
  /** The cannabis licences, newest first. */
  licences: ContactDocumentRow[];
}

function toAccountJson(
  c: ContactRow,
  { files, licences }: AccountDocuments = { files: [], licences: [] },
): OperatorAccountJson {
  const json = toContactJson(c);
  const latest = licences[0];
  const licence: LicenceDetails = latest
    ? { Licence_Number: latest.licenceNumber, Licence_Expires_On: latest.licenceExpiresOn }
    : NO_LICENCE;
  // Issue 41: a renewal uploaded after the verification waits for the operator's review again.
  const renewal = licenceStanding(
    c.verifiedAt,
    licences.map((l) => ({
      number: l.licenceNumber,
      expiresOn: l.licenceExpiresOn,
      createdAt: l.createdAt,
    })),
  ).pending;
  const state = sharedDomain.accountReviewState(json);
  return {
    ...json,
    Created_Time: isoTime(c.createdAt),
    Confirmed_Time: isoTime(c.confirmedAt),
    Verified_Time: isoTime(c.verifiedAt),
    Suspended_Time: isoTime(c.suspendedAt),
    Review_State: renewal && state === 'verified' ? 'awaiting-review' : state,
    documents: files,
    ...licence,
    Licence_Review_Pending: renewal !== undefined,
  };
}

async function documentsOf(db: Queryable, contactIds: string[]) {
  const byContact = new Map<string, AccountDocuments>();
  if (contactIds.length === 0) return byContact;
  const rows = await db
    .select()
    .from(contactDocuments)
    .where(inArray(contactDocuments.contactId, contactIds))
    .orderBy(desc(contactDocuments.createdAt), desc(contactDocuments.id));
  for (const row of rows) {
    const entry = byContact.get(row.contactId) ?? { files: [], licences: [] };
    entry.files.push(toOperatorFileJson(row));
    // Newest first: the first cannabis licence is the latest one sent.
    if (row.kind === 'cannabis_license') entry.licences.push(row);
    byContact.set(row.contactId, entry);
  }
  return byContact;
}

/** Escapes LIKE wildcards, so a search for '50%' means the text '50%'. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAccounts(
  db: Db,
  query: AccountsQuery,
): Promise<{
  data: OperatorAccountJson[];
  nextCursor: string | null;
  counts: Record<ReviewState, number>;
}> {
  return { ...(await accountsPage(db, query)), counts: await countByState(db) };
}

/** One page of accounts, as listAccounts without the counts (the CSV export's pages). */
export async function accountsPage(
  db: Db,
  query: AccountsQuery,
): Promise<{ data: OperatorAccountJson[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  if (query.state) where.push(STATE_SQL[query.state]);
  const text = query.q?.trim();
  if (text) {
    const pattern = likeText(text);
    where.push(
      or(
        ilike(sql`${contacts.firstName} || ' ' || ${contacts.lastName}`, pattern),
        ilike(contacts.email, pattern),
        ilike(contacts.company, pattern),
      )!,
    );
  }
  if (query.cursor) where.push(olderThan(confirmedOrCreated, contacts.id, query.cursor));
  const rows = await db
    .select({ contact: contacts, id: contacts.id, sortKey: epochMicros(confirmedOrCreated) })
    .from(contacts)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(confirmedOrCreated), desc(contacts.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  const documents = await documentsOf(
    db,
    page.rows.map((r) => r.id),
  );
  return {
    data: page.rows.map((r) => toAccountJson(r.contact, documents.get(r.id))),
    nextCursor: page.nextCursor,
  };
}

async function countByState(db: Db): Promise<Record<ReviewState, number>> {
  const entries = await Promise.all(
    sharedDomain.ACCOUNT_REVIEW_STATES.map(async (state) => {
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(contacts)
        .where(STATE_SQL[state]);
      return [state, n] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ReviewState, number>;
}

export async function accountJson(
  db: Queryable,
  contact: ContactRow,
): Promise<OperatorAccountJson> {
  const documents = await documentsOf(db, [contact.id]);
  return toAccountJson(contact, documents.get(contact.id));
}

/**
 * Verify: a confirmed, not suspended, not yet verified account (the first verification is kept);
 * null when it is not in that state.
 */
export async function verifyAccount(
  db: Queryable,
  id: string,
  adminId: string,
): Promise<ContactRow | null> {
  const now = new Date();
  const [row] = await db
    .update(contacts)
    .set({ verifiedAt: now, verifiedBy: adminId, updatedAt: now })
    .where(
      and(
        eq(contacts.id, id),
        eq(contacts.accountConfirmed, true),
        isNull(contacts.suspendedAt),
        // Issue 41: a renewed licence is verified like the first one.
        or(isNull(contacts.verifiedAt), RENEWAL_PENDING),
      ),
    )
    .returning();
  return row ?? null;
}

/** Suspend with a reason; null when it is already suspended. */
export async function suspendAccount(
  db: Queryable,
  id: string,
  reason: string,
): Promise<ContactRow | null> {
  const now = new Date();
  const [row] = await db
    .update(contacts)
    .set({ suspendedAt: now, suspensionReason: reason, updatedAt: now })
    .where(and(eq(contacts.id, id), isNull(contacts.suspendedAt)))
    .returning();
  return row ?? null;
}

/** Reinstate a suspended account; null when it is not suspended. */
export async function reinstateAccount(db: Queryable, id: string): Promise<ContactRow | null> {
  const [row] = await db
    .update(contacts)
    .set({ suspendedAt: null, suspensionReason: null, updatedAt: new Date() })
    .where(and(eq(contacts.id, id), isNotNull(contacts.suspendedAt)))
    .returning();
  return row ?? null;
}

/**
 * Issue 20: the operator's correction of the latest cannabis licence's details, in `tx`; the
 * document as it was and as it is, or null when the account has no cannabis licence on file.
 */
export async function correctLicence(
  tx: Queryable,
  contactId: string,
  values: { licenceNumber: string; licenceExpiresOn: string },
): Promise<{ before: ContactDocumentRow; after: ContactDocumentRow } | null> {
  const [before] = await tx
    .select()
    .from(contactDocuments)
    .where(
      and(eq(contactDocuments.contactId, contactId), eq(contactDocuments.kind, 'cannabis_license')),
    )
    .orderBy(desc(contactDocuments.createdAt), desc(contactDocuments.id))
    .limit(1)
    .for('update');
  if (!before) return null;
  const [after] = await tx
    .update(contactDocuments)
    .set(values)
    .where(eq(contactDocuments.id, before.id))
    .returning();
  return { before, after: after! };
}
