import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_TOKEN_TTL_SECONDS, requireCaller } from '../plugins/auth.js';
import { answers } from '../schemas/common.js';
import { sharedSchemas } from '../schemas/shared-schemas.js';

/** POST /token — spec §7: the short-lived API access token (kept in session storage). */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/token',
    {
      onRequest: app.authenticate,
      schema: { response: answers({ 200: sharedSchemas.accessTokenResponseSchema }) },
    },
    async (request) => {
      const caller = requireCaller(request);
      return { access_token: app.issueAccessToken(caller), expires_in: ACCESS_TOKEN_TTL_SECONDS };
    },
  );
};
