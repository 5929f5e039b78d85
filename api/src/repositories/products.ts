import { and, asc, count, desc, eq, inArray, or, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Queryable, Tx } from '../db/client.js';
import { newId } from '../db/ids.js';
import { enqueueOutbox } from '../outbox/outbox-repository.js';
import {
  contacts,
  productFiles,
  products,
  type ContactRow,
  type NotificationRow,
  type ProductFileRow,
  type ProductRow,
} from '../db/schema.js';
import { notificationLinks } from '../trade-desk/notification-links.js';
import { notify } from '../trade-desk/notify.js';
import { isAdmin } from '../schemas/contact.js';
import type { StorageUsage } from '../uploads/storage-quota.js';
import { lockContact } from './contacts.js';
import { ownerLicenceExpiredSql } from './licence.js';

export interface ProductWithFiles {
  product: ProductRow;
  files: ProductFileRow[];
}

/** Every Admin is told that `product` awaits review (in the transaction of the request). */
export const notifyListingReview = (tx: Queryable, product: ProductRow) =>
  notify(
    tx,
    { admins: true },
    'listing_review',
    { product_name: product.productName },
    // Issue 35: that listing in the console's review queue.
    notificationLinks.listingToReview(product.id),
  );

export type FileCounts = Record<ProductFileRow['kind'], number>;
/**
 * A per-contact quota on the files of its listings (issue 18): `check` sees the owner's usage
 * under a lock on the owner's contact row, with the files this write replaces already gone.
 */
export interface OwnerQuota {
  ownerContactId: string;
  check: (usage: StorageUsage) => void;
}
export const noFiles = (): FileCounts => ({
  cover: 0,
  photo: 0,
  certificate: 0,
  record_image: 0,
  pending_cover: 0,
  pending_photo: 0,
  pending_certificate: 0,
});
/** A new file of these kinds replaces the product's old one (issue 41: a pending cover too). */
const SINGLE_FILE_KINDS = ['cover', 'record_image', 'pending_cover'] as const;

/**
 * Spec §6: everyone sees active products; owners also their inactive ones; Admin sees all. Issue
 * 18: the listings of a suspended seller leave the marketplace (`ownerSuspended`): only their
 * owner and Admin see them.
 */
export function canSeeProduct(
  product: Pick<ProductRow, 'productActive' | 'ownerContactId'>,
  viewer: ContactRow,
  ownerSuspended = false,
): boolean {
  if (product.ownerContactId === viewer.id || isAdmin(viewer)) return true;
  return product.productActive && !ownerSuspended;
}

/**
 * Issue 18, as SQL: the product's owner is suspended — issue 41: or trades on an expired licence,
 * which the marketplace treats the same. Spelled out (drizzle leaves columns unqualified in a
 * one-table select).
 */
export const ownerSuspendedSql = sql<boolean>`exists (select 1 from "contacts" "owner" where "owner"."id" = "products"."owner_contact_id" and ("owner"."suspended_at" is not null or coalesce(${ownerLicenceExpiredSql('owner')}, false)))`;

/** The marketplace's listings for others: active, and their seller not suspended (issue 18). */
export const listedForOthersSql = sql`(${products.productActive} = true and not ${ownerSuspendedSql})`;

export const isOwnerOrAdmin = (product: ProductRow, viewer: ContactRow) =>
  product.ownerContactId === viewer.id || isAdmin(viewer);

