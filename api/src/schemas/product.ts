import { z } from 'zod';
import { sharedDomain } from '../domain/shared-domain.js';
import type { ProductFileRow, ProductRow } from '../db/schema.js';
import { isoDate, isoTime, optionalText, str } from './common.js';

const { isWholeCents, MONEY_MESSAGES } = sharedDomain;

export interface FileRef {
  file_Id: string;
  download_Url: string;
}

/** Spec §3 Product as on the wire (docs/api.md "Product"). */
export interface ProductJson {
  id: string;
  Product_Name: string;
  Description: string | null;
  Manufacturer_name: string | null;
  Lineage: string | null;
  Aromas: string | null;
  Product_Category: string | null;
  Categories: string[];
  Certification: string[];
  Terpen: string | null;
  Highest_Terpenes: string | null;
  Total_Terpenes_Percentage: number | null;
  THC_as_is: number | null;
  THC_Min: number | null;
  THC_Max: number | null;
  CBD_as_is: number | null;
  CBD_Min: number | null;
  CBD_Max: number | null;
  Min_QTY_Request: number | null;
  Min_Request_G_Including_5_markup: number | null;
  Grams_Available_When_submitted: number | null;
  Upcoming_QTY_3_Months: number | null;
  Harvest_Date: string | null;
  Created_Time: string | null;
  Contact_Name?: { id: string } | null;
  Product_Active: boolean;
  Request_pending: boolean;
  cover: string | null;
  photos: string[];
  Record_Image: null;
  Image_1: FileRef | null;
  Image_2: FileRef | null;
  Image_3: FileRef | null;
  Image_4: FileRef | null;
  /** Issue 11: the operator's note on a declined publication request (owner and Admin only). */
  Review_Note?: string | null;
}

export const fileUrl = (fileId: string) => `/file/${fileId}`;
export const coverUrl = (productId: string) => `/product-image/${productId}`;

/** `showOwner`: sellers stay anonymous to buyers (ARCHITECTURE "Product API"). */
export function toProductJson(
  p: ProductRow,
  files: ProductFileRow[],
  showOwner: boolean,
): ProductJson {
  const photos = files.filter((f) => f.kind === 'photo').sort((a, b) => a.position - b.position);
  const ref = (i: number): FileRef | null => {
    const f = photos[i];
    return f ? { file_Id: f.id, download_Url: fileUrl(f.id) } : null;
  };
  const json: ProductJson = {
    id: p.id,
    Product_Name: p.productName,
    Description: p.description,
    Manufacturer_name: p.manufacturerName,
    Lineage: p.lineage,
    Aromas: p.aromas,
    Product_Category: p.productCategory,
    Categories: p.categories,
    Certification: p.certification,
    Terpen: p.terpen,
    Highest_Terpenes: p.highestTerpenes,
    Total_Terpenes_Percentage: p.totalTerpenesPercentage,
    THC_as_is: p.thcAsIs,
    THC_Min: p.thcMin,
    THC_Max: p.thcMax,
    CBD_as_is: p.cbdAsIs,
    CBD_Min: p.cbdMin,
    CBD_Max: p.cbdMax,
    Min_QTY_Request: p.minQtyRequest,
    Min_Request_G_Including_5_markup: p.minRequestPrice,
    Grams_Available_When_submitted: p.gramsAvailable,
    Upcoming_QTY_3_Months: p.upcomingQty3Months,
    Harvest_Date: p.harvestDate,
    Created_Time: isoTime(p.createdAt),
    Product_Active: p.productActive,
    Request_pending: p.requestPending,
    cover: files.some((f) => f.kind === 'cover') ? coverUrl(p.id) : null,
    photos: photos.map((f) => fileUrl(f.id)),
    Record_Image: null,
    Image_1: ref(0),
    Image_2: ref(1),
    Image_3: ref(2),
    Image_4: ref(3),
  };
  if (showOwner) {
    json.Contact_Name = p.ownerContactId ? { id: p.ownerContactId } : null;
    json.Review_Note = p.reviewNote;
  }
  return json;
}

/** Spec §3 Harvest_Date: a real calendar date between 1900 and 2100. */
const harvestDate = isoDate('Harvest date must be a date (YYYY-MM-DD)');

