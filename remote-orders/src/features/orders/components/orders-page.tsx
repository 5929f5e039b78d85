import { useMemo } from 'react';
import { approvedOrders, declinedOrders, pendingOrders } from '@leafbid/domain';
import { ErrorMessage, GetInTouch, Tabs } from '@leafbid/shared/ui';
import { BidsCsvLink } from './bids-csv-link';
import { DeclinedOrders } from './declined-orders';
import { useOrderActions } from '../hooks/use-order-actions';
import { useOrderRequests } from '../hooks/use-order-requests';
import { useOrdersLocation } from '../hooks/use-orders-location';
import { OrderActionButtons } from './edit/order-action-buttons';
import { OrderDialogs } from './edit/order-dialogs';
import { OrderRequestList } from './order-request-list';
import '../orders.css';
import { ORDERS_PAGE_MESSAGES as M } from '../../../messages';

/**
 * /orders (spec §2 Orders screen): the user's order requests in Pending and Approved tabs; the
 * pending ones can be edited and deleted, a relayed counter-offer accepted or declined (issue 20),
 * and every bid downloaded as CSV. Issue 35: the address names the tab and the bid a notification
 * is about (/orders?tab=approved&bid=<id>): that tab opens with that bid highlighted; the bids
 * the operator declined show with the reason under the Pending tab's list (DeclinedOrders).
 */
export function OrdersPage() {
  const { tasks, loading, error, retry } = useOrderRequests();
  const actions = useOrderActions();
  const pending = useMemo(() => pendingOrders(tasks), [tasks]);
  const approved = useMemo(() => approvedOrders(tasks), [tasks]);
  const declined = useMemo(() => declinedOrders(tasks), [tasks]);
  // Issue 35: a declined bid shows on the Pending tab (DeclinedOrders), so a notification naming
  // it opens that tab.
  const onPendingTab = useMemo(() => [...pending, ...declined], [pending, declined]);
  const state = { loading, error, onRetry: retry };
  const loaded = !loading && !error;
  const target = useOrdersLocation({ pending: onPendingTab, approved }, loaded);

  return (
    <div className="or-page">
      <div className="or-page__main">
        <div className="or-page__header">
          <h1 className="or-page__title">{M.title}</h1>
          <BidsCsvLink />
        </div>
        <ErrorMessage
          className="or-actions-error"
          message={actions.error}
          onDismiss={actions.clearError}
        />
        {target.targetMissing ? (
          <p className="or-target-missing" role="status">
            {M.notifiedBidMissing}
          </p>
        ) : null}
        <Tabs
          label={M.tabsLabel}
          value={target.tab}
          onValueChange={target.chooseTab}
          tabs={[
            {
              value: 'pending',
              label: M.pendingTab,
              content: (
                <>
                  <OrderRequestList
                    {...state}
                    orders={pending}
                    emptyText={M.noPendingOrders}
                    loadingLabel={M.loadingPending}
                    highlightedId={target.targetId}
                    renderActions={(task, productName) => (
                      <OrderActionButtons target={{ task, productName }} actions={actions} />
                    )}
                  />
                  {loaded ? (
                    <DeclinedOrders orders={declined} highlightedId={target.targetId} />
                  ) : null}
                </>
              ),
            },
            {
              value: 'approved',
              label: M.approvedTab,
              content: (
                <OrderRequestList
                  {...state}
                  orders={approved}
                  emptyText={M.noApprovedOrders}
                  loadingLabel={M.loadingApproved}
                  highlightedId={target.targetId}
                />
              ),
            },
          ]}
        />
      </div>
      <aside className="or-page__aside">
        <GetInTouch />
      </aside>
      <OrderDialogs actions={actions} />
    </div>
  );
}
