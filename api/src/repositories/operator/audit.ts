// Issue 20: the audit trail as the operator reads it (GET /operator/audit, its CSV export): newest
// first, filtered by kind, actor and target, in keyset pages. Read only: nothing here (nor
// anywhere in the API) updates or deletes a record.
import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AuditKind } from '@leafbid/domain';
import type { Db } from '../../db/client.js';
import { auditRecords, type AuditRecordRow } from '../../db/schema.js';
import type { sharedSchemas } from '../../schemas/shared-schemas.js';
import { epochMicros, olderThan, pageOf } from '../keyset.js';
import { likeText } from './accounts.js';

export type AuditRecordJson = sharedSchemas.AuditRecordJson;

export interface AuditQuery {
  kind?: AuditKind[] | undefined;
  /** The actor's contact id, or a part of its label (name and email). */
  actor?: string | undefined;
  /** The target's id, or a part of its label (a product name, a bid subject, an email). */
  target?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

export function toAuditJson(row: AuditRecordRow): AuditRecordJson {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind as AuditKind,
    actor: row.actorContactId ? { id: row.actorContactId, label: row.actorLabel } : null,
    target: {
      type: row.targetType as AuditRecordJson['target']['type'],
      id: row.targetId,
      label: row.targetLabel,
    },
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    reason: row.reason,
  };
}

export async function listAudit(
  db: Db,
  query: AuditQuery,
): Promise<{ data: AuditRecordJson[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  if (query.kind?.length) where.push(inArray(auditRecords.kind, query.kind));
  const actor = query.actor?.trim();
  if (actor) {
    where.push(
      or(eq(auditRecords.actorContactId, actor), ilike(auditRecords.actorLabel, likeText(actor)))!,
    );
  }
  const target = query.target?.trim();
  if (target) {
    where.push(
      or(eq(auditRecords.targetId, target), ilike(auditRecords.targetLabel, likeText(target)))!,
    );
  }
  if (query.cursor) where.push(olderThan(auditRecords.at, auditRecords.id, query.cursor));
  const rows = await db
    .select({ record: auditRecords, id: auditRecords.id, sortKey: epochMicros(auditRecords.at) })
    .from(auditRecords)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditRecords.at), desc(auditRecords.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return { data: page.rows.map((r) => toAuditJson(r.record)), nextCursor: page.nextCursor };
}
