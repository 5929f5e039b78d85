// ./SettingsPage — /settings (spec §2). The host mounts the default export inside its router.
import { SettingsPage } from '../../features/settings/components/settings-page';

export { SettingsPage };
export default SettingsPage;
