import type { ReactNode } from 'react';
import { EmptyState, Spinner } from '@leafbid/shared/ui';
import type { Task } from '@leafbid/domain';
import { orderSummary } from '../order-summary';
import { LoadError } from './load-error';
import { CounterOffer } from './counter-offer';
import { OrderCard } from './order-card';

export interface OrderRequestListProps {
  orders: Task[];
  loading: boolean;
  error: string | null;
  onRetry(): void;
  /** 'No pending orders found' / 'No approved orders found'. */
  emptyText: string;
  loadingLabel: string;
  /** Edit and Delete of one card (the Pending tab). */
  renderActions?: (task: Task, productName: string) => ReactNode;
  /** Issue 35: the bid a notification opened (highlighted), when it is in this list. */
  highlightedId?: string | null;
}

/** One tab of the Orders screen: loading, error with retry, empty, or the cards. */
export function OrderRequestList({
  orders,
  loading,
  error,
  onRetry,
  emptyText,
  loadingLabel,
  renderActions,
  highlightedId = null,
}: OrderRequestListProps) {
  if (error) return <LoadError message={error} onRetry={onRetry} />;
  if (loading) return <Spinner label={loadingLabel} />;
  if (orders.length === 0) return <EmptyState title={emptyText} />;
  return <OrderCards orders={orders} renderActions={renderActions} highlightedId={highlightedId} />;
}

export type OrderCardsProps = Pick<
  OrderRequestListProps,
  'orders' | 'renderActions' | 'highlightedId'
>;

/** The cards of a list of order requests (a tab's, or issue 35's declined bids). */
export function OrderCards({ orders, renderActions, highlightedId = null }: OrderCardsProps) {
  return (
    <ul className="or-list">
      {orders.map((task) => {
        const order = orderSummary(task);
        return (
          <li key={task.id} className="or-list__item">
            <OrderCard
              order={order}
              counter={<CounterOffer task={task} productName={order.productName} />}
              actions={renderActions?.(task, order.productName)}
              highlighted={task.id === highlightedId}
            />
          </li>
        );
      })}
    </ul>
  );
}
