// Issue 35: the Orders screen's address says which tab is open and which bid a notification is
// about: /orders?tab=approved&bid=<task id> (the API's notification links; docs/api.md
// "Notifications"). The screen reads both here, and a tab chosen by the user is written back.
import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Task } from '@leafbid/domain';

export const ORDERS_TABS = ['pending', 'approved'] as const;
export type OrdersTab = (typeof ORDERS_TABS)[number];
const DEFAULT_TAB: OrdersTab = 'pending';

const isOrdersTab = (value: string | null): value is OrdersTab =>
  (ORDERS_TABS as readonly (string | null)[]).includes(value);

export interface OrdersLocation {
  /** The open tab. */
  tab: OrdersTab;
  /** The bid the address names, when it is one of the buyer's (null otherwise). */
  targetId: string | null;
  /** The address names a bid the buyer's orders no longer hold (deleted, or not theirs). */
  targetMissing: boolean;
  /** The user chose a tab: the address follows (and no longer points at a bid). */
  chooseTab(tab: string): void;
}

/**
 * The tab and the target bid from the address. A named bid wins over a named tab: it opens the
 * tab that lists the bid now (a countered bid approved since is on Approved). Until the orders
 * have loaded (`loaded` false) the named tab shows and nothing is said missing.
 */
export function useOrdersLocation(
  groups: Record<OrdersTab, readonly Pick<Task, 'id'>[]>,
  loaded: boolean,
): OrdersLocation {
  const [params, setParams] = useSearchParams();
  // The router moves in a transition: the tab a user chose shows at once, while the address it
  // was chosen on is still the current one; once the router has moved (to that tab, or anywhere
  // else, e.g. a notification's link), the address alone decides.
  const { key } = useLocation();
  const [chosen, setChosen] = useState<{ tab: OrdersTab; on: string } | null>(null);
  const named = params.get('tab');
  const bid = params.get('bid')?.trim() || null;
  const bidTab = bid ? ORDERS_TABS.find((tab) => groups[tab].some((t) => t.id === bid)) : undefined;
  const chooseTab = useCallback(
    (next: string) => {
      if (!isOrdersTab(next)) return;
      setChosen({ tab: next, on: key });
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('bid');
          if (next === DEFAULT_TAB) updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, key],
  );
  if (chosen && chosen.on === key) {
    return { tab: chosen.tab, targetId: null, targetMissing: false, chooseTab };
  }
  return {
    tab: bidTab ?? (isOrdersTab(named) ? named : DEFAULT_TAB),
    targetId: bidTab ? bid : null,
    targetMissing: loaded && bid !== null && bidTab === undefined,
    chooseTab,
  };
}
