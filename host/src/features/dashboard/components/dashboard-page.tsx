import { GetInTouch } from '@leafbid/shared/ui';
import type { ReactNode } from 'react';
import { DASHBOARD_MESSAGES, SHELL_MESSAGES } from '../../../messages';
// Its styles here, not in the feature's index: with "sideEffects": ["*.css"] webpack skips a
// re-exporting index, and the styles it imported went with it (issue 12).
import '../dashboard.css';
import { usePhoneLayout } from '../hooks/use-phone-layout';

/** A widget a remote offers the dashboard, already inside its own boundary. */
export interface DashboardWidget {
  /** Stable key, e.g. the module id. */
  id: string;
  element: ReactNode;
}

export interface DashboardPageProps {
  /** The main column's widgets, in order (spec §2: 'New Arrivals'). */
  main: readonly DashboardWidget[];
  /** The right sidebar's widgets, in order, above the support call-to-action ('pending orders'). */
  aside: readonly DashboardWidget[];
}

/**
 * Spec §2 Dashboard: the main column ('New Arrivals') and a right sidebar with the pending orders
 * list and the support call-to-action ('Get in touch' opens the Support Request popup). Which
 * widgets fill them is each remote's description (issue 11); the layout and Get in touch are the
 * host's. On a phone (one column) the sidebar's widgets come first, before New Arrivals, and Get
 * in touch last (issue 35): moved in the page, not only drawn there, so reading and tabbing
 * follow what is seen.
 */
export function DashboardPage({ main, aside }: DashboardPageProps) {
  const phone = usePhoneLayout();
  const asideWidgets = aside.map((widget) => (
    <div key={widget.id} className="hs-dashboard__widget" data-widget={widget.id}>
      {widget.element}
    </div>
  ));
  return (
    <div className="hs-dashboard">
      <h1 className="hs-visually-hidden">{DASHBOARD_MESSAGES.pageTitle}</h1>
      {phone && asideWidgets.length > 0 && (
        <div className="hs-dashboard__first">{asideWidgets}</div>
      )}
      <div className="hs-dashboard__main">
        {main.map((widget) => (
          <div key={widget.id} className="hs-dashboard__widget" data-widget={widget.id}>
            {widget.element}
          </div>
        ))}
      </div>
      <aside className="hs-dashboard__sidebar" aria-label={SHELL_MESSAGES.dashboardSidebar}>
        {!phone && asideWidgets}
        <GetInTouch />
      </aside>
    </div>
  );
}
