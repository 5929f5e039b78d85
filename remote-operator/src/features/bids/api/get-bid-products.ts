// GET /operator/bids/products: the products that have bids (the board's product filter).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@leafbid/shared';
import { listOf } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';
import { bidsQueryKey } from './get-bids';

export interface BidProduct {
  id: string;
  Product_Name: string | null;
  bids: number;
}

export async function getBidProducts(): Promise<BidProduct[]> {
  const body = await apiRequest('/operator/bids/products', {
    fallback: OPERATOR_MESSAGES.bidsFailed,
  });
  return listOf<BidProduct>(body);
}

/** Under the board's key: what changes the bids changes their products' counts too. */
export const bidProductsQueryOptions = () =>
  queryOptions({ queryKey: [...bidsQueryKey, 'products'] as const, queryFn: getBidProducts });

/** The filter keeps its last list when a refresh fails; the board itself reports load errors. */
export const useBidProducts = () => useQuery(bidProductsQueryOptions());
