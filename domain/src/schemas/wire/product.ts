// Product as the API sends it (docs/api.md "Product", spec §3), and the catalogue's card: the
// strict wire shapes. The browser reads them through the lenient productSchema of ../../types.ts,
// derived from these.
import { z } from 'zod';

/** Text the API always sends, null when there is none. */
const text = z.string().nullable();
/** A number the API always sends, null when there is none. */
const num = z.number().nullable();

/** A photo as Image_1 … Image_4 reference it: the file, where to download it, its type. */
export const fileRefSchema = z.object({
  file_Id: z.string(),
  download_Url: z.string(),
  /** image/jpeg, image/png, or a video type (spec §5: photos accept videos). */
  content_Type: z.string(),
});
export type FileRef = z.output<typeof fileRefSchema>;

/** Spec §3 Image_1 … Image_4: the first four photos, each read with `slot`. */
export const imageSlots = <Slot extends z.ZodType>(slot: Slot) => ({
  Image_1: slot,
  Image_2: slot,
  Image_3: slot,
  Image_4: slot,
});

/** Spec §3 Product as on the wire (GET /products/{id}, My Listings, the operator's queue). */
export const productJsonSchema = z.object({
  id: z.string(),
  Product_Name: z.string(),
  Description: text,
  Manufacturer_name: text,
  Lineage: text,
  Aromas: text,
  /** Comma-separated product types. */
  Product_Category: text,
  Categories: z.array(z.string()),
  Certification: z.array(z.string()),
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
  /** YYYY-MM-DD. */
  Harvest_Date: text,
  /** ISO 8601. */
  Created_Time: text,
  /** The owner: sent only to the owner and Admin (sellers stay anonymous to buyers). */
  Contact_Name: z.object({ id: z.string() }).nullable().optional(),
  Product_Active: z.boolean(),
  Request_pending: z.boolean(),
  /** /product-image/{id}, or null without a cover. */
  cover: text,
  /** /file/{id} of each photo, in order. */
  photos: z.array(z.string()),
  /** Spec §3 Record_Image: the id of the record image, served at /record-image/{id}; null when none. */
  Record_Image: text,
  ...imageSlots(fileRefSchema.nullable()),
  /** Issue 11: the operator's note on a declined publication request (owner and Admin only). */
  Review_Note: z.string().nullable().optional(),
  /** Issue 18: a new submission the operator has not reviewed yet (owner and Admin only). */
  Awaiting_Review: z.boolean().optional(),
  /**
   * Issue 41 (owner and Admin only): the operator cleared Manufacturer_name for buyers; until
   * then buyers read Manufacturer_name null.
   */
  Manufacturer_Shared: z.boolean().optional(),
  /**
   * Issue 41 (owner and Admin only): the seller's edits of the live listing awaiting the
   * operator's review — the new name and description (absent: unchanged), new cover, photos and
   * certificates (GET /file/{id}) and when they were sent; null when none. Buyers read the live
   * fields until the operator approves.
   */
  Pending_Changes: z
    .object({
      Product_Name: z.string().optional(),
      Description: z.string().nullable().optional(),
      cover: text,
      photos: z.array(z.string()),
      certificates: z.array(z.object({ url: z.string(), file_name: z.string() })),
      submitted_at: z.string(),
    })
    .nullable()
    .optional(),
  /**
   * Issue 18: the certificates the operator cleared for buyers, in order: GET /file/{id} of each
   * (read with the kernel's media URL) and its content type. Sent to every viewer.
   */
  Shared_Certificates: z.array(z.object({ url: z.string(), content_Type: z.string() })).optional(),
});
export type ProductJson = z.output<typeof productJsonSchema>;

/**
 * A product card (docs/api.md "ProductCard", GET /products): what the spec §2 card shows, no more;
 * the popup asks GET /products/{id} for the whole product. `Description` is cut to one character
 * past the card's preview, so the card still knows to add its ellipsis. Strict: a whole product is
 * not a card (GET /products?owner=me answers whole products, see productsPageResponseSchema).
 */
export const productCardJsonSchema = productJsonSchema
  .pick({
    id: true,
    Product_Name: true,
    Description: true,
    Product_Category: true,
    Categories: true,
    Highest_Terpenes: true,
    Terpen: true,
    THC_as_is: true,
    THC_Min: true,
    THC_Max: true,
    CBD_as_is: true,
    CBD_Min: true,
    CBD_Max: true,
    // Issue 18: what a wholesale buyer compares first, on the card.
    Min_Request_G_Including_5_markup: true,
    Grams_Available_When_submitted: true,
    Min_QTY_Request: true,
    Created_Time: true,
    Product_Active: true,
    Request_pending: true,
    cover: true,
  })
  .strict();
export type ProductCardJson = z.output<typeof productCardJsonSchema>;
