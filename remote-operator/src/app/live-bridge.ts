// The operator's half of the bridge from live events to the query cache (issue 17). The API pushes
// Admins an event when a listing awaits review, a buyer bids or an account confirms its documents,
// and (issue 20) when a counter-offer is proposed, relayed, withdrawn or answered (docs/api.md
// "Live updates"); the kernel's one stream passes them on to the bus under their own
// names, and here each marks stale the lists it changes, so the open tab refetches without a
// reload. After a gap in the stream the kernel's half marks every query stale (`live:resynced`).
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bus, invalidateOn, type LeafbidEvents } from '@leafbid/shared';
import { accountsQueryKey } from '../features/accounts';
import { auditQueryKey } from '../features/audit';
import { outboxQueryKey } from '../features/automation';
import { bidsQueryKey } from '../features/bids';
import { countersQueryKey } from '../features/counters';
import { reviewListingsQueryKey } from '../features/listings-review';
import { platformQueryKey } from '../features/platform';

/**
 * Issue 37: the API switched a failing canary off and told the Admins (notification
 * release_rolled_back): the Platform view and the audit trail are stale.
 */
function onCanaryRolledBack(client: QueryClient): () => void {
  const handler = ({ notification }: LeafbidEvents['notification:created']) => {
    if (notification?.kind !== 'release_rolled_back') return;
    void client.invalidateQueries({ queryKey: platformQueryKey });
    void client.invalidateQueries({ queryKey: auditQueryKey });
  };
  bus.on('notification:created', handler);
  return () => bus.off('notification:created', handler);
}

/** Starts the operator's half of the bridge on `client`; returns the function that stops it. */
export function connectOperatorLiveBridge(client: QueryClient): () => void {
  const stops = [
    invalidateOn(['operator:listing-requested'], reviewListingsQueryKey, client),
    // The board and its products filter (a new bid may add a product, and counts it).
    invalidateOn(['operator:bid-created'], bidsQueryKey, client),
    invalidateOn(['operator:account-confirmed'], accountsQueryKey, client),
    // A new bid writes a webhook row (purchase_request), and a listing's request may too.
    invalidateOn(['operator:bid-created', 'operator:listing-requested'], outboxQueryKey, client),
    // Issue 20: a counter-offer's step changes the counters, records an audit entry, writes a
    // webhook row (counter_offer), and an accepted one gives its bid new terms.
    invalidateOn(['counter:updated'], countersQueryKey, client),
    invalidateOn(['counter:updated'], auditQueryKey, client),
    invalidateOn(['counter:updated'], outboxQueryKey, client),
    invalidateOn(['counter:updated'], bidsQueryKey, client),
    onCanaryRolledBack(client),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** Keeps the bridge connected to the page's query client while the console is shown. */
export function useOperatorLiveBridge(enabled = true): void {
  const client = useQueryClient();
  useEffect(() => (enabled ? connectOperatorLiveBridge(client) : undefined), [client, enabled]);
}
