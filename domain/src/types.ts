// Wire shapes of docs/api.md (spec §3). Lenient where the spec is: numbers may be null, most
// fields may be absent, flags may arrive as 1 / 'true' (see active-flag.ts).
import { z } from 'zod';

const text = z.string().nullish();
const num = z.number().nullish();
/** A flag as the CRM may send it; read it with isActiveFlag. */
const flag = z.union([z.boolean(), z.number(), z.string()]).nullish();

export const taskStatusSchema = z.enum(['Not Started', 'Pending', 'Approved', 'Completed']);
export type TaskStatus = z.infer<typeof taskStatusSchema>;
export const TASK_STATUSES = taskStatusSchema.options;

export const productFileSchema = z.object({
  file_Id: z.string(),
  download_Url: z.string().nullish(),
  /** e.g. image/jpeg or video/mp4: photos accept videos (spec §5). */
  content_Type: z.string().nullish(),
});
export type ProductFile = z.infer<typeof productFileSchema>;

export const contactSchema = z.object({
  id: z.string(),
  First_Name: text,
  Last_Name: text,
  Full_Name: text,
  Company: text,
  Title: text,
  Phone: text,
  Mobile: text,
  Mailing_Street: text,
  Mailing_City: text,
  Mailing_Zip: text,
  Email: text,
  User_UID: text,
  Contact_Type: z.array(z.string()).nullish(),
  Account_Confirmed: z.boolean().nullish(),
  canAccessListing: z.boolean().nullish(),
  /** Operator review (issue 11): an Admin checked the licence documents. */
  Account_Verified: z.boolean().nullish(),
  /** Spec §6: the operator suspended the account; it keeps only its profile and confirmation calls. */
  Account_Suspended: z.boolean().nullish(),
  Suspension_Reason: text,
});
export type Contact = z.infer<typeof contactSchema>;

export const productSchema = z.object({
  id: z.string(),
  Product_Name: text,
  Description: text,
  Manufacturer_name: text,
  Lineage: text,
  Aromas: text,
  Product_Category: text,
  Categories: z.array(z.string()).nullish(),
  Certification: z.array(z.string()).nullish(),
  Terpen: text,
  Highest_Terpenes: text,
  Total_Terpenes_Percentage: num,
  THC_as_is: num,
  THC_Min: num,
  THC_Max: num,
  CBD_as_is: num,
  CBD_Min: num,
  CBD_Max: num,
  Min_QTY_Request: num,
  Min_Request_G_Including_5_markup: num,
  Grams_Available_When_submitted: num,
  Upcoming_QTY_3_Months: num,
  Harvest_Date: text,
  Created_Time: text,
  Contact_Name: z.object({ id: z.string() }).nullish(),
  Product_Active: flag,
  Request_pending: flag,
  cover: text,
  photos: z.array(z.string()).nullish(),
  Record_Image: text,
  Image_1: productFileSchema.nullish(),
  Image_2: productFileSchema.nullish(),
  Image_3: productFileSchema.nullish(),
  Image_4: productFileSchema.nullish(),
  /** The operator's note on a declined publication request; only the owner (and Admin) get it. */
  Review_Note: text,
});
export type Product = z.infer<typeof productSchema>;

// A bid on a deleted product keeps its name with a null id (docs/api.md, Task).
const reference = z.object({ id: z.string().nullable(), name: text });

export const taskSchema = z.object({
  id: z.string(),
  Subject: text,
  Task_Type: text,
  Status: taskStatusSchema,
  What_Id: reference.nullish(),
  Who_Id: reference.nullish(),
  who_id: reference.nullish(),
  Description: text,
  Created_Time: text,
  Closed_Time: text,
  Modified_Time: text,
});
export type Task = z.infer<typeof taskSchema>;
