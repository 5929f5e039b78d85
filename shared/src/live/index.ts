export {
  startLiveUpdates,
  LIVE_LOCK_NAME,
  LAST_EVENT_ID_KEY,
  type LiveEventSource,
  type LiveEventSourceFactory,
  type LiveLocks,
  type LiveStatus,
  type LiveUpdatesOptions,
} from './live-updates';
