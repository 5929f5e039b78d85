export { bus } from './bus';
export type { LeafbidEvents } from './events';
