// Every route the app registers, as the app itself knows them (issue 17): the tests that must
// reach every route (identity first, authorization, fuzz) read this list, so a new route cannot
// escape them. Registered before any route.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Method and URL of every route, HEAD (added by Fastify for each GET) left out. */
    routeList: RegisteredRoute[];
  }
}

export const routeList = fp(
  async (app: FastifyInstance) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('routeList', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url });
      }
    });
  },
  { name: 'route-list' },
);
