import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/**
 * Log options of the API (issue 6): no credential reaches a log line. Authorization headers and
 * `access_token` query values are replaced by [REDACTED] wherever they appear: request logs
 * (method and url), headers logged by anyone, error messages, and plain message strings.
 */
export const REDACTED = '[REDACTED]';

const SECRET_PATTERNS: Array<[RegExp, string]> = [
  [/\b(Bearer|Basic)\s+[^\s"',]+/gi, `$1 ${REDACTED}`],
  [/([?&;]access_token=)[^&#\s"']*/gi, `$1${REDACTED}`],
  // Any JWT (ID token, access token) that turns up elsewhere.
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, REDACTED],
];

export function scrubSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** Header keys whose values are credentials (issue 18: the media cookie). */
const SECRET_KEYS = new Set(['authorization', 'cookie', 'set-cookie']);

/** A copy of a log object with every string scrubbed and every credential header redacted. */
function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubSecrets(value);
  if (!value || typeof value !== 'object' || depth > 6) return value;
  if (value instanceof Error) {
    const copy = new Error(scrubSecrets(value.message));
    copy.name = value.name;
    copy.stack = value.stack ? scrubSecrets(value.stack) : undefined;
    for (const [key, inner] of Object.entries(value)) {
      (copy as unknown as Record<string, unknown>)[key] = scrubValue(inner, depth + 1);
    }
    return copy;
  }
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  // Requests, responses and other instances are left to their serializers.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      SECRET_KEYS.has(key.toLowerCase()) || key === 'access_token'
        ? REDACTED
        : scrubValue(inner, depth + 1);
  }
  return out;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    serializers: {
      // Fastify's request fields, with the url scrubbed (image URLs carry ?access_token=).
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url === undefined ? undefined : scrubSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    formatters: {
      log: (object: Record<string, unknown>) => scrubValue(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        // An Error's message becomes the line's msg before any formatter runs: scrub it here.
        const scrubbed = args.map((arg) =>
          typeof arg === 'string' || arg instanceof Error ? scrubValue(arg) : arg,
        );
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
}
