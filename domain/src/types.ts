// Wire shapes of docs/api.md (spec §3) as the browser reads them. Lenient where the spec is:
// numbers may be null, most fields may be absent, flags may arrive as 1 / 'true' (see
// active-flag.ts). Each is derived from the strict shape the API answers with
// (./schemas/wire, issue 17): one list of fields per shape.
import { z } from 'zod';
import { nullishExcept } from './schemas/wire/nullish';
import { contactJsonSchema } from './schemas/wire/contact';
import { fileRefSchema, imageSlots, productJsonSchema } from './schemas/wire/product';
import { buyerCounterJsonSchema } from './schemas/wire/counter';
import { productReferenceSchema, taskJsonSchema, taskStatusSchema } from './schemas/wire/task';

export { taskStatusSchema, type TaskStatus } from './schemas/wire/task';
export const TASK_STATUSES = taskStatusSchema.options;

/** A flag as the CRM may send it; read it with isActiveFlag. */
const flag = z.union([z.boolean(), z.number(), z.string()]).nullish();

export const productFileSchema = nullishExcept(fileRefSchema, { file_Id: true });
export type ProductFile = z.infer<typeof productFileSchema>;

export const contactSchema = nullishExcept(contactJsonSchema, { id: true });
export type Contact = z.infer<typeof contactSchema>;

export const productSchema = nullishExcept(productJsonSchema, { id: true }).extend({
  Product_Active: flag,
  Request_pending: flag,
  ...imageSlots(productFileSchema.nullish()),
});
export type Product = z.infer<typeof productSchema>;

/** A task's references, read leniently: only the id is always there (null: a deleted product). */
const reference = nullishExcept(productReferenceSchema, { id: true });

export const taskSchema = nullishExcept(taskJsonSchema, { id: true, Status: true }).extend({
  What_Id: reference.nullish(),
  Who_Id: reference.nullish(),
  /** The CRM's spelling of Who_Id (the API sends Who_Id). */
  who_id: reference.nullish(),
  /** Issue 20: the bid's relayed counter-offer (null or absent: none). */
  Counter: nullishExcept(buyerCounterJsonSchema, { id: true, status: true }).nullish(),
});
export type Task = z.infer<typeof taskSchema>;
