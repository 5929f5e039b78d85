// The orders feature: what app/exposes mounts for the host.
export { OrdersPage } from './components/orders-page';
export { PendingOrders } from './components/pending-orders';
export { tasksQueryOptions } from './api/get-tasks';
export { followBidEvents } from './api/bid-events';
