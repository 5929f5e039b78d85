// Issue 37: the platform calls' bodies — a host tab's health report (POST /platform/reports) and
// the operator's release actions (POST /operator/platform/{remote}/promote|canary).
import { z } from 'zod';
import { PLATFORM_API_MESSAGES as M } from '../platform.messages';
import {
  RELEASE_ID_PATTERN,
  RELEASE_REMOTE_PATTERN,
  RELEASE_REPORT_EVENTS,
  RELEASE_SESSION_PATTERN,
} from '../platform';
import { describe } from '../i18n';
import { says } from './issue-message';

const pattern = (regex: RegExp, key: 'sessionInvalid' | 'remoteInvalid' | 'releaseInvalid') => {
  const error = says(() => describe(M, key));
  return z.string({ error }).regex(regex, { error });
};

export const releaseRemoteSchema = pattern(RELEASE_REMOTE_PATTERN, 'remoteInvalid');
export const releaseIdSchema = pattern(RELEASE_ID_PATTERN, 'releaseInvalid');

export const releaseReportBodySchema = z.object({
  session: pattern(RELEASE_SESSION_PATTERN, 'sessionInvalid'),
  remote: releaseRemoteSchema,
  release: releaseIdSchema,
  event: z.enum(RELEASE_REPORT_EVENTS, { error: says(() => describe(M, 'eventInvalid')) }),
});
export type ReleaseReportBody = z.infer<typeof releaseReportBodySchema>;

export const promoteReleaseBodySchema = z.object({ release: releaseIdSchema });

/** percent 0 ends the canary (release may then be left out). */
export const canaryReleaseBodySchema = z
  .object({
    release: releaseIdSchema.optional(),
    percent: z
      .number({ error: says(() => describe(M, 'percentInvalid')) })
      .int({ error: says(() => describe(M, 'percentInvalid')) })
      .min(0, { error: says(() => describe(M, 'percentInvalid')) })
      .max(100, { error: says(() => describe(M, 'percentInvalid')) }),
  })
  .refine((body) => body.percent === 0 || body.release !== undefined, {
    error: says(() => describe(M, 'releaseInvalid')),
    path: ['release'],
  });
export type CanaryReleaseBody = z.infer<typeof canaryReleaseBodySchema>;
