import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContact } from '../../../../../plugins/auth.js';
import { changeRegistry, platformView } from '../../../../../platform/platform-plugin.js';
import { rollback } from '../../../../../platform/release-actions.js';
import { answers } from '../../../../../schemas/common.js';
import { remoteParams } from '../../../../../schemas/platform.js';
import { sharedSchemas } from '../../../../../schemas/shared-schemas.js';

/**
 * Issue 37: POST /operator/platform/:remote/rollback — back to the previous stable release
 * (audited); 409 when there is none.
 */
export const operatorPlatformRollbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operator/platform/:remote/rollback',
    {
      schema: {
        params: remoteParams,
        response: answers({ 200: sharedSchemas.platformResponseSchema }),
      },
    },
    async (request) => {
      const admin = await requireContact(request);
      const { remote } = request.params;
      const written = await changeRegistry(app, admin, remote, 'release.rolled_back', (document) =>
        rollback(document, remote, { by: admin.email }),
      );
      return platformView(app, written);
    },
  );
};
