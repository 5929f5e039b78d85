// Tabs of the same browser stay in step (issue 8, and 11's live updates): the bus events that
// change shared data travel to the other tabs over a BroadcastChannel and are emitted there too.
import { PASSED_ON_LIVE_EVENT_TYPES } from './api-live-events';
import { bus } from './bus';
import type { LeafbidEvents } from './events';

export const CROSS_TAB_CHANNEL = 'leafbid-bus';
/**
 * Events that change shared data, by name. Some are a remote's own (`product:submitted`,
 * `product:deleted`, `bid:*`: declared by the remotes that emit and hear them, issue 17), so the
 * kernel's build may not know their types: the relay carries a payload as it was sent.
 */
const SHARED_DATA_EVENTS = [
  'bid:created',
  'bid:updated',
  'bid:deleted',
  'product:submitted',
  'product:updated',
  'product:deleted',
  // Live updates (issue 11): one tab holds the connection, the others hear it through here.
  'product:published',
  'listing:reviewed',
  'live:resynced',
];
/** Those, and every live event the stream passes on. */
export const CROSS_TAB_EVENTS: readonly string[] = [
  ...new Set<string>([...SHARED_DATA_EVENTS, ...PASSED_ON_LIVE_EVENT_TYPES]),
];
type CrossTabEvent = keyof LeafbidEvents;

interface CrossTabMessage {
  type: CrossTabEvent;
  payload: LeafbidEvents[CrossTabEvent];
}

const isCrossTabMessage = (data: unknown): data is CrossTabMessage =>
  typeof data === 'object' &&
  data !== null &&
  CROSS_TAB_EVENTS.includes((data as { type?: unknown }).type as string);

/** Starts relaying; returns the stop. Without BroadcastChannel (old browsers, jsdom) it does nothing. */
export function connectCrossTab(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CROSS_TAB_CHANNEL);
  // An event that arrived from another tab is emitted here, and must not be sent back.
  let relaying = false;
  const senders = (CROSS_TAB_EVENTS as readonly CrossTabEvent[]).map((type) => {
    const send = (payload: LeafbidEvents[typeof type]): void => {
      if (!relaying) channel.postMessage({ type, payload } satisfies CrossTabMessage);
    };
    bus.on(type, send);
    return () => bus.off(type, send);
  });
  channel.onmessage = (event: MessageEvent) => {
    if (!isCrossTabMessage(event.data)) return;
    relaying = true;
    try {
      bus.emit(event.data.type, event.data.payload as never);
    } finally {
      relaying = false;
    }
  };
  return () => {
    for (const stop of senders) stop();
    channel.close();
  };
}
