// Issue 36: a form checks its values with a domain schema and shows each issue in words. The
// schemas speak codes (each issue names its message and values in its params), so the resolver
// words them here, in the form's own bundle and the active locale — what zodResolver would show
// is the message id.
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueText } from '../schemas/issue-message';

/** `useForm({ resolver: formResolver(bidSchema) })`: the first issue of each field, in words. */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      errors[name] ??= { type: issue.code, message: issueText(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
