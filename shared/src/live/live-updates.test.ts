import { act } from '@testing-library/react';
import { bus } from '../bus/bus';
import type { LeafbidEvents } from '../bus/events';
import { ACCESS_TOKEN_KEY } from '../api/access-token';
import { connectQueryBridge } from '../query/query-bridge';
import { createQueryClient } from '../query/query-client';
import {
  createFakeIdentity,
  installFakeApi,
  makeProduct,
  makeTask,
  resetStoresForTest,
  type FakeApi,
} from '../testing';
import {
  LAST_EVENT_ID_KEY,
  startLiveUpdates,
  type LiveEventSource,
  type LiveLocks,
  type LiveStatus,
} from './live-updates';

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeEventSource implements LiveEventSource {
  static all: FakeEventSource[] = [];
  static last(): FakeEventSource {
    const source = FakeEventSource.all.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }
  readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  get query(): URLSearchParams {
    return new URL(this.url).searchParams;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  /** The server sends one event (`data` as JSON unless a string is given). */
  send(type: string, data: unknown, id = ''): void {
    const event = {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      lastEventId: id,
    } as MessageEvent<string>;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  ready(id = 'b00t.1', heartbeatMs = 25_000): void {
    this.send('ready', { heartbeatMs }, id);
  }
  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

/** Web Locks, in memory: one holder per name, the others queue (aborting leaves the queue). */
function fakeLocks(): LiveLocks {
  const queues = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  return {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held.add(name);
          void callback().then(() => {
            held.delete(name);
            resolve(undefined);
            queues.get(name)?.shift()?.();
          });
        };
        if (!held.has(name)) return run();
        const queue = queues.get(name) ?? [];
        queue.push(run);
        queues.set(name, queue);
        signal.addEventListener('abort', () => {
          const index = queue.indexOf(run);
          if (index !== -1) queue.splice(index, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
}

let api: FakeApi;
let stops: Array<() => void> = [];
let tokens = 0;
const statuses: LiveStatus[] = [];

function start(options: Parameters<typeof startLiveUpdates>[0] = {}) {
  const stop = startLiveUpdates({
    createEventSource: (url) => new FakeEventSource(url),
    locks: null,
    getToken: async () => `token-${++tokens}`,
    random: () => 1,
    onStatus: (status) => statuses.push(status),
    ...options,
  });
  stops.push(stop);
  return stop;
}

/** Lets the token promise and the connect that follows it run. */
const flush = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });

function heard<K extends keyof LeafbidEvents>(type: K): Array<LeafbidEvents[K]> {
  const events: Array<LeafbidEvents[K]> = [];
  const listener = (event: LeafbidEvents[K]) => events.push(event);
  bus.on(type, listener);
  cleanups.push(() => bus.off(type, listener));
  return events;
}
/** A remote's event the kernel passes on under the API's name without declaring it (`bid:updated`). */
function heardAsIs(type: string): unknown[] {
  const events: unknown[] = [];
  const listener = (name: string, event: unknown) => {
    if (name === type) events.push(event);
  };
  bus.on('*', listener);
  cleanups.push(() => bus.off('*', listener));
  return events;
}
let cleanups: Array<() => void> = [];

beforeEach(() => {
  resetStoresForTest();
  localStorage.clear();
  createFakeIdentity();
  api = installFakeApi({
    'GET /tasks': { data: [] },
    'GET /products': { products: [], nextCursor: null, total: 0 },
  });
  FakeEventSource.all = [];
  tokens = 0;
  statuses.length = 0;
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  api.restore();
  jest.useRealTimers();
});

describe('live updates (issue 11): GET /events → bus events', () => {
  it('gets a fresh token (the media cookie) first, then connects to /events with no token in the URL (issue 18)', async () => {
    start();
    await flush();
    expect(tokens).toBe(1);
    const source = FakeEventSource.last();
    expect(source.url).toBe('http://api.leafbid.test/events');
    expect(source.url).not.toMatch(/access_token|token-1/);
    expect(source.query.has('lastEventId')).toBe(false);
    source.ready();
    expect(statuses.at(-1)).toBe('open');
  });

  it("the browser's EventSource is opened with credentials, so it sends the API's media cookie", async () => {
    const opened: Array<{ url: string; init?: EventSourceInit }> = [];
    const previous = (globalThis as { EventSource?: unknown }).EventSource;
    (globalThis as { EventSource?: unknown }).EventSource = class {
      onerror = null;
      constructor(url: string, init?: EventSourceInit) {
        opened.push({ url, init });
      }
      addEventListener() {}
      close() {}
    };
    try {
      start({ createEventSource: undefined });
      await flush();
      expect(opened).toEqual([
        { url: 'http://api.leafbid.test/events', init: { withCredentials: true } },
      ]);
    } finally {
      (globalThis as { EventSource?: unknown }).EventSource = previous;
    }
  });

  it("a buyer's bid approved by the operator is passed on as the orders remote's bid:updated", async () => {
    const task = makeTask({ id: 't_1', Status: 'Pending' });
    const updates = heardAsIs('bid:updated');
    start();
    await flush();
    const source = FakeEventSource.last();
    source.ready();
    act(() => source.send('bid:updated', { task: { ...task, Status: 'Approved' } }, 'b00t.2'));
    expect(updates).toEqual([{ task: { ...task, Status: 'Approved' } }]);
  });

  it("a seller's listing published or declined updates its product and says so (listing:reviewed)", async () => {
    const product = makeProduct({ id: 'p_9', Product_Active: false, Request_pending: true });
    const updated = heard('product:updated');
    const reviewed = heard('listing:reviewed');
    start();
    await flush();
    const source = FakeEventSource.last();
    source.ready();
    const declined = { ...product, Request_pending: false, Review_Note: 'Blurry photos' };
    act(() => source.send('listing:declined', { product: declined }, 'b00t.3'));
    expect(reviewed).toEqual([{ product: declined, decision: 'declined' }]);
    expect(updated).toEqual([{ product: declined }]);
    act(() =>
      source.send('listing:published', { product: { ...product, Product_Active: true } }, 'b00t.4'),
    );
    expect(reviewed[1]?.decision).toBe('published');
    expect(updated[1]?.product.Product_Active).toBe(true);
  });

  it("the API's other live events (a published product, the events to Admins) go on to the bus under their own names and data", async () => {
    const published = heard('product:published');
    const listings = heard('operator:listing-requested');
    const bids = heard('operator:bid-created');
    const accounts = heard('operator:account-confirmed');
    start();
    await flush();
    const source = FakeEventSource.last();
    source.ready();
    const card = makeProduct({ id: 'p_new' });
    source.send('product:published', { product: card }, 'b00t.5');
    source.send(
      'operator:listing-requested',
      { product: { id: 'p_1', Product_Name: 'Kief' } },
      'b00t.6',
    );
    source.send(
      'operator:bid-created',
      { bid: { id: 't_1', Subject: 'Purchase request: Kief' } },
      'b00t.7',
    );
    source.send(
      'operator:account-confirmed',
      { contact: { id: 'c_2', Full_Name: 'Nina Roy' } },
      'b00t.8',
    );
    expect(published).toEqual([{ product: card }]);
    expect(listings[0]?.product.id).toBe('p_1');
    expect(bids[0]?.bid.id).toBe('t_1');
    expect(accounts[0]?.contact.id).toBe('c_2');
  });

  it('ignores a message that is not of its event’s shape', async () => {
    const updates = heardAsIs('bid:updated');
    start();
    await flush();
    const source = FakeEventSource.last();
    source.ready();
    source.send('bid:updated', '{not json');
    source.send('bid:updated', { task: { id: 't_1', Status: 'Done' } });
    expect(updates).toEqual([]);
  });

  it('reconnects with backoff after a failure and resumes from the last event id', async () => {
    jest.useFakeTimers();
    start({ initialRetryMs: 1000 });
    await flush();
    const first = FakeEventSource.last();
    first.ready('b00t.1');
    first.send('bid:updated', { task: makeTask({ id: 't_1' }) }, 'b00t.7');
    first.fail();
    expect(first.closed).toBe(true);
    expect(statuses.at(-1)).toBe('retrying');
    await act(async () => jest.advanceTimersByTime(999));
    expect(FakeEventSource.all).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    await flush();
    const second = FakeEventSource.last();
    expect(second).not.toBe(first);
    expect(second.query.get('lastEventId')).toBe('b00t.7');
    expect(JSON.parse(localStorage.getItem(LAST_EVENT_ID_KEY)!).id).toBe('b00t.7');
  });

  it('doubles the delay while connections fail before opening, and drops the stored token then', async () => {
    jest.useFakeTimers();
    sessionStorage.setItem(ACCESS_TOKEN_KEY, 'stale');
    start({ initialRetryMs: 1000 });
    await flush();
    FakeEventSource.last().fail();
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    await act(async () => jest.advanceTimersByTime(1000));
    await flush();
    expect(FakeEventSource.all).toHaveLength(2);
    FakeEventSource.last().fail();
    await act(async () => jest.advanceTimersByTime(1999));
    expect(FakeEventSource.all).toHaveLength(2);
    await act(async () => jest.advanceTimersByTime(1));
    await flush();
    expect(FakeEventSource.all).toHaveLength(3);
    // Open again: the next failure starts from the first delay.
    FakeEventSource.last().ready();
    FakeEventSource.last().fail();
    await act(async () => jest.advanceTimersByTime(1000));
    await flush();
    expect(FakeEventSource.all).toHaveLength(4);
  });

  it("a resync from the API marks every query stale (live:resynced, the kernel's query bridge)", async () => {
    const client = createQueryClient();
    client.setQueryData(['tasks', 'c_1'], []);
    const stopBridge = connectQueryBridge(client);
    const resynced = heard('live:resynced');
    start();
    await flush();
    const source = FakeEventSource.last();
    await act(async () => {
      source.send('resync', { reason: 'restart' });
      source.ready('b00t.0');
    });
    expect(resynced).toHaveLength(1);
    expect(client.getQueryState(['tasks', 'c_1'])?.isInvalidated).toBe(true);
    stopBridge();
  });

  it('after an open connection, a reconnect with no id to resume from refetches', async () => {
    jest.useFakeTimers();
    const resynced = heard('live:resynced');
    start({ initialRetryMs: 10 });
    await flush();
    const first = FakeEventSource.last();
    first.send('ready', { heartbeatMs: 25_000 }); // no id
    first.fail();
    await act(async () => jest.advanceTimersByTime(10));
    await flush();
    expect(resynced).toHaveLength(0);
    FakeEventSource.last().send('ready', { heartbeatMs: 25_000 });
    expect(resynced).toHaveLength(1);
  });

  it('reconnects when nothing, not even a heartbeat, arrives for two heartbeats', async () => {
    jest.useFakeTimers();
    start({ initialRetryMs: 10 });
    await flush();
    const first = FakeEventSource.last();
    first.ready('b00t.1', 1000);
    await act(async () => jest.advanceTimersByTime(6000));
    first.send('ping', {});
    await act(async () => jest.advanceTimersByTime(6000));
    expect(first.closed).toBe(false);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(first.closed).toBe(true);
    await act(async () => jest.advanceTimersByTime(10));
    await flush();
    expect(FakeEventSource.all).toHaveLength(2);
  });

  it('stop closes the stream, cancels a retry and forgets the last event id', async () => {
    jest.useFakeTimers();
    const stop = start({ initialRetryMs: 10 });
    await flush();
    const source = FakeEventSource.last();
    source.ready('b00t.3');
    source.fail();
    stop();
    await act(async () => jest.advanceTimersByTime(1000));
    expect(FakeEventSource.all).toHaveLength(1);
    expect(localStorage.getItem(LAST_EVENT_ID_KEY)).toBeNull();
    expect(statuses.at(-1)).toBe('stopped');
  });

  it('one tab of the browser connects; when it stops, the next takes over where it left off', async () => {
    const locks = fakeLocks();
    const stopFirst = start({ locks });
    start({ locks });
    await flush();
    expect(FakeEventSource.all).toHaveLength(1);
    FakeEventSource.last().ready('b00t.4');
    stopFirst(false);
    await flush();
    await flush();
    expect(FakeEventSource.all).toHaveLength(2);
    expect(FakeEventSource.last().query.get('lastEventId')).toBe('b00t.4');
  });
});
