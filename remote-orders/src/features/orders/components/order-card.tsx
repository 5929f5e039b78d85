import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useReveal } from '../hooks/use-reveal';
import type { OrderSummary } from '../order-summary';
import { ORDERS_PAGE_MESSAGES as M } from '../../../messages';

export interface OrderCardProps {
  order: OrderSummary;
  /** Issue 20: the seller's counter-offer, when the bid has one. */
  counter?: ReactNode;
  /** Edit and Delete (pending order requests only). */
  actions?: ReactNode;
  /** Issue 35: the bid a notification opened — marked, scrolled into view and focused. */
  highlighted?: boolean;
}

/** One order request on the Orders screen (spec §2). */
export function OrderCard({ order, counter, actions, highlighted = false }: OrderCardProps) {
  const ref = useReveal<HTMLElement>(highlighted);
  const markId = useId();
  return (
    <article
      ref={ref}
      className={highlighted ? 'or-card or-card--highlighted' : 'or-card'}
      aria-label={order.productName}
      {...(highlighted ? { tabIndex: -1, 'aria-describedby': markId } : {})}
    >
      {highlighted ? (
        <p id={markId} className="or-card__highlight">
          {M.fromNotification}
        </p>
      ) : null}
      <h3 className="or-card__title">
        {order.productUrl ? (
          // Issue 18: the card leads to its product's page (the marketplace popup).
          <Link className="or-card__product-link" to={order.productUrl}>
            {order.productName}
          </Link>
        ) : (
          order.productName
        )}
      </h3>
      <dl className="or-card__meta">
        <div>
          <dt>{M.reference}</dt>
          <dd>{order.reference}</dd>
        </div>
        <div>
          <dt>{M.placed}</dt>
          <dd>{order.placed}</dd>
        </div>
        <div>
          <dt>{M.status}</dt>
          <dd>{order.status}</dd>
        </div>
      </dl>
      {order.statusNote ? <p className="or-card__status-note">{order.statusNote}</p> : null}
      <dl className="or-card__figures">
        <div className="or-card__figure">
          <dt>{M.quantity}</dt>
          <dd>{order.quantity}</dd>
        </div>
        <div className="or-card__figure">
          <dt>{M.pricePerGram}</dt>
          <dd>{order.pricePerGram}</dd>
        </div>
        <div className="or-card__figure">
          <dt>{M.total}</dt>
          <dd>{order.total}</dd>
        </div>
      </dl>
      {counter}
      {actions}
    </article>
  );
}
