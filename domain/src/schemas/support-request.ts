// POST /support-requests (docs/api.md); spec §5 "Support request: needs non-empty text".
import { z } from 'zod';
import { SUPPORT_REQUEST_MESSAGES as M } from './schemas.messages';
import { text } from './text';

export const SUPPORT_DESCRIPTION_MAX = 5000;

export const supportRequestBodySchema = z.object({
  description: text({ error: () => M.describeIssue })
    .trim()
    .min(1, { error: () => M.describeIssue })
    .max(SUPPORT_DESCRIPTION_MAX, { error: () => M.tooLong(SUPPORT_DESCRIPTION_MAX) }),
});
export type SupportRequestBody = z.infer<typeof supportRequestBodySchema>;
