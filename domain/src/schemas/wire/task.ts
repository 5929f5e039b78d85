// Task as the API sends it (docs/api.md "Task": an order request or a support request): the strict
// wire shape. The browser reads it through the lenient taskSchema of ../../types.ts, derived from
// this one.
import { z } from 'zod';
import { buyerCounterJsonSchema } from './counter';

const text = z.string().nullable();

/**
 * Spec §3 Task statuses, and Declined (issue 35): the operator declined the bid, with a reason the
 * buyer reads (Decline_Reason); it reserves no stock and can no longer change. Agreed (issue 35):
 * the buyer accepted the seller's counter-offer, so the bid's terms are settled (no longer
 * editable) and it waits for the operator's approval.
 */
export const taskStatusSchema = z.enum([
  'Not Started',
  'Pending',
  'Agreed',
  'Approved',
  'Completed',
  'Declined',
]);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/**
 * What_Id: the product of an order request. A bid on a deleted product keeps its name with a null
 * id (docs/api.md, Task).
 */
export const productReferenceSchema = z.object({ id: z.string().nullable(), name: text });

/** Who_Id: the contact whose task it is, and its name. */
export const contactReferenceSchema = z.object({ id: z.string(), name: text });

export const taskJsonSchema = z.object({
  id: z.string(),
  Subject: z.string(),
  Task_Type: text,
  Status: taskStatusSchema,
  /** null for a support request. */
  What_Id: productReferenceSchema.nullable(),
  Who_Id: contactReferenceSchema,
  Description: z.string(),
  Created_Time: text,
  Closed_Time: text,
  Modified_Time: text,
  /**
   * Issue 20, order requests in the buyer's answers: the bid's latest counter-offer once the
   * operator relayed it (relayed, accepted or declined), else null. Never who made it.
   */
  Counter: buyerCounterJsonSchema.nullable().optional(),
  /** Issue 35: why the operator declined the bid (Status Declined; Closed_Time is when), else null. */
  Decline_Reason: text.optional(),
});
export type TaskJson = z.output<typeof taskJsonSchema>;
