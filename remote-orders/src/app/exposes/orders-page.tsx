// The host mounts this on /orders (webpack.config.cjs `exposes['./OrdersPage']`).
import { OrdersPage } from '../../features/orders';

export { OrdersPage };
export default OrdersPage;
