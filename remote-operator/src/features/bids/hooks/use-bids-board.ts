import { useEffect, useState } from 'react';
import { fetchBidProducts, fetchOperatorBids, type BidProduct } from '@leafbid/shared';
import { OPERATOR_MESSAGES, type OperatorBid, type TaskStatus } from '@leafbid/domain';
import { useLiveRefresh } from '../../../components/use-live-refresh';
import { usePagedList } from '../../../components/use-paged-list';

export interface BidFilters {
  status: TaskStatus | '';
  productId: string;
  includeDeleted: boolean;
}

export const NO_BID_FILTERS: BidFilters = { status: '', productId: '', includeDeleted: false };

/** The bids board (GET /operator/bids) for the chosen filters, and the products to filter by. */
export function useBidsBoard(filters: BidFilters) {
  const view = JSON.stringify(filters);
  const list = usePagedList<OperatorBid, null>(
    view,
    async (cursor) => {
      const page = await fetchOperatorBids({
        ...(filters.status ? { status: [filters.status] } : {}),
        ...(filters.productId ? { productId: filters.productId } : {}),
        includeDeleted: filters.includeDeleted,
        cursor,
      });
      return { ...page, extra: null };
    },
    OPERATOR_MESSAGES.bidsFailed,
  );
  const [products, setProducts] = useState<BidProduct[]>([]);
  const [productsVersion, setProductsVersion] = useState(0);
  useEffect(() => {
    let live = true;
    fetchBidProducts().then(
      (found) => live && setProducts(found),
      // The filter keeps its last list; the board itself reports load errors.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [productsVersion]);
  useLiveRefresh(['operator:bid-created', 'live:resynced'], () => {
    list.reload({ quiet: true });
    setProductsVersion((v) => v + 1);
  });
  return { ...list, products };
}
