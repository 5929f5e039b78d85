import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { contacts, type ContactRow } from '../../db/schema.js';
import type { sharedSchemas } from '../../schemas/shared-schemas.js';
import { fullName } from '../../schemas/contact.js';

/** Who is behind a listing or a bid, as the operator sees it: partyJsonSchema of the domain package. */
export type PartyJson = sharedSchemas.PartyJson;

export function toPartyJson(c: ContactRow): PartyJson {
  return { id: c.id, Full_Name: fullName(c), Company: c.company, Email: c.email, Phone: c.phone };
}

/** Contacts by id (one query for a page of rows). */
export async function contactsById(db: Queryable, ids: Array<string | null>) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const byId = new Map<string, ContactRow>();
  if (wanted.length === 0) return byId;
  for (const row of await db.select().from(contacts).where(inArray(contacts.id, wanted))) {
    byId.set(row.id, row);
  }
  return byId;
}
