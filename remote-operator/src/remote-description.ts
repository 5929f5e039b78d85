// What this remote offers the host (issue 11, @leafbid/shared/platform): read by the host at run
// time from dist/leafbid-remote.json, which the build writes from this module and checks against
// the contract and webpack.config.cjs's `exposes`. The host's build knows nothing of this remote:
// it joins the product through one more entry in the host's remotes.json.
import type { RemoteDescription } from '@leafbid/shared/platform';
import { messageId } from '@leafbid/domain';
import { OPERATOR_CONSOLE_MESSAGES } from './messages';

const description: RemoteDescription = {
  name: 'operator',
  routes: [
    // The console is for Admins: the host's guard sends everyone else to '/', and the API answers
    // every operator call of any other role with 403 (docs/api.md "Operator console").
    {
      path: '/operator',
      module: 'OperatorPage',
      title: messageId(OPERATOR_CONSOLE_MESSAGES, 'pageTitle'),
      access: 'signed-in',
      roles: ['Admin'],
      // Issue 20: each tab has its address (/operator/counters, /operator/audit…), which the
      // page reads itself, so a notification opens the console on the tab it is about.
      subpaths: true,
    },
  ],
  navigation: [
    {
      path: '/operator',
      label: messageId(OPERATOR_CONSOLE_MESSAGES, 'navigationLabel'),
      order: 4,
      roles: ['Admin'],
    },
  ],
  widgets: [],
  // Loaded while the start overlay shows, for Admins only (the host preloads what a role opens).
  preload: ['OperatorPage'],
};

export default description;
