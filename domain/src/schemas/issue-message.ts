// Issue 36: a schema's issues speak codes. Each issue's message is its message id, and its params
// carry the descriptor ({id, values}); the screen words it in its own catalogue (`issueText`), the
// API answers {error, code, params, field} from it. zod's own words (a check without a message of
// ours) stay as zod wrote them.
import type { z } from 'zod';
import { isMessageId, textOf, type MessageDescriptor, type MessageValues } from '../i18n';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

/**
 * A zod `error` option naming a message: `.max(200, { error: says(() => describe(M, 'tooLong',
 * 200)) })`, built when the issue is raised (a label it names is read in the active locale). The
 * issue's message is the id and its params the descriptor.
 */
export function says(
  descriptor: MessageDescriptor | (() => MessageDescriptor),
): (issue: RawIssue) => string {
  return (issue) => {
    const { id, values } = typeof descriptor === 'function' ? descriptor() : descriptor;
    const raw = issue as { params?: Record<string, unknown> };
    raw.params = { ...raw.params, id, values };
    return id;
  };
}

/** A custom issue naming a message, for `superRefine`: its message the id, its params the descriptor. */
export function issueOf(
  descriptor: MessageDescriptor,
  path?: PropertyKey[],
): { code: 'custom'; message: string; params: Record<string, unknown>; path?: PropertyKey[] } {
  return {
    code: 'custom',
    message: descriptor.id,
    params: { id: descriptor.id, values: descriptor.values },
    ...(path ? { path } : {}),
  };
}

/** An issue's descriptor: the message it names, or null when its message is zod's own. */
export function issueDescriptor(issue: {
  message?: string;
  params?: unknown;
}): MessageDescriptor | null {
  const params = (issue.params ?? {}) as { id?: unknown; values?: unknown };
  const id = typeof params.id === 'string' ? params.id : issue.message;
  if (typeof id !== 'string' || !isMessageId(id)) return null;
  const values =
    params.values && typeof params.values === 'object'
      ? (params.values as MessageValues)
      : undefined;
  return values ? { id, values } : { id };
}

/** An issue in words, in the active locale (zod's own message as it wrote it). */
export function issueText(issue: { message?: string; params?: unknown }): string {
  const descriptor = issueDescriptor(issue);
  return descriptor ? textOf(descriptor) : (issue.message ?? '');
}

/** Another schema's issue raised again (at `path`), keeping the message it names. */
export function reissue(
  issue: { message: string; params?: unknown },
  path?: PropertyKey[],
): ReturnType<typeof issueOf> | { code: 'custom'; message: string; path?: PropertyKey[] } {
  const descriptor = issueDescriptor(issue);
  if (descriptor) return issueOf(descriptor, path);
  return { code: 'custom', message: issue.message, ...(path ? { path } : {}) };
}
