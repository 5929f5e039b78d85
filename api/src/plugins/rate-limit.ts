import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { apiText } from '../error-text.js';
import { HttpError } from '../http-error.js';
import { verifiedUser } from './auth.js';
import { postgresRateLimitStore } from './rate-limit-store.js';

/**
 * The request-rate limit (issue 6): per verified user when the request carries a valid token, per
 * client address otherwise, so anonymous traffic from a shared address (an office, a NAT) does not
 * lock out the signed-in users behind it. The address is the socket's unless TRUST_PROXY names
 * the proxies whose X-Forwarded-For may be believed.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const user = verifiedUser(request);
  return user ? `user:${user.uid}` : `ip:${request.ip}`;
}

/** Where the counts live: one process's memory, PostgreSQL or Redis (issue 21). */
export type RateLimitBackend =
  | { kind: 'memory' }
  | { kind: 'postgres'; pool: pg.Pool }
  | { kind: 'redis'; redis: Redis };

export function rateLimitOptions(
  config: Config,
  backend: RateLimitBackend = { kind: 'memory' },
): RateLimitPluginOptions {
  return {
    // With replicas one user has one budget: the counts are shared through Redis or PostgreSQL.
    ...(backend.kind === 'redis' ? { redis: backend.redis, nameSpace: 'leafbid-rate-limit-' } : {}),
    ...(backend.kind === 'postgres'
      ? {
          // Its types leave out the window the plugin passes to incr (index.js: incr(key, cb, timeWindow, max)).
          store: postgresRateLimitStore(backend.pool) as unknown as RateLimitPluginOptions['store'],
        }
      : {}),
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: rateLimitKey,
    // 429 {error, code: domain.api.rateLimited, params: {max, seconds}} says what happened and
    // when to retry; Retry-After carries the same seconds.
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        apiText('rateLimited', context.max, Math.max(1, Math.ceil(context.ttl / 1000))),
      ),
  };
}
