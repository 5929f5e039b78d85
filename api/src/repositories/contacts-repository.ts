import { and, count, eq, isNull, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { HttpError } from '../http-error.js';
import { pgErrorCode } from '../plugins/error-handler.js';
import { contactDocuments, contacts, notes, type ContactRow } from '../db/schema.js';

const UNIQUE_VIOLATION = '23505';
export const EMAIL_REGISTERED = 'This email is already registered. Please login instead.';

export type DocumentKind = (typeof contactDocuments.$inferSelect)['kind'];
export type ContactDocumentRow = typeof contactDocuments.$inferSelect;
export interface DocumentUsage {
  documents: number;
  bytes: number;
}
export type NewContact = Omit<typeof contacts.$inferInsert, 'id'>;

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
     */
    async findForCaller(uid: string, email: string | null): Promise<ContactRow | null> {
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
    async create(values: NewContact): Promise<ContactRow> {
      try {
        const [row] = await db
          .insert(contacts)
          .values({ ...values, id: newId('c') })
          .returning();
        return row!;
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new HttpError(409, EMAIL_REGISTERED);
        throw error;
      }
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
    async documentUsage(contactId: string, tx: Db = db): Promise<DocumentUsage> {
      const [row] = await tx
        .select({ documents: count(), bytes: sum(contactDocuments.size) })
        .from(contactDocuments)
        .where(eq(contactDocuments.contactId, contactId));
      return { documents: row?.documents ?? 0, bytes: Number(row?.bytes ?? 0) };
    },

    /**
     * All documents of one upload in one transaction: either every row is written or none. `check`
     * sees the contact's usage under a lock on its row, so parallel uploads cannot pass a quota
     * together.
     */
    async addDocuments(
      rows: Array<Omit<typeof contactDocuments.$inferInsert, 'createdAt'>>,
      check: (usage: DocumentUsage) => void = () => undefined,
    ) {
      return db.transaction(async (tx) => {
        for (const contactId of new Set(rows.map((r) => r.contactId))) {
          await tx
            .select({ id: contacts.id })
            .from(contacts)
            .where(eq(contacts.id, contactId))
            .for('update');
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
