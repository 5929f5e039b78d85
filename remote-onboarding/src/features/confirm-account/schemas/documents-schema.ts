// Spec §5 Confirm account: both documents are required; issue 20: with the cannabis licence's
// number and expiry date (the licence file is required here, so they are too).
import { z } from 'zod';
import { CONFIRM_ACCOUNT_MESSAGES, documentProblem } from '@leafbid/domain';
import { issueOf } from '@leafbid/domain/schemas';
import { licenceDetailsSchema } from '../../../lib/licence-details';

/** Issue 18: a wrong type or an oversized file is named as it is chosen, before any upload. */
const document = z
  // Issue 19: the text is read when the check fails, so it is in the active locale.
  .instanceof(File, { error: () => CONFIRM_ACCOUNT_MESSAGES.bothRequired })
  .superRefine((file, ctx) => {
    const problem = documentProblem(file);
    if (problem) ctx.addIssue(issueOf(problem));
  });

export const documentsSchema = z.object({
  cannabisLicense: document,
  craPermit: document,
  ...licenceDetailsSchema.shape,
});

/** What the form holds. */
export type DocumentsInput = z.input<typeof documentsSchema>;
export type DocumentsValues = z.output<typeof documentsSchema>;
