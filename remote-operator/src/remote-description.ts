// What this remote offers the host (the remote-description contract of issue 11: the route it
// mounts, its navigation link, who may see them). Texts come from the shared catalogue.
//
// Until the platform work (@leafbid/shared/platform `RemoteDescription`, emitted as
// dist/leafbid-remote.json by the shared webpack factory) is merged, the host mounts /operator
// itself (host/src/app/routes.tsx); this object is typed by its structure here and checked
// against the shared schema once that exists.
import { OPERATOR_MESSAGES } from '@leafbid/shared/domain';

type Role = 'Buyer' | 'Seller' | 'Admin';

const ADMIN_ONLY: Role[] = ['Admin'];

const description = {
  name: 'operator',
  routes: [
    {
      path: '/operator',
      module: 'OperatorPage',
      title: OPERATOR_MESSAGES.title,
      access: 'signed-in' as const,
      roles: ADMIN_ONLY,
    },
  ],
  navigation: [{ path: '/operator', label: OPERATOR_MESSAGES.title, order: 50, roles: ADMIN_ONLY }],
  widgets: [],
  preload: ['OperatorPage'],
};

export default description;
