import type { z } from 'zod';
import type { ProductFileRow, ProductRow } from '../db/schema.js';
import type { ProductSubmission } from '@leafbid/domain/schemas';
import { isoTime } from './common.js';
import { sharedSchemas } from './shared-schemas.js';

/** Spec §3 Product as on the wire (docs/api.md "Product"): productJsonSchema of the domain package. */
export type ProductJson = sharedSchemas.ProductJson;
export type FileRef = sharedSchemas.FileRef;

export const fileUrl = (fileId: string) => `/file/${fileId}`;
export const coverUrl = (productId: string) => `/product-image/${productId}`;
export const recordImageUrl = (fileId: string) => `/record-image/${fileId}`;

/** Issue 41: the edits of a live listing awaiting review, as its owner and the operator read them. */
function pendingChangesJson(p: ProductRow, files: ProductFileRow[]): ProductJson['Pending_Changes'] {
  const pending = files.filter((f) => f.kind.startsWith('pending_'));
  if (!p.pendingChanges && pending.length === 0) return null;
  const { Product_Name, Description, submitted_at } = p.pendingChanges ?? {};
  const cover = pending.find((f) => f.kind === 'pending_cover');
  return {
    ...(Product_Name !== undefined ? { Product_Name } : {}),
    ...(Description !== undefined ? { Description } : {}),
    cover: cover ? fileUrl(cover.id) : null,
    photos: pending
      .filter((f) => f.kind === 'pending_photo')
      .sort((a, b) => a.position - b.position)
      .map((f) => fileUrl(f.id)),
    certificates: pending
      .filter((f) => f.kind === 'pending_certificate')
      .map((f) => ({ url: fileUrl(f.id), file_name: f.fileName })),
    submitted_at: submitted_at ?? isoTime(p.createdAt)!,
  };
}

/** `showOwner`: sellers stay anonymous to buyers (ARCHITECTURE "Product API"). */
export function toProductJson(
  p: ProductRow,
  files: ProductFileRow[],
  showOwner: boolean,
): ProductJson {
  const photos = files.filter((f) => f.kind === 'photo').sort((a, b) => a.position - b.position);
  const ref = (i: number): FileRef | null => {
    const f = photos[i];
    return f ? { file_Id: f.id, download_Url: fileUrl(f.id), content_Type: f.contentType } : null;
  };
  const json: ProductJson = {
    id: p.id,
    Product_Name: p.productName,
    Description: p.description,
    // Issue 41: buyers read the manufacturer once the operator has cleared it (it may name the seller).
    Manufacturer_name: showOwner || p.manufacturerShared ? p.manufacturerName : null,
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
    Record_Image: files.find((f) => f.kind === 'record_image')?.id ?? null,
    Image_1: ref(0),
    Image_2: ref(1),
    Image_3: ref(2),
    Image_4: ref(3),
    Shared_Certificates: files
      .filter((f) => f.kind === 'certificate' && f.sharedWithBuyers)
      .sort((a, b) => a.position - b.position)
      .map((f) => ({ url: fileUrl(f.id), content_Type: f.contentType })),
  };
  if (showOwner) {
    json.Contact_Name = p.ownerContactId ? { id: p.ownerContactId } : null;
    json.Review_Note = p.reviewNote;
    json.Awaiting_Review = p.awaitingReview;
    json.Pending_Changes = pendingChangesJson(p, files);
    json.Manufacturer_Shared = p.manufacturerShared;
  }
  return json;
}

/** PUT /products/:id — the product edit popup's fields, or {Request_pending:false} (spec §7). */
export const productUpdateBody = sharedSchemas.productUpdateBodySchema;

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
  if (body.Request_pending !== undefined) {
    out.requestPending = body.Request_pending;
    // 'Cancel Request' withdraws the listing from the operator's review queue (issue 35), a new
    // submission's first review included: it waits again only once the seller asks again.
    if (!body.Request_pending) out.awaitingReview = false;
  }
  // Issue 18: the popup keeps the description and the stock current.
  if (body.Description !== undefined) out.description = body.Description;
  if (body.Min_QTY_Request !== undefined) out.minQtyRequest = body.Min_QTY_Request;
  if (body.Grams_Available_When_submitted !== undefined) {
    out.gramsAvailable = body.Grams_Available_When_submitted;
  }
  if (body.Upcoming_QTY_3_Months !== undefined) out.upcomingQty3Months = body.Upcoming_QTY_3_Months;
  if (body.Manufacturer_Shared !== undefined) out.manufacturerShared = body.Manufacturer_Shared;
  return out;
}

/**
 * POST /products: the `product` part (validated by the shared productSubmissionSchema) as table
 * columns. Lists are stored comma-separated (spec §3 Product_Category, Highest_Terpenes). The form's
 * 'Terpenes' are Highest_Terpenes, the field the product edit popup edits too (spec §7 PUT).
 */
export function submissionToColumns(b: ProductSubmission) {
  return {
    productName: b.Product_Name,
    description: b.Description,
    manufacturerName: b.Manufacturer_name,
    lineage: b.Lineage,
    aromas: b.Aromas ? b.Aromas : null,
    productCategory: b.Product_Category.join(', '),
    categories: b.Categories,
    certification: b.Certification,
    highestTerpenes: b.Highest_Terpenes.join(', '),
    totalTerpenesPercentage: b.Total_Terpenes_Percentage,
    thcMin: b.THC_Min,
    thcMax: b.THC_Max,
    cbdMin: b.CBD_Min,
    cbdMax: b.CBD_Max,
    minQtyRequest: b.Min_QTY_Request,
    minRequestPrice: b.Min_Request_G_Including_5_markup,
    gramsAvailable: b.Grams_Available_When_submitted,
    upcomingQty3Months: b.Upcoming_QTY_3_Months,
    harvestDate: b.Harvest_Date,
  };
}
