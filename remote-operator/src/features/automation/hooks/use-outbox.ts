import { fetchOutbox, type OutboxPage } from '@leafbid/shared';
import {
  OPERATOR_MESSAGES,
  type OutboxKind,
  type OutboxRow,
  type OutboxStatus,
} from '@leafbid/domain';
import { useLiveRefresh } from '../../../components/use-live-refresh';
import { usePagedList } from '../../../components/use-paged-list';

export interface OutboxFilters {
  status: OutboxStatus | '';
  kind: OutboxKind | '';
}

/** The outbox (GET /operator/outbox) for the chosen filters, with the count of each status and kind. */
export function useOutbox(filters: OutboxFilters) {
  const list = usePagedList<OutboxRow, OutboxPage['counts']>(
    JSON.stringify(filters),
    async (cursor) => {
      const page = await fetchOutbox({
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.kind ? { kind: filters.kind } : {}),
        cursor,
      });
      return { data: page.data, nextCursor: page.nextCursor, extra: page.counts };
    },
    OPERATOR_MESSAGES.outboxFailed,
  );
  // A new bid or confirmation writes webhook rows too.
  useLiveRefresh(['operator:bid-created', 'operator:listing-requested', 'live:resynced'], () =>
    list.reload({ quiet: true }),
  );
  return list;
}
