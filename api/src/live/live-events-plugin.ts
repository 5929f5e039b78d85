import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { poolOf } from '../db/client.js';
import { createEventHub, type LiveHub } from './event-hub.js';
import { createPgEventHub } from './pg-event-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live updates (issue 11): publish events to the open GET /events streams. */
    liveEvents: LiveHub;
  }
}

/**
 * Decorates `liveEvents`: the process's own hub on PGlite, or (issue 21) the hub shared by every
 * replica on PostgreSQL through live_events and LISTEN/NOTIFY. Open streams are ended before the
 * server closes: a Server-Sent Events response never ends by itself, and the server would
 * otherwise wait for it. The browser reconnects (to another replica, or this one once it is back).
 */
export const liveEvents = fp(
  async (app: FastifyInstance) => {
    const pool = poolOf(app.db);
    const hub =
      pool && app.replicaBus
        ? await createPgEventHub({
            pool,
            bus: app.replicaBus,
            keepMs: app.config.liveEventsKeepMs,
            log: app.log,
          })
        : createEventHub({ keepMs: app.config.liveEventsKeepMs });
    app.decorate('liveEvents', hub);
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => hub.close());
  },
  { name: 'live-events', dependencies: ['replicas'] },
);
