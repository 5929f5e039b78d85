import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { apiText, issueCodedText, type CodedText } from '../error-text.js';
import { atField, errorBody, HttpError } from '../http-error.js';

/**
 * docs/api.md: every error body is {error, code} (+ {params} when the text has arguments, +
 * {field} when one input field is at fault); bad input is a 400 naming the field; never a 500 for
 * it. `code` is the text's message id in @leafbid/domain's catalogue (issue 19).
 */
function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

/**
 * PostgreSQL "data exception" codes that only bad input can cause: 22021 invalid byte sequence
 * (NUL), 22P05 untranslatable character, 22007 invalid datetime format, 22008 datetime field
 * overflow, 22003 numeric value out of range. The schemas reject these first; this is the backstop.
 */
const BAD_INPUT_PG_CODES = new Set(['22021', '22P05', '22007', '22008', '22003']);

/** The SQLSTATE of a database error, looking through drizzle's DrizzleQueryError wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Issue 41: an error that says the database cannot be reached (not that a query was wrong): the
 * request may succeed later, so it answers 503 with Retry-After rather than 500. node-postgres:
 * a socket error code (ECONNREFUSED, ECONNRESET, ETIMEDOUT, …), its own connection messages, or a
 * SQLSTATE of class 08 (connection exception), 57P01–57P03 (the server shutting down or starting)
 * or 53300 (too many connections); PGlite: its instance closed.
 */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
  /^PGlite is closed$/,
  /database system is (starting up|shutting down)/i,
];
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_ERROR_CODES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code))
        return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((re) => re.test(message)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client waits before trying again after a database outage. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The constraint named by a database error (unique violations), through the wrapper. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as { constraint?: unknown; constraint_name?: unknown };
    const name = e.constraint ?? e.constraint_name;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** An unknown route: 404 {error, code}. Set in app.ts, after the rate limit that it counts against. */
export const notFoundHandler = (_request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send(errorBody(apiText('notFound')));

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode ('/tasks/%ED%A0%80') is answered
 * before any route or error handler, so its body is built here, with its code (issue 19).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(errorBody(apiText('badRequest')));
  }
  request.log.error({ err: error }, 'framework error');
  return reply.status(500).send(errorBody(apiText('internalError')));
}

/** '<field>: <text>' with {field}: an input error. */
const fieldError = (field: string, text: CodedText) => errorBody(atField(field, text), field);

export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.retryAfterSeconds !== undefined) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        return reply.status(error.statusCode).send(error.body());
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0]!;
        const context = (error as { validationContext?: string }).validationContext;
        const field = fieldOf(first.instancePath, context);
        // The issue's own fields (its params among them) are the validation error's params.
        const issue = { message: first.message, params: first.params?.params };
        return reply.status(400).send(fieldError(field, issueCodedText(issue)));
      }
      if (error instanceof ZodError) {
        const first = error.issues[0];
        const field = first?.path.join('.') || 'body';
        return reply
          .status(400)
          .send(
            fieldError(
              field,
              first ? issueCodedText(first) : apiText('invalidInput', 'Invalid input'),
            ),
          );
      }
      const fastifyError = error as FastifyError;
      switch (fastifyError.code) {
        case 'FST_REQ_FILE_TOO_LARGE':
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return reply.status(413).send(errorBody(atField('file', apiText('fileTooLarge'))));
        case 'FST_PARTS_LIMIT':
        case 'FST_FILES_LIMIT':
        case 'FST_FIELDS_LIMIT':
          return reply.status(413).send(errorBody(atField('file', apiText('tooManyParts'))));
        case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
          return reply.status(400).send(errorBody(atField('body', apiText('expectedMultipart'))));
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return reply
            .status(415)
            .send(errorBody(atField('body', apiText('unsupportedContentType'))));
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return reply.status(400).send(errorBody(atField('body', apiText('invalidJson'))));
        default:
          break;
      }
      if (fastifyError.validation) {
        const context = fastifyError.validationContext ?? 'body';
        return reply
          .status(400)
          .send(errorBody(atField(context, apiText('invalidInput', fastifyError.message))));
      }
      const pgCode = pgErrorCode(error);
      if (pgCode && BAD_INPUT_PG_CODES.has(pgCode)) {
        request.log.warn({ err: error, pgCode }, 'database rejected a value');
        return reply.status(400).send(errorBody(atField('body', apiText('invalidValue'))));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(errorBody(apiText('databaseUnavailable')));
      }
      const status = fastifyError.statusCode;
      if (status && status >= 400 && status < 500) {
        return reply.status(status).send(errorBody(apiText('plainText', fastifyError.message)));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody(apiText('internalError')));
    });
  },
  { name: 'error-handler' },
);
