import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from '../http-error.js';

/** docs/api.md: every error body is {error}; bad input is a 400 naming the field; never a 500 for it. */
function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ error: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0]!;
        const context = (error as { validationContext?: string }).validationContext;
        return reply
          .status(400)
          .send({ error: `${fieldOf(first.instancePath, context)}: ${first.message}` });
      }
      if (error instanceof ZodError) {
        const first = error.issues[0];
        return reply.status(400).send({
          error: `${first?.path.join('.') || 'body'}: ${first?.message ?? 'Invalid input'}`,
        });
      }
      const fastifyError = error as FastifyError;
      switch (fastifyError.code) {
        case 'FST_REQ_FILE_TOO_LARGE':
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return reply.status(413).send({ error: 'file: File is too large' });
        case 'FST_PARTS_LIMIT':
        case 'FST_FILES_LIMIT':
        case 'FST_FIELDS_LIMIT':
          return reply.status(413).send({ error: 'file: Too many parts' });
        case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
          return reply.status(400).send({ error: 'body: Expected multipart/form-data' });
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return reply.status(415).send({ error: 'body: Unsupported content type' });
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return reply.status(400).send({ error: 'body: Invalid JSON' });
        default:
          break;
      }
      if (fastifyError.validation) {
        return reply
          .status(400)
          .send({ error: `${fastifyError.validationContext ?? 'body'}: ${fastifyError.message}` });
      }
      const status = fastifyError.statusCode;
      if (status && status >= 400 && status < 500) {
        return reply.status(status).send({ error: fastifyError.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: 'Internal server error' });
    });

    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not found' }));
  },
  { name: 'error-handler' },
);
