import { useMemo } from 'react';
import { ORDER_MESSAGES, approvedOrders, pendingOrders } from '@leafbid/shared/domain';
import { GetInTouch, Tabs } from '@leafbid/shared/ui';
import { useOrderRequests } from '../hooks/use-order-requests';
import { OrderRequestList } from './order-request-list';
import '../orders.css';

const NO_APPROVED_ORDERS = 'No approved orders found';

/** /orders (spec §2 Orders screen): the user's order requests in Pending and Approved tabs. */
export function OrdersPage() {
  const { tasks, loading, error, retry } = useOrderRequests();
  const pending = useMemo(() => pendingOrders(tasks), [tasks]);
  const approved = useMemo(() => approvedOrders(tasks), [tasks]);
  const state = { loading, error, onRetry: retry };

  return (
    <div className="or-page">
      <div className="or-page__main">
        <h1 className="or-page__title">Orders</h1>
        <Tabs
          label="Order requests"
          defaultValue="pending"
          tabs={[
            {
              value: 'pending',
              label: 'Pending',
              content: (
                <OrderRequestList
                  {...state}
                  orders={pending}
                  emptyText={ORDER_MESSAGES.noPendingOrders}
                  loadingLabel="Loading pending orders"
                />
              ),
            },
            {
              value: 'approved',
              label: 'Approved',
              content: (
                <OrderRequestList
                  {...state}
                  orders={approved}
                  emptyText={NO_APPROVED_ORDERS}
                  loadingLabel="Loading approved orders"
                />
              ),
            },
          ]}
        />
      </div>
      <aside className="or-page__aside">
        <GetInTouch />
      </aside>
    </div>
  );
}
