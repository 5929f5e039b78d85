// Issue 20: the operator's requeue of dead webhook rows, on record. The rows go back to the queue
// and the audit record names them in one transaction (nothing requeued, nothing recorded).
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outbox, type ContactRow } from '../db/schema.js';
import { requeueDeadOutbox } from '../outbox/outbox-repository.js';
import { recordAudit } from './audit.js';

export async function requeueOnRecord(
  db: Db,
  admin: ContactRow,
  id: string | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await requeueDeadOutbox(tx, id);
    if (ids.length === 0) return 0;
    const rows = await tx
      .select({ id: outbox.id, kind: outbox.kind })
      .from(outbox)
      .where(inArray(outbox.id, ids));
    const kinds = [...new Set(rows.map((r) => r.kind))].sort();
    await recordAudit(tx, {
      actor: admin,
      kind: 'outbox.requeued',
      target: {
        type: 'outbox',
        id: id ?? 'dead',
        label: id ? (kinds[0] ?? null) : `${ids.length} × ${kinds.join(', ')}`,
      },
      before: { status: 'dead', ids },
      after: { status: 'queued', ids },
    });
    return ids.length;
  });
}
