// The in-process hub of live updates (issue 11): routes publish an event for an audience, every
// open GET /events stream whose contact belongs to that audience gets it. Recent events are kept
// for a while so a client that reconnects with its Last-Event-ID gets what it missed; one that
// asks for more than that (or for an id of an earlier process) is told to refetch (`resync`).
//
// One process, one hub. Several API replicas would share events through PostgreSQL
// LISTEN/NOTIFY (docs/api.md "Live updates"): each replica publishes with NOTIFY and fans out
// what it hears to its own streams.
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

export interface Subscription {
  /** What the stream must do first: nothing, replay these events, or ask for a refetch. */
  catchUp:
    | { kind: 'none' }
    | { kind: 'replay'; events: LiveEvent[] }
    | { kind: 'resync'; reason: 'restart' | 'gap' };
  unsubscribe(): void;
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
}: EventHubOptions = {}) {
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
    publish<T extends LiveEventType>(
      type: T,
      data: LiveEventData<T>,
      audience: Audience,
    ): LiveEvent<T> {
      sequence += 1;
      const event: LiveEvent<T> = { id: `${boot}.${sequence}`, type, data, audience, at: now() };
      recent.push(event as LiveEvent);
      prune();
      for (const subscriber of subscribers) {
        if (reaches(audience, subscriber)) subscriber.send(event as LiveEvent);
      }
      return event;
    },

    subscribe(subscriber: Subscriber, lastEventId?: string): Subscription {
      const result = catchUp(lastEventId, subscriber);
      subscribers.add(subscriber);
      return { catchUp: result, unsubscribe: () => subscribers.delete(subscriber) };
    },

    /** The id of the newest event (`<boot>.0` before the first): where a new stream starts. */
    lastId(): string {
      return `${boot}.${sequence}`;
    },

    /** Ends the open streams of one contact (its account was suspended). */
    disconnect(contactId: string): number {
      const theirs = [...subscribers].filter((s) => s.contactId === contactId);
      for (const subscriber of theirs) subscriber.close();
      return theirs.length;
    },

    /** Ends every open stream (shutdown). */
    closeAll(): void {
      for (const subscriber of [...subscribers]) subscriber.close();
    },

    get size(): number {
      return subscribers.size;
    },
  };
}

export type EventHub = ReturnType<typeof createEventHub>;
