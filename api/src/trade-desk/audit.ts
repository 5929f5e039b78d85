// Issue 20: the audit trail. One record per operator action and per counter-offer step, written in
// the transaction of the change; the API never updates or deletes one.
import type { AuditKind, AuditTargetType } from '@leafbid/domain';
import type { Queryable } from '../db/client.js';
import { newId } from '../db/ids.js';
import { auditRecords, type AuditRecordRow, type ContactRow } from '../db/schema.js';
import { fullName } from '../schemas/contact.js';

export interface AuditEntry {
  /** Who acted; null for the system. */
  actor: ContactRow | null;
  kind: AuditKind;
  target: { type: AuditTargetType; id: string; label: string | null };
  /** What changed: the fields the action touched, before and after. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Why (required for a decline, a suspension or a withdrawal). */
  reason?: string | null;
}

function actorLabel(actor: ContactRow): string {
  const name = fullName(actor);
  return name ? `${name} <${actor.email}>` : actor.email;
}

export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<AuditRecordRow> {
  const [row] = await tx
    .insert(auditRecords)
    .values({
      id: newId('au'),
      actorContactId: entry.actor?.id ?? null,
      actorLabel: entry.actor ? actorLabel(entry.actor) : null,
      kind: entry.kind,
      targetType: entry.target.type,
      targetId: entry.target.id,
      targetLabel: entry.target.label,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
    })
    .returning();
  return row!;
}
