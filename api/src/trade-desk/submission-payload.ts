import type { ProductFileRow, ProductRow } from '../db/schema.js';
import type { Caller } from '../identity/firebase-verifier.js';
import type { MultipartWebhookPayload, OutboxFile } from '../outbox/outbox-repository.js';
import { toProductJson } from '../schemas/product.js';

const asOutboxFile = (field: string, file: ProductFileRow): OutboxFile => ({
  field,
  storageKey: file.storageKey,
  fileName: file.fileName,
  contentType: file.contentType,
  size: file.size,
});

/**
 * Spec §7 "New product submission" webhook, multipart "with the fields of section 3 (submission
 * extras plus product fields)": the product's §3 fields, the §3 extras, and the files themselves
 * as the parts cover_image, photo_0 … photo_3 and cert_0, cert_1. The relay reads the files from
 * storage when it sends the row (src/outbox/relay.ts).
 */
export function productSubmissionPayload(
  product: ProductRow,
  files: ProductFileRow[],
  caller: Caller,
  contactEmail: string,
): MultipartWebhookPayload {
  const {
    cover: _cover,
    photos: _photos,
    Image_1: _1,
    Image_2: _2,
    Image_3: _3,
    Image_4: _4,
    Record_Image: _record,
    // Issue 41: a new submission has no changes awaiting review (a live listing's only).
    Pending_Changes: _pending,
    ...fields
  } = toProductJson(product, files, true);
  const cover = files.find((f) => f.kind === 'cover');
  const photos = files.filter((f) => f.kind === 'photo').sort((a, b) => a.position - b.position);
  const certificates = files.filter((f) => f.kind === 'certificate');
  return {
    fields: {
      ...fields,
      Vendor_Name: product.manufacturerName,
      // The form asks for a THC and CBD range; the CRM's "as is" value is its lower end.
      THC_as_is: product.thcAsIs ?? product.thcMin,
      THC_max: product.thcMax,
      CBD_as_is: product.cbdAsIs ?? product.cbdMin,
      CBD_max: product.cbdMax,
      photo_files_count: photos.length,
      cert_files_count: certificates.length,
      total_attachments: (cover ? 1 : 0) + photos.length + certificates.length,
      submitted_at: (product.createdAt ?? new Date()).toISOString(),
      user_id: caller.uid,
      user_email: caller.email ?? contactEmail,
    },
    files: [
      ...(cover ? [asOutboxFile('cover_image', cover)] : []),
      ...photos.map((f, i) => asOutboxFile(`photo_${i}`, f)),
      ...certificates.map((f, i) => asOutboxFile(`cert_${i}`, f)),
    ],
  };
}
