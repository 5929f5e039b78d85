import { useState } from 'react';
import type { OperatorBid, TaskStatus } from '@leafbid/domain';
import { ErrorMessage } from '@leafbid/shared/ui';
import { ListState } from '../../../components/list-state';
import { LoadMore } from '../../../components/load-more';
import { messageOf } from '../../../components/format';
import { Notice } from '../../../components/notice';
import { listStatus } from '../../../lib/list-status';
import { bidStatusLabel } from '../../../lib/labels';
import { itemsOf } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';
import { useBidProducts } from '../api/get-bid-products';
import {
  NO_BID_FILTERS,
  bidsExportPath,
  useBids,
  type BidFilters as Filters,
} from '../api/get-bids';
import { useMoveBid } from '../api/move-bid';
import { BidFilters } from './bid-filters';
import { BidRow } from './bid-row';
import { TableScroll } from '../../../components/table-scroll';
import { CsvLink } from '../../../components/csv-link';

const M = OPERATOR_MESSAGES;

/**
 * Bids (issue 11): every order request with its buyer and its product — only the operator sees
 * both sides — filtered by status and product; a bid moves Not Started → Pending → Approved →
 * Completed, one step at a time, and its buyer sees it at once.
 */
export function BidsBoard() {
  const [filters, setFilters] = useState<Filters>(NO_BID_FILTERS);
  const board = useBids(filters);
  const products = useBidProducts();
  const moving = useMoveBid();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const bids = itemsOf(board.data?.pages);
  const { loading, error: loadError } = listStatus(board, M.bidsFailed);

  async function move(bid: OperatorBid, to: TaskStatus) {
    setError(null);
    try {
      const moved = await moving.mutateAsync({ taskId: bid.id, status: to });
      setNotice(
        M.moved(
          moved.product?.Product_Name || moved.What_Id?.name || M.missing,
          bidStatusLabel(moved.Status),
        ),
      );
    } catch (failure) {
      setError(messageOf(failure, M.moveFailed));
    }
  }

  return (
    <section className="op-panel" aria-label={M.tabs.bids}>
      <BidFilters filters={filters} products={products.data ?? []} onChange={setFilters}>
        <CsvLink path={bidsExportPath(filters)} />
      </BidFilters>
      <Notice text={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage message={error} onDismiss={() => setError(null)} />
      <ListState
        loading={loading}
        loadingLabel={M.bidsLoading}
        error={loadError}
        onRetry={() => void board.refetch()}
        empty={bids.length === 0}
        emptyTitle={M.bidsEmpty}
      >
        <TableScroll label={M.bidsTable}>
          <table className="op-table" aria-label={M.bidsTable}>
            <thead>
              <tr>
                <th scope="col">{M.columns.product}</th>
                <th scope="col">{M.columns.buyer}</th>
                <th scope="col">{M.columns.seller}</th>
                <th scope="col" className="op-num">
                  {M.columns.bid}
                </th>
                <th scope="col">{M.columns.placed}</th>
                <th scope="col">{M.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {bids.map((bid) => (
                <BidRow
                  key={bid.id}
                  bid={bid}
                  moving={moving.isPending && moving.variables?.taskId === bid.id}
                  onMove={(to) => void move(bid, to)}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
        <LoadMore
          visible={board.hasNextPage}
          loading={board.isFetchingNextPage}
          onLoadMore={() => void board.fetchNextPage()}
        />
      </ListState>
    </section>
  );
}
