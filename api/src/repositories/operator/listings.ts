// The operator's review of listings (issue 11; spec §4 "Publishing (an operator-side action) sets
// the product active and clears Request_pending"): the queue, Publish and Decline.
import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.js';
import { productFiles, products, type ProductFileRow, type ProductRow } from '../../db/schema.js';
import type { sharedSchemas } from '../../schemas/shared-schemas.js';
import { isoTime } from '../../schemas/common.js';
import { fileUrl, toProductJson } from '../../schemas/product.js';
import { contactsById, toPartyJson } from './parties.js';
import { applyPendingChanges, discardPendingChanges } from '../pending-changes.js';

/** A stored file as the operator sees it: operatorFileJsonSchema of the domain package. */
export type OperatorFileJson = sharedSchemas.OperatorFileJson;

export function toOperatorFileJson(f: {
  id: string;
  kind: OperatorFileJson['kind'];
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
  sharedWithBuyers?: boolean;
}): OperatorFileJson {
  return {
    ...(f.kind === 'certificate' ? { shared_with_buyers: f.sharedWithBuyers ?? false } : {}),
    id: f.id,
    kind: f.kind,
    file_name: f.fileName,
    content_type: f.contentType,
    size: f.size,
    url: fileUrl(f.id),
    created_at: isoTime(f.createdAt),
  };
}

/** A listing awaiting review: reviewListingJsonSchema of the domain package. */
export type ReviewListingJson = sharedSchemas.ReviewListingJson;

/** At most this many listings per answer: the oldest requests first, the queue shortens as it is worked. */
export const REVIEW_QUEUE_LIMIT = 100;

async function filesOf(db: Db, productIds: string[]): Promise<Map<string, ProductFileRow[]>> {
  const byProduct = new Map<string, ProductFileRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productFiles)
    .where(inArray(productFiles.productId, productIds))
    .orderBy(asc(productFiles.kind), asc(productFiles.position), asc(productFiles.createdAt));
  for (const row of rows)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

/**
 * In the review queue: a publication request (Request_pending) or a new submission (issue 18), or
 * (issue 41) a live listing's edits awaiting review.
 */
const inReviewQueue = or(
  eq(products.requestPending, true),
  eq(products.awaitingReview, true),
  isNotNull(products.pendingChanges),
)!;

/** Issue 41: the review is of a live listing's changes (it stays live whatever the answer). */
export const reviewsChanges = (p: Pick<ProductRow, 'productActive' | 'pendingChanges'>) =>
  p.productActive && p.pendingChanges !== null;

/** Listings awaiting review, oldest request first, with owner and files, each marked by kind. */
export async function listAwaitingReview(
  db: Db,
): Promise<{ data: ReviewListingJson[]; total: number }> {
  const pending = inReviewQueue;
  const rows = await db
    .select()
    .from(products)
    .where(pending)
    .orderBy(sql`${products.publishRequestedAt} asc nulls first`, asc(products.id))
    .limit(REVIEW_QUEUE_LIMIT);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(products).where(pending);
  const [owners, files] = await Promise.all([
    contactsById(
      db,
      rows.map((r) => r.ownerContactId),
    ),
    filesOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    total: n,
    data: rows.map((product) => {
      const own = files.get(product.id) ?? [];
      const owner = product.ownerContactId ? owners.get(product.ownerContactId) : undefined;
      return {
        product: toProductJson(product, own, true),
        owner: owner ? toPartyJson(owner) : null,
        files: own.map(toOperatorFileJson),
        requested_at: isoTime(product.publishRequestedAt),
        kind: reviewsChanges(product)
          ? 'changes'
          : product.requestPending
            ? 'publication request'
            : 'new submission',
      };
    }),
  };
}

/**
 * Publish: active, pending cleared, the review note gone. `awaitingReview` makes it conditional
 * on the listing still awaiting review (the operator console: the seller may have cancelled its
 * request meanwhile); null when the condition no longer holds. Issue 41: the edits awaiting review
 * become the live listing; `stale` receives the storage keys of the files they replaced (deleted
 * after the commit).
 */
export async function publishListing(
  db: Queryable,
  productId: string,
  { awaitingReview, stale }: { awaitingReview: boolean; stale?: string[] },
): Promise<ProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ productActive: true, requestPending: false, awaitingReview: false, reviewNote: null })
    .where(
      awaitingReview ? and(eq(products.id, productId), inReviewQueue) : eq(products.id, productId),
    )
    .returning();
  if (!row) return null;
  const replaced = await applyPendingChanges(db, row);
  stale?.push(...replaced);
  if (replaced.length === 0 && row.pendingChanges === null) return row;
  const [applied] = await db.select().from(products).where(eq(products.id, productId));
  return applied ?? row;
}

/** Decline with a note for the seller: inactive, pending cleared; null when no longer awaiting review. */
export async function declineListing(
  db: Queryable,
  productId: string,
  note: string,
  stale?: string[],
): Promise<ProductRow | null> {
  const [current] = await db.select().from(products).where(eq(products.id, productId));
  // Issue 41: declined changes leave the live listing as it was (still live, the note for the seller).
  const live = current ? reviewsChanges(current) : false;
  const [row] = await db
    .update(products)
    .set({
      productActive: live,
      requestPending: false,
      awaitingReview: false,
      reviewNote: note,
    })
    .where(and(eq(products.id, productId), inReviewQueue))
    .returning();
  if (!row) return null;
  stale?.push(...(await discardPendingChanges(db, productId)));
  return { ...row, pendingChanges: null };
}

/**
 * Issue 18: clears (or withdraws) a product's certificate for buyers. The file as it is then, or
 * null when `fileId` is not a certificate of `productId`.
 */
export async function setCertificateShared(
  db: Queryable,
  productId: string,
  fileId: string,
  shared: boolean,
): Promise<ProductFileRow | null> {
  const [row] = await db
    .update(productFiles)
    .set({ sharedWithBuyers: shared })
    .where(
      and(
        eq(productFiles.id, fileId),
        eq(productFiles.productId, productId),
        eq(productFiles.kind, 'certificate'),
      ),
    )
    .returning();
  return row ?? null;
}
