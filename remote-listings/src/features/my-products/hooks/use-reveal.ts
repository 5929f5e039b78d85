// Issue 35: the listing a notification opened (/listings?product=<id>) is brought into view and
// given the focus, once, when it shows (a screen reader then reads it; the keyboard goes on there).
import { useEffect, useRef } from 'react';

/** A ref for the element to reveal while `active`: scrolled to the middle of the view, focused. */
export function useReveal<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    // jsdom has no scrollIntoView; browsers scroll, and the focus does not scroll it again.
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [active]);
  return ref;
}
