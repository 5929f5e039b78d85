// The host mounts this on /listings (webpack.config.cjs `exposes['./ListingsPage']`).
import { ListingsPage } from '../listings-page';

export { ListingsPage };
export default ListingsPage;
