// The orders feature: what app/exposes mounts for the host.
export { OrdersPage } from './components/orders-page';
export { PendingOrders } from './components/pending-orders';
