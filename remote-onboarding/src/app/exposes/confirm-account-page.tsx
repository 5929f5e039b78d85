// ./ConfirmAccountPage — /confirm-account (spec §2). The host mounts the default export inside its router.
import { ConfirmAccountPage } from '../../features/confirm-account/components/confirm-account-page';

export { ConfirmAccountPage };
export default ConfirmAccountPage;
