import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { poolOf } from '../db/client.js';
import { createReplicaBus, type ReplicaBus } from './replica-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Issue 21: LISTEN/NOTIFY between the API replicas on one PostgreSQL; null on PGlite (one
     * process: nothing to share).
     */
    replicaBus: ReplicaBus | null;
  }
}

/**
 * On PostgreSQL every API process is assumed to be one replica among several: it needs no
 * setting beyond DATABASE_URL (and the shared API_TOKEN_SECRET) to share live events and
 * catalogue invalidations with the others.
 */
export const replicas = fp(
  async (app: FastifyInstance) => {
    const pool = poolOf(app.db);
    const bus = pool ? await createReplicaBus({ pool, log: app.log }) : null;
    app.decorate('replicaBus', bus);
    if (bus) app.addHook('onClose', async () => bus.close());
  },
  { name: 'replicas', dependencies: ['core'] },
);
