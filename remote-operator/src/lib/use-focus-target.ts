// Issue 35: a notification opens the console on its item — /operator/bids?bid=<id>,
// /operator/accounts?account=<id>, /operator?listing=<id>, /operator/counters?counter=<id> (the
// API's notification links). The page reads the item's id from the address (FocusTargets) and the
// tab's list brings it into view: it loads further pages while the item is not among those loaded,
// marks it, scrolls to it and focuses it once.
import { useEffect, useRef } from 'react';

/** The item each tab's address may name (`?bid=`, `?account=`, `?listing=`, `?counter=`). */
export const FOCUS_PARAMS = {
  listings: 'listing',
  bids: 'bid',
  accounts: 'account',
  counters: 'counter',
  // Issue 37: a remote's releases (a canary rolled back automatically).
  platform: 'remote',
} as const;
export type FocusTargets = Partial<Record<keyof typeof FOCUS_PARAMS, string>>;

/** The ids the address names, by tab (empty and blank values name nothing). */
export function focusTargetsOf(search: string): FocusTargets {
  const params = new URLSearchParams(search);
  const targets: FocusTargets = {};
  for (const [tab, param] of Object.entries(FOCUS_PARAMS) as [keyof FocusTargets, string][]) {
    const id = params.get(param)?.trim();
    if (id) targets[tab] = id;
  }
  return targets;
}

/** At most this many pages are loaded looking for the item (then it is said to be missing). */
const MAX_PAGES = 10;

export interface FocusList {
  ids: readonly string[];
  /** The list has loaded (not loading, not failed). */
  loaded: boolean;
  pages?: number;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

/**
 * Where the list stands with the item `targetId` names: `found` when it is among the loaded ones,
 * `missing` when the list has loaded all it will and the item is not there (reviewed since, or
 * gone), else `looking` (null when no item is named).
 */
export function useFocusTarget(
  targetId: string | null | undefined,
  list: FocusList,
): 'found' | 'looking' | 'missing' | null {
  const found = !!targetId && list.ids.includes(targetId);
  const canLoadMore = !!list.hasNextPage && (list.pages ?? 1) < MAX_PAGES;
  const { fetchNextPage, isFetchingNextPage, loaded } = list;
  useEffect(() => {
    if (targetId && loaded && !found && canLoadMore && !isFetchingNextPage) void fetchNextPage?.();
  }, [targetId, loaded, found, canLoadMore, isFetchingNextPage, fetchNextPage]);
  if (!targetId) return null;
  if (found) return 'found';
  return loaded && !canLoadMore ? 'missing' : 'looking';
}

/** A ref for the item to reveal while `active`: scrolled to the middle of the view and focused. */
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

/** The props that mark the revealed item for everyone: focusable, described by its label. */
export const revealedProps = (active: boolean, labelId: string) =>
  active ? { tabIndex: -1, 'aria-describedby': labelId } : {};
