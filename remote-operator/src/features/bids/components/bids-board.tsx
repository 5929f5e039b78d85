import { useState } from 'react';
import { moveBid } from '@leafbid/shared';
import { OPERATOR_MESSAGES, type OperatorBid, type TaskStatus } from '@leafbid/domain';
import { ErrorMessage } from '@leafbid/shared/ui';
import { ListState } from '../../../components/list-state';
import { LoadMore } from '../../../components/load-more';
import { messageOf } from '../../../components/format';
import { Notice } from '../../../components/notice';
import { NO_BID_FILTERS, useBidsBoard, type BidFilters as Filters } from '../hooks/use-bids-board';
import { BidFilters } from './bid-filters';
import { BidRow } from './bid-row';

const M = OPERATOR_MESSAGES;

/**
 * Bids (issue 11): every order request with its buyer and its product — only the operator sees
 * both sides — filtered by status and product; a bid moves Not Started → Pending → Approved →
 * Completed, one step at a time, and its buyer sees it at once.
 */
export function BidsBoard() {
  const [filters, setFilters] = useState<Filters>(NO_BID_FILTERS);
  const board = useBidsBoard(filters);
  const [moving, setMoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function move(bid: OperatorBid, to: TaskStatus) {
    setMoving(bid.id);
    setError(null);
    try {
      const moved = await moveBid(bid.id, to);
      board.replace(moved);
      setNotice(
        M.moved(moved.product?.Product_Name || moved.What_Id?.name || M.missing, moved.Status),
      );
    } catch (failure) {
      setError(messageOf(failure, M.moveFailed));
      // The bid changed meanwhile (moved by someone else, deleted by the buyer): show it as it is.
      board.reload({ quiet: true });
    } finally {
      setMoving(null);
    }
  }

  return (
    <section className="op-panel" aria-label={M.tabs.bids}>
      <BidFilters filters={filters} products={board.products} onChange={setFilters} />
      <Notice text={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage message={error} onDismiss={() => setError(null)} />
      <ListState
        loading={board.loading}
        loadingLabel={M.bidsLoading}
        error={board.error}
        onRetry={() => board.reload()}
        empty={board.items.length === 0}
        emptyTitle={M.bidsEmpty}
      >
        <div className="op-table-scroll">
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
              {board.items.map((bid) => (
                <BidRow
                  key={bid.id}
                  bid={bid}
                  moving={moving === bid.id}
                  onMove={(to) => void move(bid, to)}
                />
              ))}
            </tbody>
          </table>
        </div>
        <LoadMore visible={board.hasMore} loading={board.loadingMore} onLoadMore={board.loadMore} />
      </ListState>
    </section>
  );
}
