// The sign-in form (spec §2 /login: email and password with the identity service, §4).
import { z } from 'zod';

export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email.')
    .pipe(z.email('Please enter a valid email address.')),
  password: z.string().min(1, 'Please enter your password.'),
});

export type SignInValues = z.infer<typeof signInSchema>;
