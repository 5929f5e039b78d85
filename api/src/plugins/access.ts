import type { FastifyInstance,FastifyPluginAsync,onRequestHookHandler } from 'fastify';

/**
 * Who may call a group of routes (issue 36). Each level is one encapsulated plugin that adds its
 * check once, as the last onRequest hook of every route registered under it: after the rate limit
 * (so anonymous floods are counted) and before the body is parsed or validated (issue 6). A route
 * declares no authenticate hook of its own (the auth plugin refuses one); a role beyond its level
 * (the seller of a listing, the owner of a contact) is the handler's check.
 */
export type AccessLevel =
  /** No credential: /health, /openapi.json, DELETE /token. */
  | 'public'
  /** A valid Firebase ID token in `Authorization: Bearer` (authenticate). */
  | 'signed-in'
  /** GET of images, files, downloads and /events: the bearer token or the media cookie. */
  | 'media'
  /** The operator console: signed in, then a confirmed Admin (authenticateAdmin). */
  | 'operator'
  /** The operator's CSV downloads: media credentials, then a confirmed Admin. */
  | 'operator-media';

const GUARDS = {
  'signed-in': 'authenticate',
  media: 'authenticateImage',
  operator: 'authenticateAdmin',
  'operator-media': 'authenticateAdminImage',
} as const satisfies Record<Exclude<AccessLevel, 'public'>, keyof FastifyInstance>;

/** The check of a level on `app` (null for public routes). */
export function accessGuard(app: FastifyInstance, level: AccessLevel): onRequestHookHandler | null {
  return level === 'public' ? null : (app[GUARDS[level]] as onRequestHookHandler);
}

/** The routes of one access level, registered under its check. */
export function accessLevel(
  level: AccessLevel,
  routes: readonly FastifyPluginAsync[],
): FastifyPluginAsync {
  return async (app) => {
    const guard = accessGuard(app, level);
    if (!guard) {
      // Issue 41: the OpenAPI document's default is the bearer scheme; a public route needs none.
      app.addHook('onRoute', (route) => {
        route.schema = Object.assign(route.schema ?? {}, { security: [] });
      });
    }
    if (guard) {
      app.addHook('onRoute', (route) => {
        const hooks = [route.onRequest ?? []].flat().filter((hook) => hook !== guard);
        route.onRequest = [...hooks, guard];
      });
    }
    for (const plugin of routes) await app.register(plugin);
  };
}
