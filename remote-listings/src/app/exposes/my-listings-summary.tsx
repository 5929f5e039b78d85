// The host mounts this on a Seller's dashboard (webpack.config.cjs `exposes['./MyListingsSummary']`).
import { MyListingsSummary } from '../../features/my-products';

export { MyListingsSummary };
export default MyListingsSummary;
