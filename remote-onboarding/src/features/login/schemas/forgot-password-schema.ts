// 'Forgot password?': the address the reset email goes to.
import type { z } from 'zod';
import { signInSchema } from './sign-in-schema';

export const forgotPasswordSchema = signInSchema.pick({ email: true });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
