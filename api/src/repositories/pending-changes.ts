// Issue 41: a live listing's edits to what buyers read — its name and description, a new cover,
// photos or certificates — wait for the operator's review; buyers read the live listing until the
// operator approves them (POST /operator/listings/:id/publish) or declines them (…/decline: the
// listing stays live as it was). Figures (stock, price, minimum, harvest) stay immediate.
//
// The model: products.pending_changes (the new field values, the time they were sent), and the
// new files as product_files rows of a pending_ kind, which every buyer read leaves out (they
// match no live kind) and /file/:id serves only to the owner and the operator.
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import {
  productFiles,
  products,
  type PendingChanges,
  type ProductFileRow,
  type ProductRow,
} from '../db/schema.js';

/** The reviewed columns and their wire names. */
const REVIEWED = { productName: 'Product_Name', description: 'Description' } as const;
type ReviewedColumn = keyof typeof REVIEWED;

/** The live kind of a file sent for review, and back. */
export const PENDING_KIND = {
  cover: 'pending_cover',
  photo: 'pending_photo',
  certificate: 'pending_certificate',
} as const satisfies Partial<Record<ProductFileRow['kind'], ProductFileRow['kind']>>;
type PendingKind = (typeof PENDING_KIND)[keyof typeof PENDING_KIND];
const LIVE_KIND = Object.fromEntries(
  Object.entries(PENDING_KIND).map(([live, pending]) => [pending, live]),
) as Record<PendingKind, 'cover' | 'photo' | 'certificate'>;

export const isPendingKind = (kind: ProductFileRow['kind']): kind is PendingKind =>
  kind in LIVE_KIND;

/** The seller's edits of a live listing go through review; the operator's own do not. */
export const editsNeedReview = (product: ProductRow, byOwner: boolean) =>
  byOwner && product.productActive;

/**
 * An edit's columns split in two: those applied at once, and the reviewed fields that differ from
 * the live listing (merged over what already awaits review; a field set back to its live value
 * leaves the pending set).
 */
export function splitEdit(
  product: ProductRow,
  columns: Partial<ProductRow>,
): { immediate: Partial<ProductRow>; reviewed: Partial<Record<ReviewedColumn, string | null>> } {
  const immediate: Partial<ProductRow> = { ...columns };
  const reviewed: Partial<Record<ReviewedColumn, string | null>> = {};
  for (const column of Object.keys(REVIEWED) as ReviewedColumn[]) {
    if (!(column in columns)) continue;
    reviewed[column] = columns[column] as string | null;
    delete immediate[column];
  }
  return { immediate, reviewed };
}

/** The pending changes with `reviewed` over them, or null when nothing differs from the live listing. */
export function mergePending(
  product: ProductRow,
  reviewed: Partial<Record<ReviewedColumn, string | null>>,
  hasPendingFiles: boolean,
  now: Date = new Date(),
): PendingChanges | null {
  const next: PendingChanges = { ...(product.pendingChanges ?? {}), submitted_at: now.toISOString() };
  for (const [column, value] of Object.entries(reviewed) as Array<[ReviewedColumn, string | null]>) {
    const wire = REVIEWED[column];
    if (value === product[column]) delete next[wire];
    else if (wire === 'Product_Name') next.Product_Name = value ?? product.productName;
    else next.Description = value;
  }
  const fields = Object.values(REVIEWED).some((wire) => wire in next);
  return fields || hasPendingFiles ? next : null;
}

export async function pendingFilesOf(db: Queryable, productId: string): Promise<ProductFileRow[]> {
  return db
    .select()
    .from(productFiles)
    .where(and(eq(productFiles.productId, productId), like(productFiles.kind, 'pending\\_%')))
    .orderBy(asc(productFiles.position), asc(productFiles.createdAt));
}

/**
 * Approval (in the review's transaction, the product locked): the pending fields become the live
 * ones, the pending files live files (a new cover replaces the old one, new photos follow the
 * live ones). Answers the storage keys of the files replaced, to delete after the commit.
 */
export async function applyPendingChanges(db: Queryable, product: ProductRow): Promise<string[]> {
  const pending = product.pendingChanges;
  const files = await pendingFilesOf(db, product.id);
  if (!pending && files.length === 0) return [];
  const stale: string[] = [];
  if (files.some((f) => f.kind === 'pending_cover')) {
    const old = await db
      .delete(productFiles)
      .where(and(eq(productFiles.productId, product.id), eq(productFiles.kind, 'cover')))
      .returning({ key: productFiles.storageKey });
    stale.push(...old.map((o) => o.key));
  }
  const [{ last } = { last: -1 }] = await db
    .select({ last: sql<number>`coalesce(max(${productFiles.position}), -1)::int` })
    .from(productFiles)
    .where(and(eq(productFiles.productId, product.id), eq(productFiles.kind, 'photo')));
  let position = Number(last) + 1;
  for (const file of files) {
    const kind = LIVE_KIND[file.kind as PendingKind];
    await db
      .update(productFiles)
      .set({ kind, position: kind === 'photo' ? position++ : file.position })
      .where(eq(productFiles.id, file.id));
  }
  const values: Partial<ProductRow> = { pendingChanges: null };
  if (pending?.Product_Name !== undefined) values.productName = pending.Product_Name;
  if (pending?.Description !== undefined) values.description = pending.Description;
  await db.update(products).set(values).where(eq(products.id, product.id));
  return stale;
}

/** Decline (or the listing's deletion): the pending fields and files go; the storage keys to delete. */
export async function discardPendingChanges(db: Queryable, productId: string): Promise<string[]> {
  const files = await pendingFilesOf(db, productId);
  if (files.length > 0)
    await db.delete(productFiles).where(
      inArray(
        productFiles.id,
        files.map((f) => f.id),
      ),
    );
  await db.update(products).set({ pendingChanges: null }).where(eq(products.id, productId));
  return files.map((f) => f.storageKey);
}

/** What the audit keeps of a pending edit: the fields and the names of the files. */
export function pendingState(
  pending: PendingChanges | null,
  files: readonly Pick<ProductFileRow, 'kind' | 'fileName'>[] = [],
) {
  return {
    ...(pending ?? {}),
    files: files.map((f) => ({ kind: LIVE_KIND[f.kind as PendingKind] ?? f.kind, name: f.fileName })),
  };
}
