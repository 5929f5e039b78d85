// Issue 21: live updates across API replicas on one PostgreSQL (docs/api.md "Live updates").
// A published event is a row of live_events, and its id is NOTIFYed in the same statement, so
// the notification goes out exactly when the row is committed. Every replica (the publisher too)
// reads the rows it hears of and fans them out to its own streams. Rows are kept for
// LIVE_EVENTS_KEEP_MS, so a stream resumes from its Last-Event-ID on whichever replica it reaches.
//
// Ids are `<epoch>.<row id>`: the epoch is the live_events table's oid, so an id of another
// database (recreated, restored) is told to refetch (`resync: restart`), as a restarted
// in-process hub does.
import type pg from 'pg';
import {
  reaches,
  type Audience,
  type CatchUp,
  type LiveEvent,
  type LiveHub,
  type Subscriber,
} from './event-hub.js';
import type { ReplicaBus } from '../replicas/replica-bus.js';

export interface PgEventHubOptions {
  pool: pg.Pool;
  bus: ReplicaBus;
  /** How long events are kept for resumes (LIVE_EVENTS_KEEP_MS). */
  keepMs: number;
  /** At most this many events are replayed to one stream; further behind, it refetches. */
  maxReplay?: number;
  log?: { error(obj: object, msg: string): void };
}

interface EventRow {
  id: string;
  type: string;
  data: unknown;
  audience: Audience;
  at: Date;
}

/** A subscriber whose stream has not written its catch-up yet holds what arrives meanwhile. */
interface Held {
  subscriber: Subscriber;
  held: LiveEvent[] | null;
}