/** PUT /products/:id — the product edit popup's fields, or {Request_pending:false} (spec §7). */
export const productUpdateBody = z
  .object({
    Product_Name: str().trim().min(1, 'Product name is required').max(200),
    Harvest_Date: harvestDate.nullable(),
    Highest_Terpenes: str().trim().max(1000).nullable(),
    Min_Request_G_Including_5_markup: z
      .number({ error: 'Min. Request Price must be a number' })
      .min(0.01, { error: 'Min. Request Price must be at least $0.01', abort: true })
      .max(1e6, { abort: true })
      .refine(isWholeCents, { error: MONEY_MESSAGES.minPriceWholeCents })
      .nullable(),
    Request_pending: z.literal(false),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');

export function productUpdateToColumns(
  body: z.infer<typeof productUpdateBody>,
): Partial<ProductRow> {
  const out: Partial<ProductRow> = {};
  if (body.Product_Name !== undefined) out.productName = body.Product_Name;
  if (body.Harvest_Date !== undefined) out.harvestDate = body.Harvest_Date;
  if (body.Highest_Terpenes !== undefined) out.highestTerpenes = body.Highest_Terpenes;
  if (body.Min_Request_G_Including_5_markup !== undefined) {
    out.minRequestPrice = body.Min_Request_G_Including_5_markup;
  }
  if (body.Request_pending !== undefined) out.requestPending = body.Request_pending;
  return out;
}

const percent = z
  .number()
  .min(0, 'must be between 0 and 100')
  .max(100, 'must be between 0 and 100')
  .nullable()
  .optional();
const grams = z.number().min(0, 'must not be negative').max(1e12).nullable().optional();

/** POST /products — the 'Add Products' form (spec §5); the server sets owner and state. */
export const createProductBody = z
  .object({
    Product_Name: str().trim().min(1, 'Product name is required').max(200),
    Description: str().trim().min(1, 'Description is required').max(10_000),
    Manufacturer_name: optionalText(),
    Lineage: optionalText(1000),
    Aromas: optionalText(1000),
    Product_Category: str().trim().min(1, 'Product category is required').max(1000),
    Categories: z.array(z.enum(['Indica', 'Sativa', 'Hybrid'])).min(1, 'Choose at least one type'),
    Certification: z.array(z.enum(['GACP', 'GMP1', 'GMP2', 'GPP'])).default([]),
    Terpen: optionalText(1000),
    Highest_Terpenes: optionalText(1000),
    Total_Terpenes_Percentage: percent,
    THC_as_is: percent,
    THC_Min: percent,
    THC_Max: percent,
    CBD_as_is: percent,
    CBD_Min: percent,
    CBD_Max: percent,
    Min_QTY_Request: grams,
    Min_Request_G_Including_5_markup: z
      .number({ error: 'Min. Request Price must be a number' })
      .min(0.01, { error: 'Min. Request Price must be at least $0.01', abort: true })
      .max(1e6, { abort: true })
      .refine(isWholeCents, { error: MONEY_MESSAGES.minPriceWholeCents })
      .nullable()
      .optional(),
    Grams_Available_When_submitted: grams,
    Upcoming_QTY_3_Months: grams,
    Harvest_Date: harvestDate.nullable().optional(),
  })
  .refine((p) => p.THC_Min == null || p.THC_Max == null || p.THC_Min <= p.THC_Max, {
    path: ['THC_Max'],
    message: 'must not be below THC_Min',
  })
  .refine((p) => p.CBD_Min == null || p.CBD_Max == null || p.CBD_Min <= p.CBD_Max, {
    path: ['CBD_Max'],
    message: 'must not be below CBD_Min',
  });
export type CreateProductBody = z.infer<typeof createProductBody>;

export function createProductToColumns(b: CreateProductBody) {
  return {
    productName: b.Product_Name,
    description: b.Description,
    manufacturerName: b.Manufacturer_name ?? null,
    lineage: b.Lineage ?? null,
    aromas: b.Aromas ?? null,
    productCategory: b.Product_Category,
    categories: [...new Set(b.Categories)],
    certification: [...new Set(b.Certification)],
    terpen: b.Terpen ?? null,
    highestTerpenes: b.Highest_Terpenes ?? null,
    totalTerpenesPercentage: b.Total_Terpenes_Percentage ?? null,
    thcAsIs: b.THC_as_is ?? null,
    thcMin: b.THC_Min ?? null,
    thcMax: b.THC_Max ?? null,
    cbdAsIs: b.CBD_as_is ?? null,
    cbdMin: b.CBD_Min ?? null,
    cbdMax: b.CBD_Max ?? null,
    minQtyRequest: b.Min_QTY_Request ?? null,
    minRequestPrice: b.Min_Request_G_Including_5_markup ?? null,
    gramsAvailable: b.Grams_Available_When_submitted ?? null,
    upcomingQty3Months: b.Upcoming_QTY_3_Months ?? null,
    harvestDate: b.Harvest_Date ?? null,
  };
}
