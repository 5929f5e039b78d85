// PUT /operator/bids/{id}/status {Status} → the bid, one step further (Not Started → Pending →
// Approved → Completed); its buyer sees it live.
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import type { OperatorBid, TaskStatus } from '@leafbid/domain';
import { enc, replaceIn, type OperatorPage } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';
import { bidsQueryKey } from './get-bids';

export async function moveBid(taskId: string, status: TaskStatus): Promise<OperatorBid> {
  const body = await apiRequest(`/operator/bids/${enc(taskId)}/status`, {
    method: 'PUT',
    body: { Status: status },
    fallback: OPERATOR_MESSAGES.moveFailed,
  });
  return requireField<OperatorBid>(body, 'data');
}

export function useMoveBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, status }: { taskId: string; status: TaskStatus }) =>
      moveBid(taskId, status),
    // The answer is the bid as it is now: every loaded page of the board shows it at once.
    onSuccess: (moved) => {
      client.setQueriesData<InfiniteData<OperatorPage<OperatorBid>, string | null>>(
        { queryKey: [...bidsQueryKey, 'list'] },
        (pages) => replaceIn(pages, moved),
      );
      // Issue 35: an approval takes grams from the listing: its other bids' grams left change.
      if (moved.Status === 'Approved') void client.invalidateQueries({ queryKey: bidsQueryKey });
    },
    // Refused (moved by someone else, deleted by the buyer): show the bids as they are.
    onError: () => void client.invalidateQueries({ queryKey: bidsQueryKey }),
  });
}