export async function createPgEventHub({
  pool,
  bus,
  keepMs,
  maxReplay = 1000,
  log,
}: PgEventHubOptions): Promise<LiveHub> {
  const { rows: epochRows } = await pool.query<{ epoch: string }>(
    `select lpad(to_hex('live_events'::regclass::oid::bigint), 8, '0') as epoch`,
  );
  const epoch = epochRows[0]!.epoch;
  const subscribers = new Set<Held>();
  const toEvent = (row: EventRow): LiveEvent =>
    ({
      id: `${epoch}.${row.id}`,
      type: row.type,
      data: row.data,
      audience: row.audience,
      at: row.at.getTime(),
    }) as LiveEvent;

  function deliver(event: LiveEvent) {
    for (const entry of subscribers) {
      if (!reaches(event.audience, entry.subscriber)) continue;
      if (entry.held) entry.held.push(event);
      else entry.subscriber.send(event);
    }
  }

  // Ids heard are read in one query per turn of the event loop, in id order.
  let heard: string[] = [];
  let reading: Promise<void> = Promise.resolve();
  bus.on('leafbid_live', (payload) => {
    if (!/^\d+$/.test(payload)) return;
    heard.push(payload);
    if (heard.length > 1) return;
    setImmediate(() => {
      const ids = heard;
      heard = [];
      reading = reading
        .then(async () => {
          const { rows } = await pool.query<EventRow>(
            'select id::text, type, data, audience, at from live_events where id = any($1::bigint[]) order by id',
            [ids],
          );
          for (const row of rows) deliver(toEvent(row));
        })
        .catch((error: unknown) => log?.error({ err: error }, 'live events: could not read'));
    });
  });
  bus.on('leafbid_disconnect', (contactId) => {
    for (const entry of [...subscribers]) {
      if (entry.subscriber.contactId === contactId) entry.subscriber.close();
    }
  });
  // Events published while this replica was not listening were never heard: its streams end, and
  // their clients come back with their Last-Event-ID and are replayed from the table.
  bus.onReconnect(() => {
    for (const entry of [...subscribers]) entry.subscriber.close();
  });

  /** The newest id given out so far (0 before the first). */
  async function newestId(): Promise<number> {
    const { rows } = await pool.query<{ newest: string }>(
      `select case when is_called then last_value else 0 end::text as newest from live_events_id_seq`,
    );
    return Number(rows[0]!.newest);
  }

  async function catchUp(lastEventId: string | undefined, subscriber: Subscriber, newest: number) {
    if (!lastEventId) return { kind: 'none' } satisfies CatchUp;
    const [idEpoch, idSequence] = lastEventId.split('.');
    const seen = Number(idSequence);
    if (idEpoch !== epoch || !Number.isSafeInteger(seen) || seen < 0 || seen > newest) {
      return { kind: 'resync', reason: 'restart' } satisfies CatchUp;
    }
    const { rows } = await pool.query<EventRow & { oldest: string | null }>(
      `select (select min(id) from live_events)::text as oldest, e.id::text, e.type, e.data, e.audience, e.at
         from (select 1) one
         left join (select * from live_events where id > $1 order by id limit $2) e on true
         order by e.id`,
      [seen, maxReplay + 1],
    );
    const oldest = rows[0]?.oldest === null || !rows[0] ? null : Number(rows[0].oldest);
    // Events between the client's last one and the oldest kept were pruned (or never written:
    // a sequence gap also asks for a refetch, which is always safe).
    const gap = oldest === null ? seen < newest : seen + 1 < oldest;
    const found = rows.filter((row) => row.id !== null);
    if (gap || found.length > maxReplay) return { kind: 'resync', reason: 'gap' } satisfies CatchUp;
    return {
      kind: 'replay',
      events: found.map(toEvent).filter((e) => reaches(e.audience, subscriber)),
    } satisfies CatchUp;
  }

  // Publications leave in the order they were made in this process.
  let publishing: Promise<void> = Promise.resolve();
  const prune = setInterval(
    () => {
      pool
        .query(`delete from live_events where at < now() - make_interval(secs => $1::float8)`, [
          keepMs / 1000,
        ])
        .catch((error: unknown) => log?.error({ err: error }, 'live events: could not prune'));
    },
    Math.min(60_000, keepMs),
  );
  prune.unref();

  return {
    publish(type, data, audience) {
      publishing = publishing
        .then(async () => {
          await pool.query(
            `with e as (insert into live_events (type, data, audience) values ($1, $2, $3) returning id)
             select pg_notify('leafbid_live', id::text) from e`,
            [type, JSON.stringify(data), JSON.stringify(audience)],
          );
        })
        .catch((error: unknown) => log?.error({ err: error, type }, 'live event not published'));
    },

    async subscribe(subscriber, lastEventId) {
      // Held from now: whatever is heard while the catch-up is read is sent after it.
      const entry: Held = { subscriber, held: [] };
      subscribers.add(entry);
      try {
        const newest = await newestId();
        const result = await catchUp(lastEventId, subscriber, newest);
        const replayed = new Set(result.kind === 'replay' ? result.events.map((e) => e.id) : []);
        const last = Math.max(
          newest,
          ...(result.kind === 'replay' ? result.events.map((e) => Number(e.id.split('.')[1])) : []),
        );
        return {
          catchUp: result,
          lastId: `${epoch}.${last}`,
          start() {
            const held = entry.held ?? [];
            entry.held = null;
            for (const event of held) if (!replayed.has(event.id)) subscriber.send(event);
          },
          unsubscribe: () => subscribers.delete(entry),
        };
      } catch (error) {
        subscribers.delete(entry);
        throw error;
      }
    },

    disconnect(contactId) {
      for (const entry of [...subscribers]) {
        if (entry.subscriber.contactId === contactId) entry.subscriber.close();
      }
      bus
        .notify('leafbid_disconnect', contactId)
        .catch((error: unknown) =>
          log?.error({ err: error }, 'live events: could not end the streams on other replicas'),
        );
    },

    closeAll() {
      for (const entry of [...subscribers]) entry.subscriber.close();
    },

    async flush() {
      await publishing;
      await reading;
    },

    async close() {
      clearInterval(prune);
      await publishing;
    },

    get size() {
      return subscribers.size;
    },
  };
}
