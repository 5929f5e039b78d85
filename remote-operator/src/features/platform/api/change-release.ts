// Issue 37: the operator's release actions (Admin only, audited by the API): promote a release to
// stable, roll a remote back to its previous stable, end its canary. Each answers the whole view,
// which replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@leafbid/shared';
import type { PlatformResponse } from '@leafbid/domain/schemas';
import { enc } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';
import { platformOf, platformQueryKey } from './get-platform';

export type ReleaseChange =
  | { action: 'promote'; remote: string; release: string }
  | { action: 'rollback'; remote: string }
  | { action: 'end-canary'; remote: string };

export async function changeRelease(change: ReleaseChange): Promise<PlatformResponse> {
  const base = `/operator/platform/${enc(change.remote)}`;
  const fallback = OPERATOR_MESSAGES.platform.actionFailed;
  const body =
    change.action === 'promote'
      ? await apiRequest(`${base}/promote`, {
          method: 'POST',
          body: { release: change.release },
          fallback,
        })
      : change.action === 'rollback'
        ? await apiRequest(`${base}/rollback`, { method: 'POST', fallback })
        : await apiRequest(`${base}/canary`, { method: 'POST', body: { percent: 0 }, fallback });
  return platformOf(body);
}

export function useChangeRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeRelease,
    onSuccess: (view) => client.setQueryData(platformQueryKey, view),
  });
}
