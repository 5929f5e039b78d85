import { and, count, eq, isNull, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client.js';
import { newId } from '../db/ids.js';
import { domainText } from '../error-text.js';
import { sharedDomain } from '../domain/shared-domain.js';
import { HttpError } from '../http-error.js';
import { pgErrorCode } from '../plugins/error-handler.js';
import type { StorageUsage } from '../uploads/storage-quota.js';
import {
  contactAgreements,
  contactDocuments,
  contacts,
  notes,
  type ContactAgreementRow,
  type ContactRow,
} from '../db/schema.js';

const UNIQUE_VIOLATION = '23505';
/** 409 on a second sign-up or link of one email (spec §8 Join). */
export const emailRegistered = () => domainText(sharedDomain.JOIN_MESSAGES, 'emailRegistered');

export type DocumentKind = (typeof contactDocuments.$inferSelect)['kind'];
import type { ContactDocumentRow } from '../db/schema.js';
export type { ContactDocumentRow };
export type NewContact = Omit<typeof contacts.$inferInsert, 'id'>;
export interface AgreementAcceptance {
  id: string;
  version: string;
}

/**
 * Locks a contact's row until the transaction ends: its per-contact quotas (documents, product
 * files) are counted and written by one request at a time.
 */
export async function lockContact(tx: Tx, contactId: string): Promise<void> {
  await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.id, contactId))
    .for('update');
}

async function recordAgreements(
  tx: Tx,
  contactId: string,
  uid: string,
  accepted: readonly AgreementAcceptance[],
): Promise<void> {
  if (accepted.length === 0) return;
  await tx
    .insert(contactAgreements)
    .values(
      accepted.map((a) => ({
        id: newId('a'),
        contactId,
        agreementId: a.id,
        version: a.version,
        acceptedByUid: uid,
      })),
    )
    // The same version accepted again (a repeated link) keeps the first acceptance time.
    .onConflictDoNothing();
}

export function createContactsRepository(db: Db) {
  return {
    async findById(id: string): Promise<ContactRow | null> {
      const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
      return row ?? null;
    },

    async findByEmail(email: string): Promise<ContactRow | null> {
      const [row] = await db
        .select()
        .from(contacts)
        .where(sql`lower(${contacts.email}) = ${email.toLowerCase()}`);
      return row ?? null;
    },

    /**
     * The caller's contact: matched by User_UID, or by Email while no contact carries the uid
     * yet and the email match is not linked to another identity (the sign-up linking step).
     * Pass the email only when the identity service verified it (plugins/auth.ts).
     */
    async findForCaller(uid: string, verifiedEmail: string | null): Promise<ContactRow | null> {
      const email = verifiedEmail;
      const [byUid] = await db.select().from(contacts).where(eq(contacts.userUid, uid));
      if (byUid) return byUid;
      if (!email) return null;
      const [byEmail] = await db
        .select()
        .from(contacts)
        .where(
          and(sql`lower(${contacts.email}) = ${email.toLowerCase()}`, isNull(contacts.userUid)),
        );
      return byEmail ?? null;
    },

    async update(id: string, values: Partial<ContactRow>): Promise<ContactRow> {
      const [row] = await db
        .update(contacts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(contacts.id, id))
        .returning();
      if (!row) throw new Error(`contact ${id} vanished`);
      return row;
    },

    /**
     * Sign-up. Two concurrent sign-ups for one email or uid both pass the route's check; the
     * unique indexes decide, and the loser gets the same 409 as a sequential repeat.
     */
    async create(
      values: NewContact,
      accepted: readonly AgreementAcceptance[] = [],
    ): Promise<ContactRow> {
      try {
        // The contact and its agreements together, or neither.
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(contacts)
            .values({ ...values, id: newId('c') })
            .returning();
          await recordAgreements(tx, row!.id, values.userUid ?? '', accepted);
          return row!;
        });
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new HttpError(409, emailRegistered());
        throw error;
      }
    },

    /**
     * Links an unlinked contact to `uid` with the agreements accepted while joining; null when
     * another identity linked it first (the update matches only while User_UID is empty).
     */
    async linkUid(
      id: string,
      uid: string,
      accepted: readonly AgreementAcceptance[] = [],
    ): Promise<ContactRow | null> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(contacts)
            .set({ userUid: uid, updatedAt: new Date() })
            .where(and(eq(contacts.id, id), isNull(contacts.userUid)))
            .returning();
          if (!row) return null;
          await recordAgreements(tx, id, uid, accepted);
          return row;
        });
      } catch (error) {
        // The uid already belongs to another contact.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new HttpError(409, emailRegistered());
        throw error;
      }
    },

    /** Records agreements accepted by `uid` for a contact (outside a sign-up transaction). */
    async recordAgreements(
      contactId: string,
      uid: string,
      accepted: readonly AgreementAcceptance[],
    ): Promise<void> {
      await db.transaction((tx) => recordAgreements(tx, contactId, uid, accepted));
    },

    /** Every agreement acceptance of a contact, oldest first. */
    async listAgreements(contactId: string): Promise<ContactAgreementRow[]> {
      return db
        .select()
        .from(contactAgreements)
        .where(eq(contactAgreements.contactId, contactId))
        .orderBy(contactAgreements.acceptedAt, contactAgreements.agreementId);
    },

    async addNote(contactId: string, content: string) {
      const [row] = await db
        .insert(notes)
        .values({ id: newId('n'), contactId, content })
        .returning();
      return row!;
    },

    async listDocuments(contactId: string): Promise<ContactDocumentRow[]> {
      return db.select().from(contactDocuments).where(eq(contactDocuments.contactId, contactId));
    },

    async findDocument(id: string): Promise<ContactDocumentRow | null> {
      const [row] = await db.select().from(contactDocuments).where(eq(contactDocuments.id, id));
      return row ?? null;
    },

    /** How many documents a contact stores, and their bytes (the quotas of issue 6). */
    async documentUsage(contactId: string, tx: Db = db): Promise<StorageUsage> {
      const [row] = await tx
        .select({ files: count(), bytes: sum(contactDocuments.size) })
        .from(contactDocuments)
        .where(eq(contactDocuments.contactId, contactId));
      return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
    },

    /**
     * All documents of one upload in one transaction: either every row is written or none. `check`
     * sees the contact's usage under a lock on its row, so parallel uploads cannot pass a quota
     * together.
     */
    async addDocuments(
      rows: Array<Omit<typeof contactDocuments.$inferInsert, 'createdAt'>>,
      check: (usage: StorageUsage) => void = () => undefined,
    ) {
      return db.transaction(async (tx) => {
        for (const contactId of new Set(rows.map((r) => r.contactId))) {
          await lockContact(tx, contactId);
          check(await this.documentUsage(contactId, tx as unknown as Db));
        }
        return tx.insert(contactDocuments).values(rows).returning();
      });
    },
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contactsRepository: ContactsRepository;
  }
}

export const contactsRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('contactsRepository', createContactsRepository(app.db));
  },
  { name: 'contacts-repository', dependencies: ['core'] },
);
