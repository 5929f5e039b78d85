import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiText } from '../../../../coded-text.js';
import { notFound } from '../../../../http-error.js';
import {
  setCertificateShared,
  toOperatorFileJson,
} from '../../../../repositories/operator/listings.js';
import { answers, str } from '../../../../schemas/common.js';
import { sharedSchemas } from '../../../../schemas/shared-schemas.js';

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
      onRequest: app.authenticateAdmin,
      schema: {
        params,
        body,
        response: answers({ 200: z.object({ file: operatorFileJsonSchema }) }),
      },
    },
    async (request) => {
      const { id, fileId } = request.params;
      const row = await setCertificateShared(app.db, id, fileId, request.body.shared_with_buyers);
      if (!row) throw notFound(apiText('certificateNotFound'));
      return { file: toOperatorFileJson(row) };
    },
  );
};
