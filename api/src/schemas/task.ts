import { z } from 'zod';
import type { TaskRow } from '../db/schema.js';
import { isoTime, str } from './common.js';
import { sharedSchemas } from './shared-schemas.js';

export const tasksQuery = z.object({
  who_id: str().trim().min(1, 'who_id is required').max(64),
});

const { purchaseRequestBodySchema, bidEditSchema, bidTotalWithinBounds } = sharedSchemas;

/**
 * Spec §5 bid rules from @leafbid/domain (the purchase form and the order-edit popup validate
 * with the same schemas): whole grams ≥ 1, price ≥ $0.01, with the spec's "greater than 0" texts
 * first, and the sane bounds of issue 35 (at most $10,000/g and 100 000 000 g; the total at most
 * $10,000,000, checked on each body below). The API adds the id's shape.
 */
export const quantity = purchaseRequestBodySchema.shape.quantity;
export const pricePerGram = purchaseRequestBodySchema.shape.pricePerGram;

export const createTaskBody = purchaseRequestBodySchema
  .extend({
    productId: str().trim().min(1).max(64),
    quantity,
    pricePerGram,
    /** Idempotency key (the client's optimistic temp_ id): a repeat answers the same task. */
    clientRequestId: str()
      .max(64, 'must be at most 64 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -')
      .optional(),
  })
  .superRefine(bidTotalWithinBounds('pricePerGram'));

export const updateBidBody = bidEditSchema
  .extend({ quantity, pricePerGram })
  .superRefine(bidTotalWithinBounds('pricePerGram'));

export const createSupportRequestBody = sharedSchemas.supportRequestBodySchema;

/** Task as on the wire (docs/api.md "Task"): taskJsonSchema of the domain package. */
export type TaskJson = sharedSchemas.TaskJson;
type BuyerCounterJson = sharedSchemas.BuyerCounterJson;

/**
 * A task on the wire. `counter` (issue 20, the buyer's answers): the bid's counter-offer as the
 * buyer may see it, or null; left out (undefined) where the answer is not the buyer's.
 */
export function toTaskJson(
  t: TaskRow,
  contactName: string | null,
  counter?: BuyerCounterJson | null,
): TaskJson {
  return {
    id: t.id,
    Subject: t.subject,
    Task_Type: t.taskType,
    Status: t.status,
    What_Id: t.productId || t.productName ? { name: t.productName, id: t.productId ?? null } : null,
    Who_Id: { id: t.contactId, name: contactName },
    Description: t.description,
    Created_Time: isoTime(t.createdAt),
    Closed_Time: isoTime(t.closedAt),
    Modified_Time: isoTime(t.modifiedAt),
    ...(counter === undefined ? {} : { Counter: counter }),
    // Issue 35: a declined bid says why (its buyer reads it on the Orders screen).
    ...(t.status === 'Declined' ? { Decline_Reason: t.declineReason } : {}),
  };
}
