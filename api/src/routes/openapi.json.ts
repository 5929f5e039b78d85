// GET /openapi.json: the OpenAPI document generated from the routes' own zod schemas (issue 17),
// for the teams and integrators that call the API. Public, like /health: it describes, it serves
// no data.
import type { FastifyInstance } from 'fastify';

export async function openApiRoutes(app: FastifyInstance) {
  // Hidden from the document it serves; its answer is that document (no zod schema of its own).
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
