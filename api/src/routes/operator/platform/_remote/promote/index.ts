import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContact } from '../../../../../plugins/auth.js';
import { changeRegistry, platformView } from '../../../../../platform/platform-plugin.js';
import { promote } from '../../../../../platform/release-actions.js';
import { answers } from '../../../../../schemas/common.js';
import { remoteParams } from '../../../../../schemas/platform.js';
import { sharedSchemas } from '../../../../../schemas/shared-schemas.js';

/** Issue 37: POST /operator/platform/:remote/promote {release} — makes it stable (audited). */
export const operatorPlatformPromoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operator/platform/:remote/promote',
    {
      schema: {
        params: remoteParams,
        body: sharedSchemas.promoteReleaseBodySchema,
        response: answers({ 200: sharedSchemas.platformResponseSchema }),
      },
    },
    async (request) => {
      const admin = await requireContact(request);
      const { remote } = request.params;
      const written = await changeRegistry(app, admin, remote, 'release.promoted', (document) =>
        promote(document, remote, request.body.release, { by: admin.email }),
      );
      return platformView(app, written);
    },
  );
};
