// Issue 20: the trade desk follows the live stream. A counter changed (the operator relayed or
// withdrew it, the buyer answered), a bid arrived or was answered on one of the seller's listings
// (the seller's notifications say so: the bids themselves go to their buyers only), or a listing
// changed: the demand and any open bids list are refetched. A gap in the stream is the kernel's
// half (`live:resynced` marks every query stale).
import type { QueryClient } from '@tanstack/react-query';
import { bus, invalidateOn } from '@leafbid/shared';
import type { NotificationKind } from '@leafbid/domain';
import { tradeDeskQueryKey } from './trade-desk';

/** The seller's notifications that say a listing's bids changed. */
const BID_NOTIFICATIONS: readonly NotificationKind[] = ['bid_received', 'counter_answered'];

const connected = new WeakSet<QueryClient>();

/** Keeps `client`'s demand and bids live; once per client, for its lifetime. */
export function connectTradeDeskLiveUpdates(client: QueryClient): void {
  if (connected.has(client)) return;
  connected.add(client);
  invalidateOn(
    [
      'counter:updated',
      'listing:reviewed',
      'product:published',
      'product:submitted',
      'product:deleted',
    ],
    tradeDeskQueryKey,
    client,
  );
  bus.on('notification:created', ({ notification }) => {
    if ((BID_NOTIFICATIONS as readonly string[]).includes(notification.kind))
      void client.invalidateQueries({ queryKey: tradeDeskQueryKey });
  });
}
