import { GetInTouch } from '@leafbid/shared/ui';
import type { ReactNode } from 'react';

export interface DashboardPageProps {
  /** The marketplace remote's NewArrivals, inside its own boundary. */
  newArrivals: ReactNode;
  /** The orders remote's PendingOrders, inside its own boundary. */
  pendingOrders: ReactNode;
}

/**
 * Spec §2 Dashboard: 'New Arrivals' in the main column; a right sidebar with the pending orders
 * list and the support call-to-action ('Get in touch' opens the Support Request popup).
 */
export function DashboardPage({ newArrivals, pendingOrders }: DashboardPageProps) {
  return (
    <div className="hs-dashboard">
      <h1 className="hs-visually-hidden">Dashboard</h1>
      <section className="hs-dashboard__main" aria-label="New Arrivals">
        {newArrivals}
      </section>
      <aside className="hs-dashboard__sidebar" aria-label="Dashboard sidebar">
        <section className="hs-dashboard__widget" aria-label="Pending orders">
          {pendingOrders}
        </section>
        <GetInTouch />
      </aside>
    </div>
  );
}
