// GET /operator/accounts: pages of contacts with their licence documents, and how many accounts
// are in each review state.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@leafbid/shared';
import type { AccountReviewState, OperatorAccount } from '@leafbid/domain';
import type { OperatorPage } from '../../../lib/operator-api';
import { OPERATOR_QUERY_ROOT, byCursor, pageOf, queryString } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';

export interface AccountsQuery {
  state?: AccountReviewState;
  q?: string;
  cursor?: string | null;
  limit?: number;
}

export interface AccountsPage extends OperatorPage<OperatorAccount> {
  counts: Partial<Record<AccountReviewState, number>>;
}

export async function getAccounts(query: AccountsQuery = {}): Promise<AccountsPage> {
  const body = await apiRequest(`/operator/accounts${queryString({ ...query })}`, {
    fallback: OPERATOR_MESSAGES.accountsFailed,
  });
  const counts = (body as { counts?: unknown }).counts;
  return {
    ...pageOf<OperatorAccount>(body),
    counts: counts && typeof counts === 'object' ? (counts as AccountsPage['counts']) : {},
  };
}

/**
 * Issue 20: GET /operator/exports/accounts.csv with the view's filters (the same parameters as the
 * list: review state, search).
 */
export const accountsExportPath = (state: AccountReviewState | '', search: string) =>
  `/operator/exports/accounts.csv${queryString({ state, q: search })}`;

/** Every view of the accounts (each review state, each search). */
export const accountsQueryKey = [...OPERATOR_QUERY_ROOT, 'accounts'] as const;

export const accountsQueryOptions = (state: AccountReviewState | '', search: string) =>
  infiniteQueryOptions({
    queryKey: [...accountsQueryKey, { state, search }] as const,
    queryFn: ({ pageParam }) =>
      getAccounts({
        ...(state ? { state } : {}),
        ...(search ? { q: search } : {}),
        cursor: pageParam,
      }),
    ...byCursor,
  });

/** The accounts in one review state (or all), searched (`search` already trimmed and settled). */
export const useAccounts = (state: AccountReviewState | '', search: string) =>
  useInfiniteQuery(accountsQueryOptions(state, search));
