import pg from 'pg';

/**
 * Issue 21: what API replicas on one PostgreSQL tell each other, over LISTEN/NOTIFY. One
 * dedicated connection per process listens on every channel; notifications are sent through the
 * pool (`pg_notify`), so they are delivered when (and only if) their transaction commits.
 *
 * `sync()` makes "a write is never read stale through another replica" hold: it is one round
 * trip on the listening connection, started after the caller's request arrived. PostgreSQL sends
 * a listener the notifications committed before it reads a command ahead of that command's
 * answer, so once sync() resolves every notification committed before the request came in has
 * been handled. Concurrent callers share the next round trip (never one already under way).
 */
export interface ReplicaBus {
  /** Calls `handler(payload)` for each notification on `channel` (from any replica, this one too). */
  on(channel: Channel, handler: (payload: string) => void): void;
  /** Sends a notification to every replica; resolves once it is committed. */
  notify(channel: Channel, payload: string): Promise<void>;
  /** Resolves once every notification committed before the call has been handled here. */
  sync(): Promise<void>;
  /** Whether the listening connection is up (while it is down, nothing may be served from memory). */
  readonly listening: boolean;
  /** Called after the listening connection was lost and is back: what was missed is unknown. */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
}

export type Channel = 'leafbid_live' | 'leafbid_disconnect' | 'leafbid_catalogue';
const CHANNELS: Channel[] = ['leafbid_live', 'leafbid_disconnect', 'leafbid_catalogue'];

export interface ReplicaBusOptions {
  pool: pg.Pool;
  log?: { warn(obj: object, msg: string): void };
  /** First reconnect delay; doubles up to 5 s. */
  retryMs?: number;
}

export async function createReplicaBus({
  pool,
  log,
  retryMs = 100,
}: ReplicaBusOptions): Promise<ReplicaBus> {
  const handlers = new Map<Channel, Array<(payload: string) => void>>();
  const reconnectHandlers: Array<() => void> = [];
  let client: pg.Client | null = null;
  let closed = false;
  let delay = retryMs;
  let retryTimer: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel as Channel) ?? []) {
        handler(message.payload ?? '');
      }
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(CHANNELS.map((channel) => `LISTEN ${channel}`).join('; '));
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    delay = retryMs;
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    if (closed) return;
    log?.warn({}, 'replica bus: the LISTEN connection was lost; reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect() {
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect()
        .then(() => {
          if (client) for (const handler of reconnectHandlers) handler();
        })
        .catch(() => {
          delay = Math.min(delay * 2, 5_000);
          if (!closed) scheduleReconnect();
        });
    }, delay);
    retryTimer.unref();
  }

  await connect();

  // Group round trips: callers arriving while one is in flight wait for the next one.
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  function roundTrip(): Promise<void> {
    const current = client;
    if (!current) return Promise.reject(new Error('replica bus is not listening'));
    return current.query('select 1').then(() => undefined);
  }
  function sync(): Promise<void> {
    if (!inFlight) {
      inFlight = roundTrip().finally(() => (inFlight = null));
      return inFlight;
    }
    queued ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return sync();
      });
    return queued;
  }

  return {
    on(channel, handler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    sync,
    get listening() {
      return client !== null;
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
