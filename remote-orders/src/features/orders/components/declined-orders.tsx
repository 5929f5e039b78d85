import { useId } from 'react';
import type { Task } from '@leafbid/domain';
import { OrderCards } from './order-request-list';
import { ORDERS_PAGE_MESSAGES as M } from '../../../messages';

export interface DeclinedOrdersProps {
  /** The buyer's declined bids (declinedOrders). */
  orders: Task[];
  /** The bid a notification opened, when it is one of these. */
  highlightedId?: string | null;
}

/**
 * Issue 35: the bids the operator declined, each with its reason, under the Pending tab's list.
 * Spec §4's groups hold neither: not the Pending group (a declined bid is no longer editable or
 * deletable, so it has no Edit or Delete, and the dashboard's pending orders leave it out) nor the
 * Approved one (the operator refused it; a "Declined" card on the Approved tab would read as a
 * contradiction). The buyer last saw the bid waiting on the Pending tab, so that is where they
 * look for what became of it: a section of its own there, shown only when there is one.
 */
export function DeclinedOrders({ orders, highlightedId = null }: DeclinedOrdersProps) {
  const headingId = useId();
  if (orders.length === 0) return null;
  return (
    <section className="or-declined" aria-labelledby={headingId}>
      <h2 id={headingId} className="or-declined__title">
        {M.declinedTitle}
      </h2>
      <OrderCards orders={orders} highlightedId={highlightedId} />
    </section>
  );
}
