import type pg from 'pg';

/** What @fastify/rate-limit asks of a store (its `store` option is a class built with its options). */
export interface RateLimitStore {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: { routeInfo: { method: string; url: string } }): RateLimitStore;
}

/** Expired counters are removed every this many counted requests (one DELETE, by any replica). */
const SWEEP_EVERY = 1000;

/**
 * Issue 21: one budget per key across API replicas, in PostgreSQL (the rate_limits table,
 * UNLOGGED). A fixed window per key, as @fastify/rate-limit's own stores count: one upsert per
 * request starts the window (hits 1) or counts in it, atomically, and answers the count and the
 * milliseconds left.
 */
export function postgresRateLimitStore(pool: pg.Pool): new () => RateLimitStore {
  let counted = 0;
  class PostgresRateLimitStore implements RateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: Parameters<RateLimitStore['incr']>[1], timeWindow: number) {
      counted += 1;
      if (counted % SWEEP_EVERY === 0) {
        pool.query('delete from rate_limits where reset_at < now()').catch(() => undefined);
      }
      pool
        .query<{ hits: string; ttl: number }>(
          `insert into rate_limits as r (key, hits, reset_at)
             values ($1, 1, now() + make_interval(secs => $2::float8))
           on conflict (key) do update set
             hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
             reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
           returning hits::text, greatest(0, ceil(extract(epoch from r.reset_at - now()) * 1000))::int as ttl`,
          [this.prefix + key, timeWindow / 1000],
        )
        .then(
          ({ rows }) => callback(null, { current: Number(rows[0]!.hits), ttl: rows[0]!.ttl }),
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: { routeInfo: { method: string; url: string } }) {
      return new PostgresRateLimitStore(
        `${this.prefix}${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}-`,
      );
    }
  }
  return PostgresRateLimitStore;
}
