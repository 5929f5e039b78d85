import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_TOKEN_TTL_SECONDS, mediaCookie, requireCaller } from '../../plugins/auth.js';
import { answers, errorAnswers } from '../../schemas/common.js';
import { sharedSchemas } from '../../schemas/shared-schemas.js';

/** Secure whenever the API is reached over HTTPS (directly or behind TRUST_PROXY) and always in production. */
const secure = (app: FastifyInstance, protocol: string) =>
  app.config.production || protocol === 'https';

/**
 * POST /token — spec §7: the short-lived API access token (kept in session storage). It also comes
 * as the HttpOnly media cookie (issue 18) that <img>, <video> and EventSource send, so no token is
 * put in a URL; DELETE /token clears that cookie on sign-out. Signed in.
 */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/token',
    { schema: { response: answers({ 200: sharedSchemas.accessTokenResponseSchema }) } },
    async (request, reply) => {
      const caller = requireCaller(request);
      const token = app.issueAccessToken(caller);
      reply.header('set-cookie', mediaCookie(token, secure(app, request.protocol)));
      return { access_token: token, expires_in: ACCESS_TOKEN_TTL_SECONDS };
    },
  );
};

/**
 * Issue 35: GET /token — whether this browser keeps and sends the media cookie (a 204), so the app
 * can say in words that images, live updates and downloads cannot work instead of losing them
 * silently (a page on another site than the API, a browser refusing the cookie: a 401). Media
 * access: the cookie is read as the media routes read it; a bearer header, as there, decides when
 * present.
 */
export const tokenCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/token', { schema: { response: errorAnswers } }, async (_request, reply) =>
    reply.code(204).send(),
  );
};

/**
 * DELETE /token — public: it only clears the caller's own cookie (signing out may follow the
 * identity's sign-out), and SameSite=Strict keeps other sites from clearing it.
 */
export const tokenClearRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete('/token', { schema: { response: errorAnswers } }, async (request, reply) => {
    reply.header('set-cookie', mediaCookie('', secure(app, request.protocol)));
    return reply.code(204).send();
  });
};
