// Each remote describes its routes, navigation links and dashboard widgets in the
// leafbid-remote.json next to its mf-manifest.json (issue 11, @leafbid/shared/platform). The host
// reads them at start, all in parallel with registering the manifests, and checks each again: a
// remote's deploy is not the host's, so what arrives is untrusted until it passes the schema.
import {
  checkRemoteDescription,
  remoteDescriptionUrl,
  type RemoteDescription,
} from '@leafbid/shared/platform';
import { NoAnswerError, askWithin } from '../../lib/ask-within';
import { takeStartFetch } from '../start-fetches';
import type { RemoteName } from './remote-registry';
import { integrityOf, noteReleaseFailure } from './releases';

/**
 * The longest the host waits for one description. A remote that does not answer must not hold
 * the start overlay up for ever: it is reported and skipped like one that refuses the connection.
 */
export const REMOTE_DESCRIPTION_TIMEOUT_MS = 5000;

export class RemoteDescriptionError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly problems: string[],
    options?: { cause?: unknown },
  ) {
    super(`Remote "${remote}" is skipped: ${problems.join('; ')}`, options);
    this.name = 'RemoteDescriptionError';
  }
}

/** Fetches and checks one remote's description; every failure is a RemoteDescriptionError. */
export async function fetchRemoteDescription(
  remote: RemoteName,
  manifestUrl: string,
  timeoutMs = REMOTE_DESCRIPTION_TIMEOUT_MS,
): Promise<RemoteDescription> {
  let url: string;
  try {
    url = remoteDescriptionUrl(manifestUrl, window.location.href);
  } catch (error) {
    throw new RemoteDescriptionError(remote, [`its manifest URL ${manifestUrl} is not a URL`], {
      cause: error,
    });
  }
  let json: unknown;
  try {
    json = await askWithin(url, timeoutMs, async (signal) => {
      // index.html may have asked for it already (issue 22).
      // A release's with its digest (issue 37): a changed description is refused.
      const integrity = integrityOf(url);
      const response =
        (await takeStartFetch(url, signal)) ??
        (await fetch(url, { cache: 'no-cache', signal, ...(integrity ? { integrity } : {}) }).catch(
          (error: unknown) => {
            noteReleaseFailure(url);
            throw error;
          },
        ));
      if (!response.ok) {
        throw new RemoteDescriptionError(remote, [
          `${url} answered ${response.status} ${response.statusText}`.trim(),
        ]);
      }
      try {
        return (await response.json()) as unknown;
      } catch (error) {
        throw new RemoteDescriptionError(remote, [`${url} is not JSON`], { cause: error });
      }
    });
  } catch (error) {
    if (error instanceof RemoteDescriptionError) throw error;
    const reason =
      error instanceof NoAnswerError
        ? error.message
        : `${url} could not be loaded (${error instanceof Error ? error.message : String(error)})`;
    throw new RemoteDescriptionError(remote, [reason], { cause: error });
  }
  const check = checkRemoteDescription(json, remote);
  if (!check.ok) throw new RemoteDescriptionError(remote, check.problems);
  return check.description;
}
