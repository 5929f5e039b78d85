import { z } from 'zod';
import type { TaskRow } from '../db/schema.js';
import { isoTime, str } from './common.js';

export const tasksQuery = z.object({
  who_id: str().trim().min(1, 'who_id is required').max(64),
});

/** Spec §5 edit-bid messages double as the server's bid checks. */
export const createTaskBody = z.object({
  productId: str().trim().min(1).max(64),
  quantity: z
    .number({ error: 'Quantity must be greater than 0' })
    .finite()
    .gt(0, 'Quantity must be greater than 0')
    .max(1e12),
  pricePerGram: z
    .number({ error: 'Price must be greater than $0' })
    .finite()
    .gt(0, 'Price must be greater than $0')
    .max(1e9),
});

/** Spec §5/§9 edit bid: greater than 0 first, then the popup's minimums (1 g, $0.01). */
export const updateBidBody = z.object({
  quantity: createTaskBody.shape.quantity.min(1, 'Quantity must be at least 1 g'),
  pricePerGram: createTaskBody.shape.pricePerGram.min(0.01, 'Price must be at least $0.01'),
});

export const createSupportRequestBody = z.object({
  description: str().trim().min(1, 'You must describe your issue').max(10_000),
});

export interface TaskJson {
  id: string;
  Subject: string;
  Task_Type: string | null;
  Status: TaskRow['status'];
  What_Id: { name: string | null; id: string } | null;
  Who_Id: { id: string; name: string | null };
  Description: string;
  Created_Time: string | null;
  Closed_Time: string | null;
  Modified_Time: string | null;
}

export function toTaskJson(t: TaskRow, contactName: string | null): TaskJson {
  return {
    id: t.id,
    Subject: t.subject,
    Task_Type: t.taskType,
    Status: t.status,
    What_Id: t.productId ? { name: t.productName, id: t.productId } : null,
    Who_Id: { id: t.contactId, name: contactName },
    Description: t.description,
    Created_Time: isoTime(t.createdAt),
    Closed_Time: isoTime(t.closedAt),
    Modified_Time: isoTime(t.modifiedAt),
  };
}
