import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { productFiles, products } from '../../../../../../db/schema.js';
import { requireContact } from '../../../../../../plugins/auth.js';
import { recordAudit } from '../../../../../../trade-desk/audit.js';
import { certificateState } from '../../../../../../trade-desk/audit-fields.js';
import { apiText } from '../../../../../../error-text.js';
import { notFound } from '../../../../../../http-error.js';
import {
  setCertificateShared,
  toOperatorFileJson,
} from '../../../../../../repositories/operator/listings.js';
import { answers, str } from '../../../../../../schemas/common.js';
import { sharedSchemas } from '../../../../../../schemas/shared-schemas.js';

const { operatorFileJsonSchema } = sharedSchemas;

const params = z.object({
  id: str().trim().min(1).max(64),
  fileId: str().trim().min(1).max(64),
});

const body = z.object({
  shared_with_buyers: z.boolean({ error: 'shared_with_buyers must be true or false' }),
});

/**
 * Issue 18: the operator clears each certificate of a listing for buyers (a certificate can name
 * its producer: the operator decides). Admin only; buyers then open it from the product popup.
 */
export const operatorCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  /** PUT /operator/listings/:id/certificates/:fileId {shared_with_buyers} */
  app.put(
    '/operator/listings/:id/certificates/:fileId',
    {
      schema: {
        params,
        body,
        response: answers({ 200: z.object({ file: operatorFileJsonSchema }) }),
      },
    },
    async (request) => {
      const admin = await requireContact(request);
      const { id, fileId } = request.params;
      const shared = request.body.shared_with_buyers;
      const row = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(productFiles)
          .where(and(eq(productFiles.id, fileId), eq(productFiles.productId, id)))
          .for('update');
        const after = await setCertificateShared(tx, id, fileId, shared);
        if (!before || !after) return null;
        // Issue 20: who cleared (or withdrew) which certificate of which listing.
        const [product] = await tx
          .select({ name: products.productName })
          .from(products)
          .where(eq(products.id, id));
        await recordAudit(tx, {
          actor: admin,
          kind: shared ? 'certificate.shared' : 'certificate.unshared',
          target: { type: 'product', id, label: product?.name ?? null },
          before: certificateState(before),
          after: certificateState(after),
        });
        return after;
      });
      if (!row) throw notFound(apiText('certificateNotFound'));
      return { file: toOperatorFileJson(row) };
    },
  );
};
