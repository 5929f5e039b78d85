// GET /operator/bids: pages of order requests with their buyer, product and the product's seller.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@leafbid/shared';
import type { OperatorBid, TaskStatus } from '@leafbid/domain';
import type { OperatorPage } from '../../../lib/operator-api';
import { OPERATOR_QUERY_ROOT, byCursor, pageOf, queryString } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';

export interface BidsQuery {
  status?: TaskStatus[];
  productId?: string;
  includeDeleted?: boolean;
  cursor?: string | null;
  limit?: number;
}

/** The query string of the bids list, and of its CSV export (issue 20: the same filters). */
function bidsSearch(query: BidsQuery): string {
  return queryString({
    status: query.status,
    productId: query.productId,
    includeDeleted: query.includeDeleted ? 'true' : undefined,
    cursor: query.cursor,
    limit: query.limit,
  });
}

export async function getBids(query: BidsQuery = {}): Promise<OperatorPage<OperatorBid>> {
  const body = await apiRequest(`/operator/bids${bidsSearch(query)}`, {
    fallback: OPERATOR_MESSAGES.bidsFailed,
  });
  return pageOf<OperatorBid>(body);
}

/** The board's filters (the API does the filtering). */
export interface BidFilters {
  status: TaskStatus | '';
  productId: string;
  includeDeleted: boolean;
}

export const NO_BID_FILTERS: BidFilters = { status: '', productId: '', includeDeleted: false };

/** Everything of the bids board: its pages for every filter, and the products filter. */
export const bidsQueryKey = [...OPERATOR_QUERY_ROOT, 'bids'] as const;

/** The board's filters as the API's query. */
function bidsQueryOf(filters: BidFilters): BidsQuery {
  return {
    ...(filters.status ? { status: [filters.status] } : {}),
    ...(filters.productId ? { productId: filters.productId } : {}),
    includeDeleted: filters.includeDeleted,
  };
}

/** Issue 20: GET /operator/exports/bids.csv with the board's filters (Admin only). */
export const bidsExportPath = (filters: BidFilters) =>
  `/operator/exports/bids.csv${bidsSearch(bidsQueryOf(filters))}`;

export const bidsQueryOptions = (filters: BidFilters) =>
  infiniteQueryOptions({
    queryKey: [...bidsQueryKey, 'list', filters] as const,
    queryFn: ({ pageParam }) => getBids({ ...bidsQueryOf(filters), cursor: pageParam }),
    ...byCursor,
  });

export const useBids = (filters: BidFilters) => useInfiniteQuery(bidsQueryOptions(filters));
