// The in-process hub of live updates (issue 11): routes publish an event for an audience, every
// open GET /events stream whose contact belongs to that audience gets it. Recent events are kept
// for a while so a client that reconnects with its Last-Event-ID gets what it missed; one that
// asks for more than that (or for an id of an earlier process) is told to refetch (`resync`).
//
// This is the hub of one process (PGlite, `npm start`). API replicas on PostgreSQL use
// pg-event-hub.ts instead (issue 21), with the same interface (LiveHub): events are written to a
// table and their ids NOTIFYed, and each replica fans out what it hears to its own streams.
import { randomBytes } from 'node:crypto';
import type { LiveEventData, LiveEventType } from '@leafbid/domain';

/** Who receives an event: one contact, every Admin, or everyone signed in. */
export type Audience = { contactId: string } | { admins: true } | { everyone: true };

export interface LiveEvent<T extends LiveEventType = LiveEventType> {
  /** `<boot>.<sequence>`: unique for this process, increasing. */
  id: string;
  type: T;
  data: LiveEventData<T>;
  audience: Audience;
  at: number;
}

export interface Subscriber {
  contactId: string;
  isAdmin: boolean;
  /** Writes one event to the stream. */
  send(event: LiveEvent): void;
  /** Ends the stream (shutdown, suspension). */
  close(): void;
}

export type CatchUp =
  | { kind: 'none' }
  | { kind: 'replay'; events: LiveEvent[] }
  | { kind: 'resync'; reason: 'restart' | 'gap' };

export interface Subscription {
  /** What the stream must do first: nothing, replay these events, or ask for a refetch. */
  catchUp: CatchUp;
  /** The id of the newest event when the stream started: the id of its `ready`. */
  lastId: string;
  /**
   * Events that arrived while the catch-up was read are held until the stream has written its
   * catch-up and `ready`; start() sends them (those not replayed already) and goes live.
   */
  start(): void;
  unsubscribe(): void;
}

/** What GET /events and the routes that announce need of a hub, in one process or across replicas. */
export interface LiveHub {
  /** Fire and forget: runs after the change is committed; a failure is logged, never thrown. */
  publish<T extends LiveEventType>(type: T, data: LiveEventData<T>, audience: Audience): void;
  subscribe(subscriber: Subscriber, lastEventId?: string): Promise<Subscription>;
  /** Ends the open streams of one contact (its account was suspended), on every replica. */
  disconnect(contactId: string): void;
  /** Ends every open stream of this process (shutdown). */
  closeAll(): void;
  /** Waits for the publications in flight (shutdown, tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
  readonly size: number;
}

export interface EventHubOptions {
  /** How many recent events are kept for replay. */
  keep?: number;
  /** How long an event is kept for replay. */
  keepMs?: number;
  now?: () => number;
}

export function reaches(audience: Audience, subscriber: Pick<Subscriber, 'contactId' | 'isAdmin'>) {
  if ('everyone' in audience) return true;
  if ('admins' in audience) return subscriber.isAdmin;
  return audience.contactId === subscriber.contactId;
}

export function createEventHub({
  keep = 1000,
  keepMs = 15 * 60_000,
  now = Date.now,
}: EventHubOptions = {}): LiveHub {
  const boot = randomBytes(4).toString('hex');
  let sequence = 0;
  const recent: LiveEvent[] = [];
  const subscribers = new Set<Subscriber>();

  function prune(): void {
    const oldest = now() - keepMs;
    while (recent.length > keep || (recent[0] && recent[0].at < oldest)) recent.shift();
  }

  /** The events after `lastEventId` this subscriber may see, or why they cannot be replayed. */
  function catchUp(
    lastEventId: string | undefined,
    subscriber: Subscriber,
  ): Subscription['catchUp'] {
    if (!lastEventId) return { kind: 'none' };
    const [idBoot, idSequence] = lastEventId.split('.');
    const seen = Number(idSequence);
    if (idBoot !== boot || !Number.isSafeInteger(seen) || seen < 0 || seen > sequence) {
      return { kind: 'resync', reason: 'restart' };
    }
    prune();
    const firstKept = recent[0] ? Number(recent[0].id.split('.')[1]) : sequence + 1;
    // Events between the client's last one and the oldest kept are gone.
    if (seen + 1 < firstKept) return { kind: 'resync', reason: 'gap' };
    const events = recent.filter(
      (e) => Number(e.id.split('.')[1]) > seen && reaches(e.audience, subscriber),
    );
    return { kind: 'replay', events };
  }

  return {
    publish(type, data, audience) {
      sequence += 1;
      const event: LiveEvent = { id: `${boot}.${sequence}`, type, data, audience, at: now() };
      recent.push(event);
      prune();
      for (const subscriber of subscribers) {
        if (reaches(audience, subscriber)) subscriber.send(event);
      }
    },

    // Everything here is synchronous: nothing can arrive between the catch-up and going live.
    async subscribe(subscriber, lastEventId) {
      const result = catchUp(lastEventId, subscriber);
      subscribers.add(subscriber);
      return {
        catchUp: result,
        // The id of the newest event (`<boot>.0` before the first): where a new stream starts.
        lastId: `${boot}.${sequence}`,
        start: () => undefined,
        unsubscribe: () => subscribers.delete(subscriber),
      };
    },

    disconnect(contactId) {
      for (const subscriber of [...subscribers]) {
        if (subscriber.contactId === contactId) subscriber.close();
      }
    },

    flush: async () => undefined,
    close: async () => undefined,

    /** Ends every open stream (shutdown). */
    closeAll(): void {
      for (const subscriber of [...subscribers]) subscriber.close();
    },

    get size(): number {
      return subscribers.size;
    },
  };
}
