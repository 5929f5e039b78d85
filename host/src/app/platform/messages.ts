// The host's own texts about the platform (issue 17), en-CA: the remote notices and the kernel
// version checks.

/** The host's words for a remote that could not be loaded or described itself badly (issue 11). */
export const REMOTE_MESSAGES = {
  unavailable: 'This part of Leafbid could not be loaded.',
  part: 'Part:',
  checkConnection: 'Check your connection, then try again.',
  retry: 'Retry',
  retrying: 'Retrying...',
  loading: (remote: string) => `Loading ${remote}…`,
  unavailableLabel: (remote: string) => `${remote} unavailable`,
  noticesLabel: 'Parts of Leafbid that could not be loaded',
  pageUnavailableTitle: 'This page is not available right now',
  pageUnavailableText:
    'It belongs to a part of Leafbid that could not be loaded. Try again, or go back to the dashboard.',
  pageUnavailableVisitorText:
    'It belongs to a part of Leafbid that could not be loaded. Please try again in a moment.',
  backToDashboard: 'Go to the dashboard',
} as const;

export const PLATFORM_MESSAGES = {
  /** A remote built for a later kernel than the one this host runs. */
  needsNewerKernel: (needs: string, runs: string) =>
    `This part of Leafbid needs platform version ${needs}; this site runs ${runs}. Ask the site's operators to update the host, or deploy a build of the remote made for ${runs}.`,
  /** A remote built for an older (or another) kernel than the one this host runs. */
  needsOtherKernel: (needs: string, runs: string) =>
    `This part of Leafbid was built for platform version ${needs}; this site runs ${runs}. Deploy a build of the remote made for ${runs}.`,
} as const;
