import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformView } from '../../../platform/platform-plugin.js';
import { answers } from '../../../schemas/common.js';
import { sharedSchemas } from '../../../schemas/shared-schemas.js';

/**
 * Issue 37: GET /operator/platform — each remote's stable and canary releases (id, kernel range,
 * published at, commit, failure rate and sessions) and its recent history (Admin only).
 */
export const operatorPlatformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operator/platform',
    { schema: { response: answers({ 200: sharedSchemas.platformResponseSchema }) } },
    async () => platformView(app),
  );
};
