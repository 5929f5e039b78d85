// POST /operator/accounts/{id}/verify | suspend {reason} | reinstate → the account as it is now
// (spec §6 "the operator may refuse, suspend or terminate access").
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import type { OperatorAccount } from '@leafbid/domain';
import { enc, replaceIn } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';
import { accountsQueryKey, type AccountsPage } from './get-accounts';

export type AccountAction = 'verify' | 'suspend' | 'reinstate';

async function reviewAccount(
  id: string,
  action: AccountAction,
  body?: unknown,
): Promise<OperatorAccount> {
  const answer = await apiRequest(`/operator/accounts/${enc(id)}/${action}`, {
    method: 'POST',
    ...(body === undefined ? {} : { body }),
    fallback: OPERATOR_MESSAGES.accountActionFailed,
  });
  return requireField<OperatorAccount>(answer, 'data');
}

export const verifyAccount = (id: string) => reviewAccount(id, 'verify');
export const suspendAccount = (id: string, reason: string) =>
  reviewAccount(id, 'suspend', { reason });
export const reinstateAccount = (id: string) => reviewAccount(id, 'reinstate');

export interface AccountReview {
  id: string;
  action: AccountAction;
  /** The suspension's reason, shown to the account. */
  reason?: string;
}

export function useReviewAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: AccountReview) =>
      action === 'verify'
        ? verifyAccount(id)
        : action === 'suspend'
          ? suspendAccount(id, reason ?? '')
          : reinstateAccount(id),
    onSuccess: (updated) => {
      client.setQueriesData<InfiniteData<AccountsPage, string | null>>(
        { queryKey: accountsQueryKey },
        (pages) => replaceIn(pages, updated),
      );
      // Out of its view's state now: the views are asked again (and their counts with them).
      void client.invalidateQueries({ queryKey: accountsQueryKey });
    },
  });
}
