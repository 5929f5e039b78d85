// The sign-in form and its 'Forgot password?' step (spec §2 /login; issue 7). They are not request
// bodies of the API but live here for the first load (issue 12): the login page is every visitor's
// first page and the host has already loaded this module, zod included, by then; schemas of the
// onboarding remote's own made it load a second zod (~12 KB gzip) before the form could show.
import { z } from 'zod';
import { ONBOARDING_MESSAGES } from '../messages';
import { describe } from '../i18n';
import { says } from './issue-message';

export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: says(() => describe(ONBOARDING_MESSAGES, 'enterEmail')) })
    .pipe(z.email({ error: says(() => describe(ONBOARDING_MESSAGES, 'invalidEmail')) })),
  password: z
    .string()
    .min(1, { error: says(() => describe(ONBOARDING_MESSAGES, 'enterPassword')) }),
});
export type SignInValues = z.infer<typeof signInSchema>;

/** 'Forgot password?': the address the reset email goes to. */
export const forgotPasswordSchema = signInSchema.pick({ email: true });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
