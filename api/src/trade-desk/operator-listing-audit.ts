// Issue 41: the operator (an Admin) acts on listings through the seller routes too — publish,
// edit, archive, delete, add or replace files — and every such action is on record, as its
// console actions are: in the change's transaction, with the listing before and after.
import type { AuditKind } from '@leafbid/domain';
import type { Queryable } from '../db/client.js';
import type { ContactRow, ProductFileRow, ProductRow } from '../db/schema.js';
import { isAdmin } from '../schemas/contact.js';
import { recordAudit } from './audit.js';

/** The Admin's actions are recorded whichever route they take (its own listings' too). */
export const actsAsOperator = (contact: ContactRow) => isAdmin(contact);

/** What an operator's action may change on a listing (wire names). */
export const listingEditState = (p: ProductRow) => ({
  Product_Name: p.productName,
  Description: p.description,
  Highest_Terpenes: p.highestTerpenes,
  Harvest_Date: p.harvestDate,
  Min_QTY_Request: p.minQtyRequest,
  Min_Request_G_Including_5_markup: p.minRequestPrice,
  Grams_Available_When_submitted: p.gramsAvailable,
  Upcoming_QTY_3_Months: p.upcomingQty3Months,
  Product_Active: p.productActive,
  Request_pending: p.requestPending,
  Awaiting_Review: p.awaitingReview,
  Manufacturer_Shared: p.manufacturerShared,
});

/** The fields that differ, before and after (the whole state when nothing is left: a deletion). */
function changed(before: ProductRow, after: ProductRow | null) {
  const b = listingEditState(before);
  if (!after) return { before: b, after: null };
  const a = listingEditState(after);
  const keys = (Object.keys(b) as Array<keyof typeof b>).filter(
    (k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, b[k]])),
    after: Object.fromEntries(keys.map((k) => [k, a[k]])),
  };
}

export async function auditOperatorListing(
  tx: Queryable,
  actor: ContactRow,
  kind: AuditKind & `listing.${string}`,
  before: ProductRow,
  after: ProductRow | null,
): Promise<void> {
  await recordAudit(tx, {
    actor,
    kind,
    target: { type: 'product', id: before.id, label: before.productName },
    ...changed(before, after),
  });
}

/** The files an operator added (and those they replaced), for its record. */
export async function auditOperatorFiles(
  tx: Queryable,
  actor: ContactRow,
  product: ProductRow,
  added: readonly Pick<ProductFileRow, 'id' | 'kind' | 'fileName'>[],
  replaced: readonly Pick<ProductFileRow, 'id' | 'kind' | 'fileName'>[],
): Promise<void> {
  if (added.length === 0) return;
  const state = (files: typeof added) =>
    files.map((f) => ({ file_id: f.id, kind: f.kind, file_name: f.fileName }));
  await recordAudit(tx, {
    actor,
    kind: 'listing.files_added',
    target: { type: 'product', id: product.id, label: product.productName },
    before: { replaced: state(replaced) },
    after: { added: state(added) },
  });
}
