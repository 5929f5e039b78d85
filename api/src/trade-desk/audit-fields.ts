// Issue 20: the fields each operator action touches, as its audit record's before and after (wire
// names, as the console shows them elsewhere).
import type {
  ContactDocumentRow,
  ContactRow,
  ProductFileRow,
  ProductRow,
  TaskRow,
} from '../db/schema.js';

/** A listing's review state (publish, decline). */
export const listingState = (p: ProductRow) => ({
  Product_Active: p.productActive,
  Request_pending: p.requestPending,
  Awaiting_Review: p.awaitingReview,
  Review_Note: p.reviewNote,
});

/** An account's review state (verify, suspend, reinstate). */
export const accountState = (c: ContactRow) => ({
  Account_Verified: c.verifiedAt !== null,
  Account_Suspended: c.suspendedAt !== null,
  Suspension_Reason: c.suspendedAt ? c.suspensionReason : null,
});

/** A bid's status (the operator moves it one step). */
export const bidState = (t: TaskRow) => ({ Status: t.status });

/** A certificate's sharing with buyers. */
export const certificateState = (f: ProductFileRow) => ({
  file_id: f.id,
  file_name: f.fileName,
  shared_with_buyers: f.sharedWithBuyers,
});

/** A listing's record image (the file that replaced another, or none). */
export const recordImageState = (f: Pick<ProductFileRow, 'id' | 'fileName'> | undefined) =>
  f ? { record_image_id: f.id, file_name: f.fileName } : { record_image_id: null };

/** A cannabis licence's details (the operator's correction). */
export const licenceState = (d: ContactDocumentRow) => ({
  document_id: d.id,
  Licence_Number: d.licenceNumber,
  Licence_Expires_On: d.licenceExpiresOn,
});
