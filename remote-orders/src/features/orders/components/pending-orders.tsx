import { useId, useMemo } from 'react';
import { ORDER_MESSAGES, pendingOrders } from '@leafbid/shared/domain';
import { EmptyState, Spinner } from '@leafbid/shared/ui';
import { useOrderRequests } from '../hooks/use-order-requests';
import { orderSummary } from '../order-summary';
import { LoadError } from './load-error';
import '../orders.css';

/** The dashboard's sidebar list (spec §2 Dashboard): order requests Not Started or Pending. */
export function PendingOrders() {
  const { tasks, loading, error, retry } = useOrderRequests();
  const titleId = useId();
  const orders = useMemo(
    () => pendingOrders(tasks).map((t) => orderSummary(t, ORDER_MESSAGES.untitledTask)),
    [tasks],
  );

  let body;
  if (error) body = <LoadError message={error} onRetry={retry} />;
  else if (loading) body = <Spinner label="Loading pending orders" size="small" />;
  else if (orders.length === 0) body = <EmptyState title={ORDER_MESSAGES.noPendingOrders} />;
  else
    body = (
      <ul className="or-pending__list">
        {orders.map((order) => (
          <li key={order.id} className="or-pending__item">
            <p className="or-pending__name">{order.productName}</p>
            <dl className="or-pending__figures">
              <div>
                <dt>Quantity</dt>
                <dd>{order.quantity}</dd>
              </div>
              <div>
                <dt>Price per gram</dt>
                <dd>{order.pricePerGram}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>{order.total}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="or-pending" aria-labelledby={titleId}>
      <h2 id={titleId} className="or-pending__title">
        Pending orders
      </h2>
      {body}
    </section>
  );
}
