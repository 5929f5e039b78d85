// ./LoginPage — /login (spec §2). The host mounts the default export inside its router.
import { LoginPage } from '../../features/login/components/login-page';

export { LoginPage };
export default LoginPage;
