// /login (spec §2): the sign-in card. Identity errors are shown in plain words (§8 identity codes).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { describeAuthError, useAuthStore } from '@leafbid/shared';
import { BRAND_NAME } from '@leafbid/shared/domain';
import { Button, ErrorMessage } from '@leafbid/shared/ui';
import { signInSchema, type SignInValues } from '../schemas/sign-in-schema';
import './login-page.css';

export function LoginPage() {
  const signIn = useAuthStore((state) => state.signIn);
  const navigate = useNavigate();
  const [signInError, setSignInError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setSignInError(null);
    try {
      await signIn(email, password);
    } catch (error) {
      setSignInError(describeAuthError(error));
      return;
    }
    // The host's guard also sends an authenticated visitor of /login to / (spec §2 Guards).
    navigate('/', { replace: true });
  });

  return (
    <div className="ob-login">
      <section className="ob-login__card" aria-labelledby="ob-login-title">
        <h1 id="ob-login-title" className="ob-login__title">
          Sign in to {BRAND_NAME}
        </h1>
        <form className="ob-login__form" onSubmit={onSubmit} noValidate>
          <div className="ob-login__field">
            <label className="ob-login__field-label" htmlFor="ob-login-email">
              Email
            </label>
            <input
              id="ob-login-email"
              className="ob-login__field-input"
              type="email"
              autoComplete="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'ob-login-email-error' : undefined}
              {...register('email')}
            />
            {errors.email ? (
              <p id="ob-login-email-error" className="ob-login__field-error" role="alert">
                {errors.email.message}
              </p>
            ) : null}
          </div>

          <div className="ob-login__field">
            <label className="ob-login__field-label" htmlFor="ob-login-password">
              Password
            </label>
            <input
              id="ob-login-password"
              className="ob-login__field-input"
              type="password"
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'ob-login-password-error' : undefined}
              {...register('password')}
            />
            {errors.password ? (
              <p id="ob-login-password-error" className="ob-login__field-error" role="alert">
                {errors.password.message}
              </p>
            ) : null}
          </div>

          <ErrorMessage message={signInError} />

          <Button className="ob-login__submit" type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      </section>
    </div>
  );
}
