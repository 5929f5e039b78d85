// The host's own texts about the platform (issue 17; issue 19: ICU messages, fr-CA in
// ../../locales/fr-CA.json): the remote notices and the kernel version checks.
import { defineMessages, msg } from '@leafbid/domain';

/** The host's words for a remote that could not be loaded or described itself badly (issue 11). */
export const REMOTE_MESSAGES = defineMessages('host.remote', {
  unavailable: 'This part of Leafbid could not be loaded.',
  /** The missing part's name, shown in bold where `{remote}` stands. */
  part: msg('Part: {remote}.', (remote: string) => ({ remote })),
  checkConnection: 'Check your connection, then try again.',
  /** A file of the remote's release did not match the digest it was published with (issue 37). */
  integrity: 'This part of Leafbid did not pass its integrity check and was not loaded.',
  retry: 'Retry',
  retrying: 'Retrying...',
  loading: msg('Loading {remote}…', (remote: string) => ({ remote })),
  unavailableLabel: msg('{remote} unavailable', (remote: string) => ({ remote })),
  noticesLabel: 'Parts of Leafbid that could not be loaded',
  pageUnavailableTitle: 'This page is not available right now',
  pageUnavailableText:
    'It belongs to a part of Leafbid that could not be loaded. Try again, or go back to the dashboard.',
  pageUnavailableVisitorText:
    'It belongs to a part of Leafbid that could not be loaded. Please try again in a moment.',
  backToDashboard: 'Go to the dashboard',
});

export const PLATFORM_MESSAGES = defineMessages('host.platform', {
  /** A remote built for a later kernel than the one this host runs. */
  needsNewerKernel: msg(
    "This part of Leafbid needs platform version {needs}; this site runs {runs}. Ask the site's operators to update the host, or deploy a build of the remote made for {runs}.",
    (needs: string, runs: string) => ({ needs, runs }),
  ),
  /** A remote built for an older (or another) kernel than the one this host runs. */
  needsOtherKernel: msg(
    'This part of Leafbid was built for platform version {needs}; this site runs {runs}. Deploy a build of the remote made for {runs}.',
    (needs: string, runs: string) => ({ needs, runs }),
  ),
});
