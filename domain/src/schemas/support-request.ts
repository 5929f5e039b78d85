// POST /support-requests (docs/api.md); spec §5 "Support request: needs non-empty text".
import { z } from 'zod';
import { SUPPORT_REQUEST_MESSAGES as M } from './schemas.messages';
import { text } from './text';
import { describe } from '../i18n';
import { says } from './issue-message';

export const SUPPORT_DESCRIPTION_MAX = 5000;

export const supportRequestBodySchema = z.object({
  description: text({ error: says(() => describe(M, 'describeIssue')) })
    .trim()
    .min(1, { error: says(() => describe(M, 'describeIssue')) })
    .max(SUPPORT_DESCRIPTION_MAX, {
      error: says(() => describe(M, 'tooLong', SUPPORT_DESCRIPTION_MAX)),
    }),
});
export type SupportRequestBody = z.infer<typeof supportRequestBodySchema>;
