// ./JoinPage — /join (spec §2). The host mounts the default export inside its router.
import { JoinPage } from '../../features/join/components/join-page';

export { JoinPage };
export default JoinPage;
