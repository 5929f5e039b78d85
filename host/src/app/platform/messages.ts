// The host's own texts about the platform (issue 17), en-CA. The other remote notices' texts are
// still in @leafbid/shared/domain's REMOTE_MESSAGES.
export const PLATFORM_MESSAGES = {
  /** A remote built for a later kernel than the one this host runs. */
  needsNewerKernel: (needs: string, runs: string) =>
    `This part of Leafbid needs platform version ${needs}; this site runs ${runs}. Ask the site's operators to update the host, or deploy a build of the remote made for ${runs}.`,
  /** A remote built for an older (or another) kernel than the one this host runs. */
  needsOtherKernel: (needs: string, runs: string) =>
    `This part of Leafbid was built for platform version ${needs}; this site runs ${runs}. Deploy a build of the remote made for ${runs}.`,
} as const;