/** How many files a contact's listings hold, and their bytes. */
async function ownerFileUsage(db: Db, ownerContactId: string): Promise<StorageUsage> {
  const [row] = await db
    .select({ files: count(), bytes: sum(productFiles.size) })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where(eq(products.ownerContactId, ownerContactId));
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

export function createProductsRepository(db: Db) {
  async function filesOf(productIds: string[]): Promise<Map<string, ProductFileRow[]>> {
    const byProduct = new Map<string, ProductFileRow[]>();
    if (productIds.length === 0) return byProduct;
    const rows = await db
      .select()
      .from(productFiles)
      .where(inArray(productFiles.productId, productIds))
      .orderBy(asc(productFiles.position));
    for (const row of rows) {
      const list = byProduct.get(row.productId) ?? [];
      list.push(row);
      byProduct.set(row.productId, list);
    }
    return byProduct;
  }

  async function ownerSuspended(product: Pick<ProductRow, 'ownerContactId'>): Promise<boolean> {
    if (!product.ownerContactId) return false;
    // Issue 41: a seller whose licence in force has expired counts as suspended for buyers.
    const [row] = await db
      .select({ id: sql<string>`"owner"."id"` })
      .from(sql`${contacts} "owner"`)
      .where(
        sql`"owner"."id" = ${product.ownerContactId} and ("owner"."suspended_at" is not null or coalesce(${ownerLicenceExpiredSql('owner')}, false))`,
      );
    return row !== undefined;
  }

  return {
    /** `ownOnly`: the viewer's own products, any status (Admin included: its own only). */
    async listVisible(viewer: ContactRow, { ownOnly = false } = {}): Promise<ProductWithFiles[]> {
      const visible = ownOnly
        ? eq(products.ownerContactId, viewer.id)
        : isAdmin(viewer)
          ? undefined
          : or(listedForOthersSql, eq(products.ownerContactId, viewer.id));
      const rows = await db
        .select()
        .from(products)
        .where(visible)
        .orderBy(desc(products.createdAt), asc(products.id));
      const files = await filesOf(rows.map((r) => r.id));
      return rows.map((product) => ({ product, files: files.get(product.id) ?? [] }));
    },

    /** The files of a contact's listings (the quota of issue 18), outside any lock. */
    async fileUsage(ownerContactId: string): Promise<StorageUsage> {
      return ownerFileUsage(db, ownerContactId);
    },

    async findById(id: string): Promise<ProductRow | null> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row ?? null;
    },

    /** Issue 18: whether the listing's seller is suspended (its listings are hidden meanwhile). */
    ownerSuspended,

    /** canSeeProduct, reading the owner's suspension only when it decides. */
    async canSee(
      product: Pick<ProductRow, 'productActive' | 'ownerContactId'>,
      viewer: ContactRow,
    ): Promise<boolean> {
      if (!canSeeProduct(product, viewer)) return false;
      if (product.ownerContactId === viewer.id || isAdmin(viewer)) return true;
      return !(await ownerSuspended(product));
    },

    async findWithFiles(id: string): Promise<ProductWithFiles | null> {
      const [product] = await db.select().from(products).where(eq(products.id, id));
      if (!product) return null;
      const files = await filesOf([id]);
      return { product, files: files.get(id) ?? [] };
    },

    async findCover(productId: string): Promise<ProductFileRow | null> {
      const [row] = await db
        .select()
        .from(productFiles)
        .where(and(eq(productFiles.productId, productId), eq(productFiles.kind, 'cover')))
        .orderBy(desc(productFiles.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Spec §4/§5: a submission is the product, its files and its webhook row, written in one
     * transaction — a listing never exists without its files. It starts inactive and not pending,
     * awaiting the operator's first review (issue 18).
     * Photo positions follow the order of `files`. `quota` is checked first, under the owner's lock.
     */
    async createSubmission(
      values: Omit<
        typeof products.$inferInsert,
        'id' | 'productActive' | 'requestPending' | 'awaitingReview'
      >,
      files: Array<Omit<typeof productFiles.$inferInsert, 'productId' | 'position'>>,
      submissionPayload: (product: ProductRow, files: ProductFileRow[]) => object,
      quota?: OwnerQuota,
    ): Promise<ProductWithFiles & { notifications: NotificationRow[] }> {
      return db.transaction(async (tx) => {
        if (quota) {
          await lockContact(tx, quota.ownerContactId);
          quota.check(await ownerFileUsage(tx as unknown as Db, quota.ownerContactId));
        }
        const [product] = await tx
          .insert(products)
          // Issue 18: inactive and not pending as §4 says, and in the operator's review queue.
          .values({
            ...values,
            id: newId('p'),
            productActive: false,
            requestPending: false,
            awaitingReview: true,
            publishRequestedAt: new Date(),
          })
          .returning();
        let photo = 0;
        const rows = files.map((f) => ({
          ...f,
          productId: product!.id,
          position: f.kind === 'photo' ? photo++ : 0,
        }));
        const stored = rows.length ? await tx.insert(productFiles).values(rows).returning() : [];
        await enqueueOutbox(tx, 'product_submission', submissionPayload(product!, stored));
        // Issue 20: every Admin is told a listing awaits review (announced after the commit).
        const told = await notifyListingReview(tx, product!);
        return { product: product!, files: stored, notifications: told };
      });
    },

    async countFiles(productId: string): Promise<FileCounts> {
      const rows = await db
        .select()
        .from(productFiles)
        .where(eq(productFiles.productId, productId));
      const out = noFiles();
      for (const r of rows) out[r.kind] += 1;
      return out;
    },

    /**
     * Adds file rows in one transaction; a new cover replaces the old one. Answers the storage
     * keys that are no longer referenced. The product row is locked (FOR UPDATE) and the files
     * already there are counted inside the transaction, so concurrent uploads cannot together
     * pass the spec §5 limits: `check` sees the committed counts and throws to refuse. Photo
     * positions continue after the existing photos. With a `quota`, the owner's contact row is
     * locked first (always contact, then product) and the quota is checked after the replaced
     * files are gone.
     */
    async addFiles(
      productId: string,
      rows: Array<typeof productFiles.$inferInsert>,
      check: (existing: FileCounts) => void = () => undefined,
      quota?: OwnerQuota,
      /** Issue 20: more writes in the same transaction, told which rows were replaced. */
      alsoWrite?: (tx: Tx, replaced: ProductFileRow[]) => Promise<void>,
    ): Promise<string[]> {
      return db.transaction(async (tx) => {
        if (quota) await lockContact(tx, quota.ownerContactId);
        await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, productId))
          .for('update');
        const present = await tx
          .select({ kind: productFiles.kind, position: productFiles.position })
          .from(productFiles)
          .where(eq(productFiles.productId, productId));
        const existing = noFiles();
        for (const f of present) existing[f.kind] += 1;
        check(existing);
        let position =
          Math.max(-1, ...present.filter((f) => f.kind === 'photo').map((f) => f.position)) + 1;
        let pendingPosition =
          Math.max(
            -1,
            ...present.filter((f) => f.kind === 'pending_photo').map((f) => f.position),
          ) + 1;
        for (const row of rows) {
          if (row.kind === 'photo') row.position = position++;
          if (row.kind === 'pending_photo') row.position = pendingPosition++;
        }
        const replaced: ProductFileRow[] = [];
        for (const kind of SINGLE_FILE_KINDS) {
          if (!rows.some((r) => r.kind === kind)) continue;
          const old = await tx
            .delete(productFiles)
            .where(and(eq(productFiles.productId, productId), eq(productFiles.kind, kind)))
            .returning();
          replaced.push(...old);
        }
        if (quota) quota.check(await ownerFileUsage(tx as unknown as Db, quota.ownerContactId));
        await tx.insert(productFiles).values(rows);
        await alsoWrite?.(tx, replaced);
        return replaced.map((o) => o.storageKey);
      });
    },

    /**
     * `check` sees the stored row, locked, with `values` over it (issue 18: a rule across fields
     * of which the request sends only some); it throws to refuse the whole change.
     */
    async update(
      id: string,
      values: Partial<ProductRow>,
      check?: (merged: ProductRow) => void,
      /** Issue 41: more writes in the same transaction (an operator's audit record). */
      alsoWrite?: (tx: Tx, before: ProductRow, after: ProductRow) => Promise<void>,
    ): Promise<ProductRow> {
      return db.transaction(async (tx) => {
        let before: ProductRow | undefined;
        if (check || alsoWrite) {
          const [stored] = await tx
            .select()
            .from(products)
            .where(eq(products.id, id))
            .for('update');
          if (!stored) throw new Error(`product ${id} vanished`);
          check?.({ ...stored, ...values });
          before = stored;
        }
        const [row] = await tx.update(products).set(values).where(eq(products.id, id)).returning();
        if (!row) throw new Error(`product ${id} vanished`);
        if (alsoWrite && before) await alsoWrite(tx, before, row);
        return row;
      });
    },

    /**
     * POST /products/:id/request-publish (spec §4): an inactive listing not yet pending becomes
     * pending, its review note cleared, and every Admin is told (listing_review), in one
     * transaction. Null when it was already pending or active (nothing changes, nobody is told).
     */
    async requestPublish(
      id: string,
    ): Promise<{ product: ProductRow; notifications: NotificationRow[] } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(products)
          // The operator's queue orders by the request, and a declined listing's note goes.
          .set({ requestPending: true, publishRequestedAt: new Date(), reviewNote: null })
          .where(
            and(
              eq(products.id, id),
              eq(products.productActive, false),
              eq(products.requestPending, false),
            ),
          )
          .returning();
        if (!row) return null;
        return { product: row, notifications: await notifyListingReview(tx, row) };
      });
    },

    /** Deletes the product and its file rows; answers the storage keys to remove afterwards. */
    /** `first` runs first in the deletion's transaction (issue 35: the approved bids' buyers told). */
    async delete(id: string, first?: (tx: Tx) => Promise<void>): Promise<string[]> {
      return db.transaction(async (tx) => {
        await first?.(tx);
        const files = await tx
          .delete(productFiles)
          .where(eq(productFiles.productId, id))
          .returning();
        await tx.delete(products).where(eq(products.id, id));
        return files.map((f) => f.storageKey);
      });
    },

    /** Spec §3 Record_Image: the product's record image, by its file id. */
    async findRecordImage(fileId: string): Promise<ProductFileRow | null> {
      const [row] = await db
        .select()
        .from(productFiles)
        .where(and(eq(productFiles.id, fileId), eq(productFiles.kind, 'record_image')));
      return row ?? null;
    },

    async findFile(fileId: string): Promise<ProductFileRow | null> {
      const [row] = await db.select().from(productFiles).where(eq(productFiles.id, fileId));
      return row ?? null;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    productsRepository: ProductsRepository;
  }
}

export const productsRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('productsRepository', createProductsRepository(app.db));
  },
  { name: 'products-repository', dependencies: ['core'] },
);
