import { useEffect, useState } from 'react';
import { fetchOperatorAccounts, type AccountsPage } from '@leafbid/shared';
import {
  OPERATOR_MESSAGES,
  type AccountReviewState,
  type OperatorAccount,
} from '@leafbid/domain';
import { useLiveRefresh } from '../../../components/use-live-refresh';
import { usePagedList } from '../../../components/use-paged-list';

/** How long typing in the search waits before it asks the API. */
export const SEARCH_DELAY_MS = 300;

/** The accounts (GET /operator/accounts) in one review state (or all), searched. */
export function useAccounts(state: AccountReviewState | '', search: string) {
  const [query, setQuery] = useState(search.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const list = usePagedList<OperatorAccount, AccountsPage['counts']>(
    JSON.stringify([state, query]),
    async (cursor) => {
      const page = await fetchOperatorAccounts({
        ...(state ? { state } : {}),
        ...(query ? { q: query } : {}),
        cursor,
      });
      return { data: page.data, nextCursor: page.nextCursor, extra: page.counts };
    },
    OPERATOR_MESSAGES.accountsFailed,
  );
  useLiveRefresh(['operator:account-confirmed', 'live:resynced'], () =>
    list.reload({ quiet: true }),
  );
  return list;
}
