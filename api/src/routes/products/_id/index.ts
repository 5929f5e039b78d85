import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiText, domainText } from '../../../error-text.js';
import { HttpError, notFound, ruleViolation } from '../../../http-error.js';
import { sharedDomain } from '../../../domain/shared-domain.js';
import { requireConfirmedContact } from '../../../plugins/auth.js';
import { isOwnerOrAdmin } from '../../../repositories/products.js';
import { answers, idParams } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';
import {
  productUpdateBody,
  productUpdateToColumns,
  toProductJson,
} from '../../../schemas/product.js';
import { requireOwnListing } from '../../../trade-desk/own-listing.js';
import type { NotificationRow } from '../../../db/schema.js';
import { tellApprovedBuyersOfDeletion } from '../../../repositories/listing-deletion.js';
import { announceNotifications } from '../../../trade-desk/notify.js';
import { eq } from 'drizzle-orm';
import { products, type ProductRow } from '../../../db/schema.js';
import { isAdmin } from '../../../schemas/contact.js';
import { actsAsOperator, auditOperatorListing } from '../../../trade-desk/operator-listing-audit.js';
import { recordAudit } from '../../../trade-desk/audit.js';
import { notifyListingReview } from '../../../repositories/products.js';
import {
  editsNeedReview,
  mergePending,
  pendingFilesOf,
  pendingState,
  splitEdit,
} from '../../../repositories/pending-changes.js';

const { deletedResponseSchema, productResponseSchema } = sharedSchemas;
const { minimumOrderAboveStock } = sharedDomain;

export const productByIdRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /products/:id — an inactive product exists only for its owner and Admin. */
  app.get(
    '/products/:id',
    {
      schema: { params: idParams, response: answers({ 200: productResponseSchema }) },
    },
    async (request) => {
      const viewer = await requireConfirmedContact(request);
      const found = await app.productsRepository.findWithFiles(request.params.id);
      if (!found || !(await app.productsRepository.canSee(found.product, viewer)))
        throw notFound(domainText(sharedDomain.API_FALLBACK, 'fetchProduct'));
      return {
        product: toProductJson(found.product, found.files, isOwnerOrAdmin(found.product, viewer)),
      };
    },
  );

  /** PUT /products/:id — the product edit popup (spec §2), or {Request_pending:false} to cancel. */
  app.put(
    '/products/:id',
    {
      schema: {
        params: idParams,
        body: productUpdateBody,
        response: answers({ 200: productResponseSchema }),
      },
    },
    async (request) => {
      const { contact, product } = await requireOwnListing(request, request.params.id);
      // Issue 41: whether buyers read the manufacturer (it may name the seller) is the operator's.
      if (request.body.Manufacturer_Shared !== undefined && !isAdmin(contact))
        throw new HttpError(403, apiText('manufacturerSharedAdminOnly'), 'Manufacturer_Shared');
      const columns = productUpdateToColumns(request.body);
      // Issue 18: the minimum order within the stock, as stored with this change over it.
      const touchesStock =
        columns.minQtyRequest !== undefined ||
        columns.gramsAvailable !== undefined ||
        columns.upcomingQty3Months !== undefined;
      const checkStock = touchesStock
        ? (merged: ProductRow) => {
            const problem = minimumOrderAboveStock(
              merged.minQtyRequest,
              merged.gramsAvailable,
              merged.upcomingQty3Months,
            );
            if (problem) throw ruleViolation('Min_QTY_Request', problem);
          }
        : undefined;
      // Issue 41: on a live listing, the seller's new name or description waits for the
      // operator's review (on record); the figures apply at once.
      const { immediate, reviewed } = splitEdit(product, columns);
      if (editsNeedReview(product, !isAdmin(contact)) && Object.keys(reviewed).length > 0) {
        let told: NotificationRow[] = [];
        await app.db.transaction(async (tx) => {
          const [stored] = await tx
            .select()
            .from(products)
            .where(eq(products.id, product.id))
            .for('update');
          if (!stored) throw notFound(domainText(sharedDomain.API_FALLBACK, 'fetchProduct'));
          checkStock?.({ ...stored, ...immediate });
          const hasFiles = (await pendingFilesOf(tx, stored.id)).length > 0;
          const pendingChanges = mergePending(stored, reviewed, hasFiles);
          await tx
            .update(products)
            .set({ ...immediate, pendingChanges })
            .where(eq(products.id, stored.id));
          if (JSON.stringify(pendingChanges) === JSON.stringify(stored.pendingChanges)) return;
          await recordAudit(tx, {
            actor: contact,
            kind: 'listing.changes_submitted',
            target: { type: 'product', id: stored.id, label: stored.productName },
            before: { Product_Name: stored.productName, Description: stored.description },
            after: pendingState(pendingChanges),
          });
          if (pendingChanges) told = await notifyListingReview(tx, stored);
        });
        announceNotifications(app.liveEvents, told);
      } else {
        await app.productsRepository.update(
          product.id,
          columns,
          checkStock,
          // Issue 41: an operator's edit is on record.
          actsAsOperator(contact)
            ? (tx, before, after) =>
                auditOperatorListing(tx, contact, 'listing.edited', before, after)
            : undefined,
        );
      }
      const found = await app.productsRepository.findWithFiles(product.id);
      return { product: toProductJson(found!.product, found!.files, true) };
    },
  );

  /**
   * DELETE /products/:id — 'Delete Listing' (spec §4), with its stored files; the buyers of its
   * approved bids are told (issue 35).
   */
  app.delete(
    '/products/:id',
    {
      schema: { params: idParams, response: answers({ 200: deletedResponseSchema }) },
    },
    async (request) => {
      const { contact, product } = await requireOwnListing(request, request.params.id);
      // Issue 35: the buyers of its approved bids are told, in the deletion's transaction.
      let told: NotificationRow[] = [];
      const keys = await app.productsRepository.delete(product.id, async (tx) => {
        told = await tellApprovedBuyersOfDeletion(tx, product.id);
        // Issue 41: an operator's deletion is on record (the listing as it was).
        if (actsAsOperator(contact))
          await auditOperatorListing(tx, contact, 'listing.deleted', product, null);
      });
      announceNotifications(app.liveEvents, told);
      // After the commit: an orphaned file is harmless, a row pointing at nothing is not.
      await Promise.allSettled(keys.map((key) => app.storage.delete(key)));
      return { data: { id: product.id } };
    },
  );
};
