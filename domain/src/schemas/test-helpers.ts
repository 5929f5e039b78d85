import type { z } from 'zod';
import { issueText } from './issue-message';

/** The first message a form would show, in words, or null when the value is valid. */
export function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  const first = result.success ? undefined : result.error.issues[0];
  return result.success ? null : first ? issueText(first) : 'invalid';
}
