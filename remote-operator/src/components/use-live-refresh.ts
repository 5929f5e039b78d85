import { useEffect, useEffectEvent } from 'react';
import { bus, type LeafbidEvents } from '@leafbid/shared';

/**
 * Live updates (issue 11): runs `refresh` when any of these bus events arrives (the operator events
 * the API pushes to Admins, and `live:resynced` after a gap in the stream).
 */
export function useLiveRefresh(events: ReadonlyArray<keyof LeafbidEvents>, refresh: () => void) {
  // An Effect Event: the handler always calls the latest `refresh` without resubscribing.
  const onEvent = useEffectEvent(() => refresh());
  const names = events.join(' ');
  useEffect(() => {
    const handler = () => onEvent();
    const types = names.split(' ') as Array<keyof LeafbidEvents>;
    for (const type of types) bus.on(type, handler);
    return () => {
      for (const type of types) bus.off(type, handler);
    };
  }, [names]);
}
