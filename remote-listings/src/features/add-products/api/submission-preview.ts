// Spec §4: "A new submission starts with Product_Active false and Request_pending false … The
// product is added to the local list optimistically." This is that local product, shown until the
// server's answer replaces it.
import { useProfileStore } from '@leafbid/shared';
import { NEW_SUBMISSION_STATE, type Product } from '@leafbid/domain';
import type { ProductSubmissionInput } from '@leafbid/domain/schemas';
import { TEMP_PRODUCT_PREFIX } from '../../../lib/my-products-query';

let sequence = 0;

const list = (values: readonly string[] | undefined): string | null =>
  values && values.length ? values.join(', ') : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function submissionPreview(submission: ProductSubmissionInput): Product {
  sequence += 1;
  const contactId = useProfileStore.getState().profile?.id;
  return {
    id: `${TEMP_PRODUCT_PREFIX}${Date.now().toString(36)}_${sequence}`,
    Product_Name: submission.Product_Name,
    Description: submission.Description,
    Manufacturer_name: submission.Manufacturer_name,
    Lineage: submission.Lineage,
    Aromas: submission.Aromas ?? null,
    Product_Category: list(submission.Product_Category),
    Categories: [...submission.Categories],
    Certification: [...submission.Certification],
    Highest_Terpenes: list(submission.Highest_Terpenes),
    Total_Terpenes_Percentage: num(submission.Total_Terpenes_Percentage),
    THC_Min: num(submission.THC_Min),
    THC_Max: num(submission.THC_Max),
    CBD_Min: num(submission.CBD_Min),
    CBD_Max: num(submission.CBD_Max),
    Min_QTY_Request: num(submission.Min_QTY_Request),
    Min_Request_G_Including_5_markup: num(submission.Min_Request_G_Including_5_markup),
    Grams_Available_When_submitted: num(submission.Grams_Available_When_submitted),
    Upcoming_QTY_3_Months: num(submission.Upcoming_QTY_3_Months),
    Harvest_Date: submission.Harvest_Date,
    Created_Time: new Date().toISOString(),
    Contact_Name: contactId ? { id: contactId } : null,
    ...NEW_SUBMISSION_STATE,
    cover: null,
    photos: [],
    Record_Image: null,
  };
}
