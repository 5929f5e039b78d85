import type { ProductRow } from '../../db/schema.js';
import type { Caller } from '../../identity/firebase-verifier.js';
import { toProductJson } from '../../schemas/product.js';

/**
 * Spec §7 "New product submission" webhook body: the product's §3 fields plus the §3 submission
 * extras. Files are attached by a later call (POST /products/:id/attachments), so at submission
 * time the file fields are empty; the operator reaches them through the product's /file URLs.
 */
export function productSubmissionPayload(
  product: ProductRow,
  caller: Caller,
  contactEmail: string,
) {
  const {
    cover: _cover,
    photos: _photos,
    Image_1: _1,
    Image_2: _2,
    Image_3: _3,
    Image_4: _4,
    ...fields
  } = toProductJson(product, [], true);
  return {
    ...fields,
    Vendor_Name: product.manufacturerName,
    THC_max: product.thcMax,
    CBD_max: product.cbdMax,
    cover_image: null,
    photo_0: null,
    photo_1: null,
    photo_2: null,
    photo_3: null,
    cert_0: null,
    cert_1: null,
    photo_files_count: 0,
    cert_files_count: 0,
    total_attachments: 0,
    submitted_at: (product.createdAt ?? new Date()).toISOString(),
    user_id: caller.uid,
    user_email: caller.email ?? contactEmail,
  };
}
