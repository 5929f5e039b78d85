import mitt, { type Emitter } from 'mitt';
import type { LeafbidEvents } from './events';

/**
 * The one event bus. Remotes never import each other; they talk through the stores and this bus.
 * It is a singleton because @leafbid/shared is a federation singleton.
 */
export const bus: Emitter<LeafbidEvents> = mitt<LeafbidEvents>();
