export { bus } from './bus';
export type { LeafbidEventMap, LeafbidEvents } from './events';
export { connectCrossTab, relayAcrossTabs, CROSS_TAB_CHANNEL, CROSS_TAB_EVENTS } from './cross-tab';
