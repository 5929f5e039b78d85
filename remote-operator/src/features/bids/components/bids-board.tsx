import { useState } from 'react';
import { BID_DECLINE_REASON_MAX_LENGTH, type OperatorBid, type TaskStatus } from '@leafbid/domain';
import { ErrorMessage } from '@leafbid/shared/ui';
import { ListState } from '../../../components/list-state';
import { LoadMore } from '../../../components/load-more';
import { messageOf } from '../../../components/format';
import { Notice } from '../../../components/notice';
import { listStatus } from '../../../lib/list-status';
import { useFocusTarget } from '../../../lib/use-focus-target';
import { TargetMissing } from '../../../components/target-label';
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
import { useDeclineBid } from '../api/decline-bid';
import { ReasonDialog } from '../../../components/reason-dialog';
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
export function BidsBoard({ focusId = null }: { focusId?: string | null } = {}) {
  const [filters, setFilters] = useState<Filters>(NO_BID_FILTERS);
  const board = useBids(filters);
  const products = useBidProducts();
  const moving = useMoveBid();
  const declining = useDeclineBid();
  const [toDecline, setToDecline] = useState<OperatorBid | null>(null);
  const [declineError, setDeclineError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const bids = itemsOf(board.data?.pages);
  const { loading, error: loadError } = listStatus(board, M.bidsFailed);
  // Issue 35: the bid a notification opened (/operator/bids?bid=<id>), loaded and brought into view.
  const focus = useFocusTarget(focusId, {
    ids: bids.map((bid) => bid.id),
    loaded: !loading && !loadError,
    pages: board.data?.pages.length ?? 0,
    hasNextPage: board.hasNextPage,
    isFetchingNextPage: board.isFetchingNextPage,
    fetchNextPage: board.fetchNextPage,
  });

  async function move(bid: OperatorBid, to: TaskStatus) {
    setError(null);
    try {
      const moved = await moving.mutateAsync({ taskId: bid.id, status: to });
      setNotice(M.moved(productOf(moved), bidStatusLabel(moved.Status)));
    } catch (failure) {
      setError(messageOf(failure, M.moveFailed));
    }
  }

  const productOf = (bid: OperatorBid) =>
    bid.product?.Product_Name || bid.What_Id?.name || M.missing;

  /** Issue 35: the Decline with the reason the buyer reads. */
  async function decline(bid: OperatorBid, reason: string) {
    setDeclineError(null);
    try {
      await declining.mutateAsync({ taskId: bid.id, reason });
      setToDecline(null);
      setNotice(M.declinedBid(productOf(bid)));
    } catch (failure) {
      setDeclineError(messageOf(failure, M.declineBidFailed));
    }
  }

  return (
    <section className="op-panel" aria-label={M.tabs.bids}>
      <BidFilters filters={filters} products={products.data ?? []} onChange={setFilters}>
        <CsvLink path={bidsExportPath(filters)} />
      </BidFilters>
      <Notice text={notice} onDismiss={() => setNotice(null)} />
      {focus === 'missing' ? <TargetMissing text={M.bidNotInList} /> : null}
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
          <table className="op-table op-table--cards" aria-label={M.bidsTable}>
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
                  highlighted={bid.id === focusId}
                  onMove={(to) => void move(bid, to)}
                  onDecline={() => {
                    setDeclineError(null);
                    setToDecline(bid);
                  }}
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
      {toDecline ? (
        <ReasonDialog
          key={toDecline.id}
          open
          title={M.declineBidTitle(productOf(toDecline))}
          text={M.declineBidText}
          label={M.declineBidReason}
          maxLength={BID_DECLINE_REASON_MAX_LENGTH}
          confirmLabel={M.declineBidConfirm}
          busyLabel={M.decliningBid}
          busy={declining.isPending}
          error={declineError}
          onConfirm={(reason) => void decline(toDecline, reason)}
          onCancel={() => setToDecline(null)}
        />
      ) : null}
    </section>
  );
}
