// Spec §5 Confirm account: both documents are required.
import { z } from 'zod';
import { CONFIRM_ACCOUNT_MESSAGES } from '@leafbid/domain';

const document = z.instanceof(File, { error: CONFIRM_ACCOUNT_MESSAGES.bothRequired });

export const documentsSchema = z.object({
  cannabisLicense: document,
  craPermit: document,
});

export type DocumentsValues = z.infer<typeof documentsSchema>;
