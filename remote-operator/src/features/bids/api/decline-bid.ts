// POST /operator/bids/{id}/decline {reason} (issue 35) → the bid, Declined; its buyer is told with
// the reason, and the grams it held go back to its listing (every loaded page is refetched, so the
// listing's other bids show the grams left).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requireField } from '@leafbid/shared';
import type { OperatorBid } from '@leafbid/domain';
import { enc } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';
import { bidsQueryKey } from './get-bids';

export async function declineBid(taskId: string, reason: string): Promise<OperatorBid> {
  const body = await apiRequest(`/operator/bids/${enc(taskId)}/decline`, {
    method: 'POST',
    body: { reason },
    fallback: OPERATOR_MESSAGES.declineBidFailed,
  });
  return requireField<OperatorBid>(body, 'data');
}

export function useDeclineBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, reason }: { taskId: string; reason: string }) =>
      declineBid(taskId, reason),
    onSettled: () => void client.invalidateQueries({ queryKey: bidsQueryKey }),
  });
}
