import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContact } from '../../../../../plugins/auth.js';
import { changeRegistry, platformView } from '../../../../../platform/platform-plugin.js';
import { setCanary } from '../../../../../platform/release-actions.js';
import { answers } from '../../../../../schemas/common.js';
import { remoteParams } from '../../../../../schemas/platform.js';
import { sharedSchemas } from '../../../../../schemas/shared-schemas.js';

/**
 * Issue 37: POST /operator/platform/:remote/canary {release, percent} — serves the release to
 * that share of users; percent 0 ends the canary (audited).
 */
export const operatorPlatformCanaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operator/platform/:remote/canary',
    {
      schema: {
        params: remoteParams,
        body: sharedSchemas.canaryReleaseBodySchema,
        response: answers({ 200: sharedSchemas.platformResponseSchema }),
      },
    },
    async (request) => {
      const admin = await requireContact(request);
      const { remote } = request.params;
      const { release, percent } = request.body;
      const written = await changeRegistry(app, admin, remote, 'release.canary', (document) =>
        setCanary(document, remote, release ?? null, percent, { by: admin.email }),
      );
      return platformView(app, written);
    },
  );
};
