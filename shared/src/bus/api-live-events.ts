// The API's live events (GET /events; their names and data are the API's contract,
// LIVE_EVENT_SCHEMAS of @leafbid/domain) that the kernel's one stream passes on to the bus as they
// are (issue 17). The kernel keeps the connection, so it emits them; it does not need to know what
// they mean: a remote listens to the ones it cares about (e.g. with `invalidateOn`). Not passed
// on: the connection's own (ready, ping, resync → `live:resynced`) and the listing decisions,
// which the kernel turns into platform events of its own (`product:updated`, `listing:reviewed`).
import { LIVE_EVENT_TYPES, type LiveEventData, type LiveEventType } from '@leafbid/domain';

const NOT_PASSED_ON = ['ready', 'ping', 'resync', 'listing:published', 'listing:declined'] as const;

export type PassedOnLiveEventType = Exclude<LiveEventType, (typeof NOT_PASSED_ON)[number]>;

/** Each passed-on live event, as a bus event of the same name and data. */
export type PassedOnLiveEvents = { [K in PassedOnLiveEventType]: LiveEventData<K> };

export function isPassedOnLiveEvent(type: LiveEventType): type is PassedOnLiveEventType {
  return !(NOT_PASSED_ON as readonly LiveEventType[]).includes(type);
}

export const PASSED_ON_LIVE_EVENT_TYPES: readonly PassedOnLiveEventType[] =
  LIVE_EVENT_TYPES.filter(isPassedOnLiveEvent);
