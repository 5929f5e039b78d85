// Issue 37: GET /operator/platform — each remote's stable and canary releases, every release with
// its kernel range and health (tab sessions, failures), the recent history, and the automatic
// rollback's settings. The answer is checked against the API's own schema.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@leafbid/shared';
import { platformResponseSchema, type PlatformResponse } from '@leafbid/domain/schemas';
import { OPERATOR_QUERY_ROOT } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';

export const platformQueryKey = [...OPERATOR_QUERY_ROOT, 'platform'] as const;

/** An answer the console can show, or the tab's failure text (an API of another shape). */
export function platformOf(body: unknown): PlatformResponse {
  const parsed = platformResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(OPERATOR_MESSAGES.platform.failed);
  return parsed.data;
}

export async function getPlatform(): Promise<PlatformResponse> {
  return platformOf(
    await apiRequest('/operator/platform', { fallback: OPERATOR_MESSAGES.platform.failed }),
  );
}

export const platformQueryOptions = () =>
  queryOptions({ queryKey: platformQueryKey, queryFn: getPlatform });

export const usePlatform = () => useQuery(platformQueryOptions());
