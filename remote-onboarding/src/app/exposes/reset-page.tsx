// ./ResetPage — /reset (spec §2). The host mounts the default export inside its router.
import { ResetPage } from '../../features/reset/components/reset-page';

export { ResetPage };
export default ResetPage;
