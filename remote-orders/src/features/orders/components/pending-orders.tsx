import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { pendingOrders } from '@leafbid/domain';
import { useProfileStore } from '@leafbid/shared';
import { allowedFor } from '@leafbid/shared/platform';
import { EmptyState, ErrorMessage, Spinner } from '@leafbid/shared/ui';
import { useOrderActions } from '../hooks/use-order-actions';
import { useOrderRequests } from '../hooks/use-order-requests';
import { orderSummary } from '../order-summary';
import { CounterOffer } from './counter-offer';
import { OrderActionButtons } from './edit/order-action-buttons';
import { OrderDialogs } from './edit/order-dialogs';
import { LoadError } from './load-error';
import '../orders.css';
import { ORDERS_PAGE_MESSAGES as M } from '../../../messages';

/** The dashboard shows the latest few pending requests; Orders has them all (issue 18). */
export const PENDING_WIDGET_LIMIT = 5;

/**
 * The dashboard's sidebar list (spec §2 Dashboard): order requests Not Started or Pending, each
 * with Edit and Delete (spec §5: the edit popup opens "from the dashboard or orders"); the latest
 * PENDING_WIDGET_LIMIT of them (the API answers newest first), then a link to all of them.
 * Issue 20: a bid's counter-offer shows on its item, to accept or decline there too.
 */
export function PendingOrders() {
  const { tasks, loading, error, retry } = useOrderRequests();
  // Issue 18: a Seller-only dashboard shows its listings, not an empty buyer's list; issue 35: but
  // a Seller-only account that has placed bids sees them pending.
  const buyer = useProfileStore((state) =>
    allowedFor(['Buyer', 'Admin'], state.profile?.Contact_Type),
  );
  const actions = useOrderActions();
  const titleId = useId();
  const pending = useMemo(() => pendingOrders(tasks), [tasks]);
  const orders = useMemo(
    () =>
      pending.slice(0, PENDING_WIDGET_LIMIT).map((task) => ({
        task,
        order: orderSummary(task, M.untitledTask),
      })),
    [pending],
  );

  if (!buyer && !error && (loading || pending.length === 0)) return null;

  let body;
  if (error) body = <LoadError message={error} onRetry={retry} />;
  else if (loading) body = <Spinner label={M.loadingPending} size="small" />;
  else if (orders.length === 0) body = <EmptyState title={M.noPendingOrders} />;
  else
    body = (
      <>
        <ul className="or-pending__list">
          {orders.map(({ task, order }) => (
            <li key={order.id} className="or-pending__item">
              <p className="or-pending__name">{order.productName}</p>
              <p className="or-pending__meta">{`${order.reference} · ${order.placed}`}</p>
              {order.statusNote ? (
                <p className="or-pending__status-note">{order.statusNote}</p>
              ) : null}
              <dl className="or-pending__figures">
                <div>
                  <dt>{M.quantity}</dt>
                  <dd>{order.quantity}</dd>
                </div>
                <div>
                  <dt>{M.pricePerGram}</dt>
                  <dd>{order.pricePerGram}</dd>
                </div>
                <div>
                  <dt>{M.total}</dt>
                  <dd>{order.total}</dd>
                </div>
              </dl>
              <CounterOffer task={task} productName={order.productName} headingLevel={3} />
              <OrderActionButtons
                target={{ task, productName: order.productName }}
                actions={actions}
              />
            </li>
          ))}
        </ul>
        {pending.length > PENDING_WIDGET_LIMIT && (
          <Link className="or-pending__more" to="/orders">
            {M.viewAllPending(pending.length)}
          </Link>
        )}
      </>
    );

  return (
    <section className="or-pending" aria-labelledby={titleId}>
      <h2 id={titleId} className="or-pending__title">
        {M.pendingOrdersTitle}
      </h2>
      <ErrorMessage
        className="or-actions-error"
        message={actions.error}
        onDismiss={actions.clearError}
      />
      {body}
      <OrderDialogs actions={actions} />
    </section>
  );
}
