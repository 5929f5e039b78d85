import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { verifiedUser } from './auth.js';

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && /^application\/json\b/i.test(contentType);

/**
 * Issue 18: what the API answers a signed-in caller is personal (its profile, its tasks and bids,
 * the operator's accounts and parties, its access token) and must not be kept by a browser or a
 * shared cache. Every JSON answer to a request with a verified identity says `Cache-Control:
 * no-store`, unless its route set its own: GET /products (`private, no-cache` with an ETag),
 * images and files (`private, max-age=3600`), GET /events (`no-cache, no-transform`).
 */
export const noStore = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        !reply.hasHeader('cache-control') &&
        isJson(reply.getHeader('content-type')) &&
        verifiedUser(request)
      ) {
        void reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'no-store', dependencies: ['auth'] },
);
