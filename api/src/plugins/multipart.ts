import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiText } from '../error-text.js';
import { badRequest } from '../http-error.js';

/**
 * multipart/form-data bodies are left unread by the body parser: an upload route reads them as a
 * stream with receiveUploads() (src/uploads/receive-uploads.ts), the only reader, so every route
 * gets the same streaming, limits and crash safety. A multipart body without its boundary is a
 * 400 on every route.
 */
export const multipartBodies = fp(
  async (app: FastifyInstance) => {
    app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
      const contentType = request.headers['content-type'] ?? '';
      if (!/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(contentType)) {
        done(badRequest('Content-Type', apiText('multipartBoundary')), undefined);
        return;
      }
      done(null, undefined);
    });
  },
  { name: 'multipart-bodies' },
);
