import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registryUnavailable } from '../../platform/platform-plugin.js';
import { servedRegistry } from '../../platform/registry.js';
import { answers } from '../../schemas/common.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';

/**
 * Issue 37: GET /platform/remotes.json — the release registry as browsers read it (docs/
 * releases.md: per remote its stable, canary and releases with their digests, or a plain
 * manifest URL of RELEASES_PLAIN_REMOTES), `no-cache`. Public: production's host serves
 * /remotes.json from here.
 */
export const platformRemotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/platform/remotes.json',
    { schema: { response: answers({ 200: sharedSchemas.servedRegistrySchema }) } },
    async (_request, reply) => {
      let document;
      try {
        document = await app.releasePlatform.recent();
      } catch (error) {
        throw registryUnavailable(app, error);
      }
      reply.header('cache-control', 'no-cache');
      return servedRegistry(document, app.config.releasePlainRemotes);
    },
  );
};
