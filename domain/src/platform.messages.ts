// Issue 37: the platform calls' texts (docs/api.md "Platform", docs/releases.md).
import { defineMessages, msg } from './i18n';

/** What the API answers on the platform calls (docs/api.md "Platform"). */
export const PLATFORM_API_MESSAGES = defineMessages('domain.platformApi', {
  sessionInvalid: 'A session is 1 to 64 letters, digits, - or _',
  remoteInvalid:
    'A remote is its federation name: a lowercase letter, then up to 39 lowercase letters, digits or -',
  releaseInvalid: 'A release id is 1 to 80 letters, digits, ., - or _',
  eventInvalid: 'The event is one of loaded, load-failed, integrity or render-error',
  percentInvalid: 'The percent is a whole number from 0 to 100',
  remoteNotFound: msg('The release registry has no remote {remote}', (remote: string) => ({
    remote,
  })),
  releaseNotFound: msg(
    'The release registry has no release {release} of {remote}',
    (remote: string, release: string) => ({ remote, release }),
  ),
  nothingToRollBack: msg(
    '{remote} has no previous stable release to roll back to',
    (remote: string) => ({ remote }),
  ),
  alreadyStable: msg(
    '{release} is already the stable release of {remote}',
    (remote: string, release: string) => ({
      remote,
      release,
    }),
  ),
  noCanary: msg('{remote} has no canary release', (remote: string) => ({ remote })),
  registryUnavailable: 'The release registry cannot be read right now. Please try again.',
  /** The history's reason of an automatic rollback (docs/releases.md). */
  autoRollbackReason: msg(
    'canary failure rate {canaryRate} ({canaryFailed} of {canarySessions} sessions) exceeds the stable rate {stableRate} ({stableFailed} of {stableSessions}) by more than {margin}',
    (values: {
      canaryRate: string;
      canaryFailed: number;
      canarySessions: number;
      stableRate: string;
      stableFailed: number;
      stableSessions: number;
      margin: string;
    }) => values,
  ),
});
