// POST /support-requests (docs/api.md); spec §5 "Support request: needs non-empty text".
import { z } from 'zod';
import { text } from './text';

export const SUPPORT_DESCRIPTION_MAX = 5000;

export const supportRequestBodySchema = z.object({
  description: text({ error: 'Please describe your issue' })
    .trim()
    .min(1, 'Please describe your issue')
    .max(SUPPORT_DESCRIPTION_MAX, `Please keep it under ${SUPPORT_DESCRIPTION_MAX} characters`),
});
export type SupportRequestBody = z.infer<typeof supportRequestBodySchema>;
