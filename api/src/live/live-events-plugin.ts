import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventHub, type EventHub } from './event-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live updates (issue 11): publish events to the open GET /events streams. */
    liveEvents: EventHub;
  }
}

/**
 * Decorates `liveEvents`, the process's event hub. Open streams are ended before the server
 * closes: a Server-Sent Events response never ends by itself, and the server would otherwise wait
 * for it. The browser reconnects (to another replica, or this one once it is back).
 */
export const liveEvents = fp(
  async (app: FastifyInstance) => {
    const hub = createEventHub();
    app.decorate('liveEvents', hub);
    app.addHook('preClose', async () => hub.closeAll());
  },
  { name: 'live-events' },
);
