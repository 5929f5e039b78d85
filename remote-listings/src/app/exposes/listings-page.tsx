// The host mounts this on /listings (webpack.config.cjs `exposes['./ListingsPage']`).
import { ListingsPage } from '../../features/my-products';

export { ListingsPage };
export default ListingsPage;
