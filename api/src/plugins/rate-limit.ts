import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { HttpError } from '../http-error.js';
import { verifiedUser } from './auth.js';

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

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`);

export function rateLimitOptions(config: Config): RateLimitPluginOptions {
  return {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: rateLimitKey,
    // 429 {error} says what happened and when to retry; Retry-After carries the same seconds.
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests: at most ${context.max} per minute. Retry in ${seconds(Math.max(1, Math.ceil(context.ttl / 1000)))}.`,
      ),
  };
}
