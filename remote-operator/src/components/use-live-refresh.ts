import { useEffect, useRef } from 'react';
import { bus, type LeafbidEvents } from '@leafbid/shared';

/**
 * Live updates (issue 11): runs `refresh` when any of these bus events arrives (the operator events
 * the API pushes to Admins, and `live:resynced` after a gap in the stream).
 */
export function useLiveRefresh(events: ReadonlyArray<keyof LeafbidEvents>, refresh: () => void) {
  const latest = useRef(refresh);
  latest.current = refresh;
  const names = events.join(' ');
  useEffect(() => {
    const handler = () => latest.current();
    const types = names.split(' ') as Array<keyof LeafbidEvents>;
    for (const type of types) bus.on(type, handler);
    return () => {
      for (const type of types) bus.off(type, handler);
    };
  }, [names]);
}
