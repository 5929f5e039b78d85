import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainText } from '../../../error-text.js';
import { notFound, ruleViolation } from '../../../http-error.js';
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
      const { product } = await requireOwnListing(request, request.params.id);
      const columns = productUpdateToColumns(request.body);
      // Issue 18: the minimum order within the stock, as stored with this change over it.
      const touchesStock =
        columns.minQtyRequest !== undefined ||
        columns.gramsAvailable !== undefined ||
        columns.upcomingQty3Months !== undefined;
      await app.productsRepository.update(
        product.id,
        columns,
        touchesStock
          ? (merged) => {
              const problem = minimumOrderAboveStock(
                merged.minQtyRequest,
                merged.gramsAvailable,
                merged.upcomingQty3Months,
              );
              if (problem) throw ruleViolation('Min_QTY_Request', problem);
            }
          : undefined,
      );
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
      const { product } = await requireOwnListing(request, request.params.id);
      // Issue 35: the buyers of its approved bids are told, in the deletion's transaction.
      let told: NotificationRow[] = [];
      const keys = await app.productsRepository.delete(product.id, async (tx) => {
        told = await tellApprovedBuyersOfDeletion(tx, product.id);
      });
      announceNotifications(app.liveEvents, told);
      // After the commit: an orphaned file is harmless, a row pointing at nothing is not.
      await Promise.allSettled(keys.map((key) => app.storage.delete(key)));
      return { data: { id: product.id } };
    },
  );
};
