// The host mounts this on /operator (webpack.config.cjs `exposes['./OperatorPage']`).
import { OperatorPage } from '../operator-page';

export { OperatorPage };
export default OperatorPage;
