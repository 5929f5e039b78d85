import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedSchemas } from '../../schemas/shared-schemas.js';

const { healthResponseSchema } = sharedSchemas;

/**
 * GET /health — no auth; 503 when the database does not answer. Not rate limited: a load
 * balancer asks every replica every few hundred milliseconds from one address, and with the
 * budget shared across replicas (issue 21) its checks would soon be refused and the replicas
 * taken out of service.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database down');
        return reply.status(503).send({ status: 'error', database: 'down' });
      }
    },
  );
};
