// What this remote offers the host (issue 11, @leafbid/shared/platform): read by the host at run
// time from dist/leafbid-remote.json, which the build writes from this module and checks against
// the contract and webpack.config.cjs's `exposes`. Titles are message ids (issue 19): the host
// shows them in the active locale.
import { messageId } from '@leafbid/domain';
import type { RemoteDescription } from '@leafbid/shared/platform';
import { ONBOARDING_PAGE_TITLES } from './messages';

const description: RemoteDescription = {
  name: 'onboarding',
  routes: [
    // Spec §6: unauthenticated visitors can reach only /login, /join and /reset.
    {
      path: '/login',
      module: 'LoginPage',
      title: messageId(ONBOARDING_PAGE_TITLES, 'login'),
      access: 'public',
    },
    {
      path: '/join',
      module: 'JoinPage',
      title: messageId(ONBOARDING_PAGE_TITLES, 'join'),
      access: 'public',
    },
    {
      path: '/reset',
      module: 'ResetPage',
      title: messageId(ONBOARDING_PAGE_TITLES, 'reset'),
      access: 'public',
    },
    {
      path: '/settings',
      module: 'SettingsPage',
      title: messageId(ONBOARDING_PAGE_TITLES, 'settings'),
      access: 'signed-in',
    },
    {
      path: '/confirm-account',
      module: 'ConfirmAccountPage',
      title: messageId(ONBOARDING_PAGE_TITLES, 'confirmAccount'),
      access: 'signed-in',
    },
    // Issue 18: a suspended account uploads a current licence here (renewals too).
    {
      path: '/account-documents',
      module: 'AccountDocumentsPage',
      title: messageId(ONBOARDING_PAGE_TITLES, 'accountDocuments'),
      access: 'signed-in',
    },
  ],
  // Settings is reached from the header's menu, not the navigation (spec §2 App shell).
  navigation: [],
  widgets: [],
  preload: ['SettingsPage', 'ConfirmAccountPage'],
};

export default description;
