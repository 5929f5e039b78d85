import type { OrderSummary } from '../order-summary';

export interface OrderCardProps {
  order: OrderSummary;
}

/** One order request on the Orders screen (spec §2). Edit and Delete come with the bid-edit issue. */
export function OrderCard({ order }: OrderCardProps) {
  return (
    <article className="or-card" aria-label={order.productName}>
      <h3 className="or-card__title">{order.productName}</h3>
      <dl className="or-card__figures">
        <div className="or-card__figure">
          <dt>Quantity</dt>
          <dd>{order.quantity}</dd>
        </div>
        <div className="or-card__figure">
          <dt>Price per gram</dt>
          <dd>{order.pricePerGram}</dd>
        </div>
        <div className="or-card__figure">
          <dt>Total</dt>
          <dd>{order.total}</dd>
        </div>
      </dl>
    </article>
  );
}
