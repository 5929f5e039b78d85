// GET /operator/outbox: pages of webhook rows (spec §7) with their last error, and how many rows
// there are of each status and kind.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@leafbid/shared';
import {
  outboxEndpointSchema,
  type OutboxCount,
  type OutboxEndpoint,
  type OutboxKind,
  type OutboxRow,
  type OutboxStatus,
} from '@leafbid/domain';
import type { OperatorPage } from '../../../lib/operator-api';
import { OPERATOR_QUERY_ROOT, byCursor, pageOf, queryString } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';

export interface OutboxQuery {
  status?: OutboxStatus;
  kind?: OutboxKind;
  cursor?: string | null;
  limit?: number;
}

export interface OutboxPage extends OperatorPage<OutboxRow> {
  counts: OutboxCount[];
  /** Issue 18: per kind, endpoint configured and oldest queued row (empty from an older API). */
  endpoints: OutboxEndpoint[];
}

export async function getOutbox(query: OutboxQuery = {}): Promise<OutboxPage> {
  const body = await apiRequest(`/operator/outbox${queryString({ ...query })}`, {
    fallback: OPERATOR_MESSAGES.outboxFailed,
  });
  const { counts, endpoints } = body as { counts?: unknown; endpoints?: unknown };
  return {
    ...pageOf<OutboxRow>(body),
    counts: Array.isArray(counts) ? (counts as OutboxCount[]) : [],
    endpoints: Array.isArray(endpoints)
      ? endpoints.filter((e): e is OutboxEndpoint => outboxEndpointSchema.safeParse(e).success)
      : [],
  };
}

export interface OutboxFilters {
  status: OutboxStatus | '';
  kind: OutboxKind | '';
}

/** Every view of the outbox (each status and kind). */
export const outboxQueryKey = [...OPERATOR_QUERY_ROOT, 'outbox'] as const;

export const outboxQueryOptions = (filters: OutboxFilters) =>
  infiniteQueryOptions({
    queryKey: [...outboxQueryKey, filters] as const,
    queryFn: ({ pageParam }) =>
      getOutbox({
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.kind ? { kind: filters.kind } : {}),
        cursor: pageParam,
      }),
    ...byCursor,
  });

export const useOutbox = (filters: OutboxFilters) => useInfiniteQuery(outboxQueryOptions(filters));
