// The host mounts this in the dashboard's sidebar (webpack.config.cjs `exposes['./PendingOrders']`).
import { PendingOrders } from '../../features/orders';

export { PendingOrders };
export default PendingOrders;
