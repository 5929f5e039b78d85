import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { newId } from '../db/ids.js';
import { outbox, type OutboxKind } from '../db/schema.js';

/** Spec §7 webhook bodies, by outbox kind. */
export interface PurchaseRequestPayload {
  productName: string;
  quantity: number;
  pricePerGram: number;
  totalValue: number;
  userEmail: string;
  availabilityStatus: 'Available now' | 'Available within 3 months';
  pricePercentage: number | null;
  minRequestPrice: number | null;
}

export interface SupportRequestPayload {
  Subject: string;
  Description: string;
  Who_Id: string;
  User: { id: string; name: string | null; email: string };
}

interface OriginalBid {
  quantity: number | null;
  pricePerGram: number | null;
  totalValue: number | null;
}

export interface UpdateBidPayload {
  action: 'update_bid';
  taskId: string;
  productName: string | null;
  quantity: number;
  pricePerGram: number;
  totalValue: number;
  userEmail: string;
  originalBid: OriginalBid;
  updatedAt: string;
  taskSubject: string;
}

export interface DeleteBidPayload {
  action: 'delete_bid';
  taskId: string;
  productName: string | null;
  userEmail: string;
  taskSubject: string;
  deletedAt: string;
  originalBid: OriginalBid;
}

/** A file a multipart webhook carries, read from storage when the row is sent. */
export interface OutboxFile {
  /** The multipart field name, e.g. `cover_image`, `photo_0`, `cert_1`. */
  field: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * The body of a webhook the relay sends as multipart/form-data (spec §7: the product submission):
 * text fields, then the files. Lists are sent comma-separated, objects as JSON, null as ''.
 */
export interface MultipartWebhookPayload {
  fields: Record<string, unknown>;
  files: OutboxFile[];
}

/** Call inside the transaction that makes the change the webhook announces. */
export async function enqueueOutbox(tx: Queryable, kind: OutboxKind, payload: object) {
  // Due "now" by the relay's (millisecond) clock: the database's microsecond now() could
  // otherwise put a fresh row a fraction of a millisecond in the relay's future.
  const now = new Date();
  const [row] = await tx
    .insert(outbox)
    .values({ id: newId('o'), kind, payload, nextAttemptAt: now, queuedAt: now })
    .returning();
  return row!;
}

/**
 * Admin recovery (POST /outbox/requeue): dead rows (or the one dead row `id`) go back to the
 * queue with a fresh delivery window; returns the ids re-queued.
 */
export async function requeueDeadOutbox(db: Queryable, id?: string): Promise<string[]> {
  const now = new Date();
  const rows = await db
    .update(outbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: now, queuedAt: now })
    .where(id ? and(eq(outbox.status, 'dead'), eq(outbox.id, id)) : eq(outbox.status, 'dead'))
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}
