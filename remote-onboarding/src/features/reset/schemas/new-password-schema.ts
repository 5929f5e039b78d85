// /reset: the new password is required; its policy is the identity service's (§5 "The password
// rule is not shown"), whose failure is shown in plain words.
import { z } from 'zod';
import { RESET_MESSAGES } from '../../../messages';

export const newPasswordSchema = z.object({
  // Read when a check fails, so it is in the active locale (issue 19).
  newPassword: z.string().min(1, { error: () => RESET_MESSAGES.enterNewPassword }),
});

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
