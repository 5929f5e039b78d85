// Tabs of the same browser stay in step (issue 8, and 11's live updates): the bus events that
// change shared data travel to the other tabs over a BroadcastChannel and are emitted there too.
// The kernel names its own events here; a remote adds the events it owns with `relayAcrossTabs`
// (issue 17: the kernel knows no remote's events), next to the code that emits or hears them.
import { PASSED_ON_LIVE_EVENT_TYPES } from './api-live-events';
import { bus } from './bus';
import type { LeafbidEvents } from './events';

export const CROSS_TAB_CHANNEL = 'leafbid-bus';
/**
 * The kernel's own events that travel to the other tabs: live updates (issue 11) — one tab holds
 * the connection, the others hear it through here — including every API event the stream passes on.
 */
export const CROSS_TAB_EVENTS: readonly (keyof LeafbidEvents)[] = [
  ...new Set<keyof LeafbidEvents>([
    'product:updated',
    'product:published',
    'listing:reviewed',
    'live:resynced',
    ...PASSED_ON_LIVE_EVENT_TYPES,
  ]),
];

type EventName = keyof LeafbidEvents;

/** Every event relayed: the kernel's and the ones remotes (and the live stream) added. */
const relayed = new Set<string>(CROSS_TAB_EVENTS);

/**
 * Relays `events` across tabs too (idempotent; two remotes may name the same event). Call it where
 * the event is declared. The tab that emits and the tab that hears must both have named it: a tab
 * whose code never named an event has nobody hearing it either.
 */
export function relayAcrossTabs(events: readonly EventName[]): void {
  for (const event of events) relayed.add(event);
}

interface CrossTabMessage {
  type: string;
  payload: unknown;
}

const isCrossTabMessage = (data: unknown): data is CrossTabMessage =>
  typeof data === 'object' &&
  data !== null &&
  relayed.has((data as { type?: unknown }).type as string);

/** Starts relaying; returns the stop. Without BroadcastChannel (old browsers, jsdom) it does nothing. */
export function connectCrossTab(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CROSS_TAB_CHANNEL);
  // An event that arrived from another tab is emitted here, and must not be sent back.
  let relaying = false;
  // Every event, so a remote that names its events after the relay started is relayed too.
  const send = (type: EventName, payload: unknown): void => {
    if (!relaying && relayed.has(type))
      channel.postMessage({ type, payload } satisfies CrossTabMessage);
  };
  bus.on('*', send);
  channel.onmessage = (event: MessageEvent) => {
    if (!isCrossTabMessage(event.data)) return;
    relaying = true;
    try {
      bus.emit(event.data.type as EventName, event.data.payload as never);
    } finally {
      relaying = false;
    }
  };
  return () => {
    bus.off('*', send);
    channel.close();
  };
}
