// The operator's view of the automation outbox (issue 11; spec §7 webhooks): rows by status and
// kind with their last error, and how many of each there are.
import { and, count, desc, eq, min, type SQL } from 'drizzle-orm';
import type { AutomationUrls } from '../../config.js';
import type { Db } from '../../db/client.js';
import { outbox, type OutboxRow } from '../../db/schema.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';
import { isoTime } from '../../schemas/common.js';
import { epochMicros, olderThan, pageOf } from '../keyset.js';

/** One webhook row as the operator sees it: outboxRowJsonSchema of the domain package. */
export type OutboxRowJson = sharedSchemas.OutboxRowJson;

export interface OutboxQuery {
  status?: OutboxRow['status'] | undefined;
  kind?: OutboxRow['kind'] | undefined;
  cursor?: string | undefined;
  limit: number;
}

function toOutboxRowJson(row: OutboxRow): OutboxRowJson {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: isoTime(row.createdAt),
    queued_at: isoTime(row.queuedAt),
    // A delivered or dead row is not attempted again.
    next_attempt_at: row.status === 'queued' ? isoTime(row.nextAttemptAt) : null,
    delivered_at: isoTime(row.deliveredAt),
    payload: row.payload,
  };
}

/**
 * Where each outbox kind goes: the webhook URLs, and (issue 20) `email`, the mail server's
 * SMTP_URL.
 */
export type OutboxDestinations = AutomationUrls & { email?: string | undefined };

/**
 * Issue 18: for each kind, whether its webhook URL (for `email`, SMTP_URL) is configured (without
 * one the relay never claims its rows: they wait, queued) and when its oldest queued row was queued.
 */
async function endpointsOf(db: Db, urls: OutboxDestinations) {
  const oldest = await db
    .select({ kind: outbox.kind, at: min(outbox.queuedAt) })
    .from(outbox)
    .where(eq(outbox.status, 'queued'))
    .groupBy(outbox.kind);
  return sharedSchemas.OUTBOX_KINDS.map((kind) => ({
    kind,
    configured: Boolean(urls[kind]),
    oldest_queued_at: isoTime(oldest.find((o) => o.kind === kind)?.at ?? null),
  }));
}

export async function listOutbox(db: Db, query: OutboxQuery, urls: OutboxDestinations) {
  const where: SQL[] = [];
  if (query.status) where.push(eq(outbox.status, query.status));
  if (query.kind) where.push(eq(outbox.kind, query.kind));
  if (query.cursor) where.push(olderThan(outbox.createdAt, outbox.id, query.cursor));
  const rows = await db
    .select({ row: outbox, id: outbox.id, sortKey: epochMicros(outbox.createdAt) })
    .from(outbox)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  const counts = await db
    .select({ status: outbox.status, kind: outbox.kind, count: count() })
    .from(outbox)
    .groupBy(outbox.status, outbox.kind)
    .orderBy(outbox.status, outbox.kind);
  return {
    data: page.rows.map((r) => toOutboxRowJson(r.row)),
    nextCursor: page.nextCursor,
    counts,
    endpoints: await endpointsOf(db, urls),
  };
}
