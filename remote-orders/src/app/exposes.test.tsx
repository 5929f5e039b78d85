// The host mounts each exposed module's default export (see webpack.config.cjs `exposes`).
import { render, screen } from '@testing-library/react';
import OrdersPageModule from './exposes/orders-page';
import PendingOrdersModule from './exposes/pending-orders';

describe('orders remote exposes', () => {
  it('./OrdersPage default-exports a component the host can mount', () => {
    render(<OrdersPageModule />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('./PendingOrders default-exports a component the host can mount', () => {
    render(<PendingOrdersModule />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
