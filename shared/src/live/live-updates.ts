// Live updates in the browser (issue 11): GET /events (Server-Sent Events) → bus events. The host
// starts it once signed in and stops it on logout. One tab of the browser holds the connection
// (a Web Lock), its bus events reach the other tabs through the BroadcastChannel relay
// (bus/cross-tab.ts), so a browser with many tabs keeps one stream open, not one per tab — the
// API origin's six HTTP/1.1 connections stay free for its calls. Without Web Locks every tab
// connects. A lost connection is retried with backoff; what it missed is replayed by the API from
// the last event id, or, when it cannot be, the views refetch (`live:resynced`).
import { apiUrl } from '../api/api-request';
import { clearAccessToken, getAccessToken } from '../api/access-token';
import { isPassedOnLiveEvent, type PassedOnLiveEvents } from '../bus/api-live-events';
import { bus } from '../bus/bus';
import {
  LIVE_EVENT_TYPES,
  LIVE_HEARTBEAT_MS,
  parseLiveEvent,
  type LiveEventData,
  type LiveEventType,
} from '@leafbid/domain';

/** The part of EventSource this client uses (the browser's, or a fake in tests). */
export interface LiveEventSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}
export type LiveEventSourceFactory = (url: string) => LiveEventSource;

/** The part of the Web Locks API used to elect the one tab that connects. */
export interface LiveLocks {
  request(
    name: string,
    options: { signal: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>;
}

export interface LiveUpdatesOptions {
  /** Default: the browser's EventSource. */
  createEventSource?: LiveEventSourceFactory;
  /** Default: navigator.locks when the browser has it; null = every tab connects. */
  locks?: LiveLocks | null;
  /**
   * Gets or refreshes the access token of POST /token before each connection: the API sets it as
   * the HttpOnly media cookie the EventSource sends (issue 18: an EventSource cannot send headers,
   * and no token goes in the URL).
   */
  getToken?: () => Promise<string>;
  /** First retry delay; it doubles up to `maxRetryMs`, with jitter (default 1 s → 30 s). */
  initialRetryMs?: number;
  maxRetryMs?: number;
  random?: () => number;
  /** Tells what this client does (tests, debugging). */
  onStatus?: (status: LiveStatus) => void;
}

export type LiveStatus = 'waiting-for-lock' | 'connecting' | 'open' | 'retrying' | 'stopped';

/** Holds the lock for the live connection of this browser (one per signed-in user). */
export const LIVE_LOCK_NAME = 'leafbid-live-updates';

/**
 * The last event id, shared by the tabs (localStorage): the tab that takes the connection over
 * resumes where the previous one stopped. Older than the API keeps events, it is not used.
 */
export const LAST_EVENT_ID_KEY = 'leafbid.live.lastEventId';
const RESUMABLE_MS = 15 * 60_000;

function sharedStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function storedLastEventId(now: number): string | null {
  try {
    const stored = JSON.parse(sharedStorage()?.getItem(LAST_EVENT_ID_KEY) ?? 'null') as {
      id?: unknown;
      at?: unknown;
    } | null;
    if (
      typeof stored?.id === 'string' &&
      typeof stored.at === 'number' &&
      now - stored.at < RESUMABLE_MS
    )
      return stored.id;
  } catch {
    // unreadable: start without
  }
  return null;
}

function storeLastEventId(id: string, now: number): void {
  try {
    sharedStorage()?.setItem(LAST_EVENT_ID_KEY, JSON.stringify({ id, at: now }));
  } catch {
    // storage full or blocked: this tab still resumes from memory
  }
}

function defaultLocks(): LiveLocks | null {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator).locks;
  return locks ? (locks as unknown as LiveLocks) : null;
}

/** The browser's EventSource, with credentials: the API is on another origin of the same site. */
function defaultEventSource(url: string): LiveEventSource {
  return new EventSource(url, { withCredentials: true }) as unknown as LiveEventSource;
}

/** Emits the bus events of one live event. */
function toBus(type: LiveEventType, data: unknown): void {
  switch (type) {
    case 'listing:published':
    case 'listing:declined': {
      const { product } = data as LiveEventData<'listing:published'>;
      bus.emit('product:updated', { product });
      bus.emit('listing:reviewed', {
        product,
        decision: type === 'listing:published' ? 'published' : 'declined',
      });
      return;
    }
    case 'resync':
      bus.emit('live:resynced', undefined);
      return;
    default:
      // ready and ping are the connection's own; the API's other events go on as they are
      // (bus/api-live-events.ts): the remotes that care listen to them.
      if (isPassedOnLiveEvent(type)) bus.emit(type, data as PassedOnLiveEvents[typeof type]);
      return;
  }
}

/**
 * Starts live updates; returns the stop (closes the stream, cancels retries, releases the lock).
 */
export function startLiveUpdates(options: LiveUpdatesOptions = {}): (forget?: boolean) => void {
  // A runtime without EventSource (jsdom, very old browsers) gets no live updates: the views still
  // load and refetch as before.
  if (!options.createEventSource && typeof EventSource === 'undefined') return () => undefined;
  const createEventSource = options.createEventSource ?? defaultEventSource;
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const getToken = options.getToken ?? getAccessToken;
  const initialRetryMs = options.initialRetryMs ?? 1000;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  const random = options.random ?? Math.random;
  const report = options.onStatus ?? (() => undefined);

  let stopped = false;
  let source: LiveEventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let watchdog: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let heartbeatMs = LIVE_HEARTBEAT_MS;
  /** The id of the last event received: where the next connection resumes. */
  let lastEventId: string | null = null;
  /** Whether a connection has opened before (a later one without an id to resume from refetches). */
  let openedBefore = false;
  let releaseLock: (() => void) | null = null;
  const lockRequest = new AbortController();

  function clearTimers(): void {
    if (retryTimer) clearTimeout(retryTimer);
    if (watchdog) clearTimeout(watchdog);
    retryTimer = null;
    watchdog = null;
  }

  /** No message (not even a ping) for two heartbeats: the connection is dead, start again. */
  function armWatchdog(): void {
    if (watchdog) clearTimeout(watchdog);
    watchdog = setTimeout(() => fail(true), heartbeatMs * 2 + 5000);
  }

  function fail(wasOpen: boolean): void {
    source?.close();
    source = null;
    clearTimers();
    if (stopped) return;
    // Refused before it opened: the stored token may be one the API no longer accepts (restarted).
    if (!wasOpen) clearAccessToken();
    const delay = Math.min(maxRetryMs, initialRetryMs * 2 ** failures) * (0.5 + random() / 2);
    failures += 1;
    report('retrying');
    retryTimer = setTimeout(() => void connect(), delay);
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    report('connecting');
    try {
      // A fresh token means a fresh media cookie, which is what authenticates the stream.
      await getToken();
    } catch {
      fail(true);
      return;
    }
    if (stopped) return;
    const resumeFrom = lastEventId ?? storedLastEventId(Date.now());
    const url = apiUrl('/events', { lastEventId: resumeFrom });
    const current = createEventSource(url);
    source = current;
    let open = false;

    for (const type of LIVE_EVENT_TYPES) {
      current.addEventListener(type, (event) => {
        if (source !== current) return;
        const data = parseLiveEvent(type, event.data);
        if (!data) return;
        if (event.lastEventId && event.lastEventId !== lastEventId) {
          lastEventId = event.lastEventId;
          storeLastEventId(lastEventId, Date.now());
        }
        armWatchdog();
        if (type === 'ready') {
          open = true;
          failures = 0;
          heartbeatMs = (data as LiveEventData<'ready'>).heartbeatMs;
          report('open');
          // Reconnected with nothing to resume from: what happened meanwhile is unknown.
          if (openedBefore && !resumeFrom) bus.emit('live:resynced', undefined);
          openedBefore = true;
          return;
        }
        toBus(type, data);
      });
    }
    current.onerror = () => {
      if (source === current) fail(open);
    };
    armWatchdog();
  }

  const reconnectNow = (): void => {
    if (stopped || !retryTimer) return;
    clearTimers();
    void connect();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', reconnectNow);

  if (locks) {
    report('waiting-for-lock');
    locks
      .request(LIVE_LOCK_NAME, { signal: lockRequest.signal }, () => {
        if (stopped) return Promise.resolve();
        void connect();
        // Held until stopped (this tab closes or logs out); then the next tab takes over.
        return new Promise<void>((resolve) => (releaseLock = resolve));
      })
      .catch(() => undefined);
  } else {
    void connect();
  }

  /** Stops; `forget` (logout) also drops the shared last event id, so the next user starts afresh. */
  return (forget = true) => {
    if (stopped) return;
    stopped = true;
    if (forget) sharedStorage()?.removeItem(LAST_EVENT_ID_KEY);
    clearTimers();
    source?.close();
    source = null;
    lockRequest.abort();
    releaseLock?.();
    if (typeof window !== 'undefined') window.removeEventListener('online', reconnectNow);
    report('stopped');
  };
}
