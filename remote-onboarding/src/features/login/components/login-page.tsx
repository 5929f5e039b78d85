// /login (spec §2): the sign-in card. Identity errors are shown in plain words (§8 identity codes).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@leafbid/domain/forms';
import { Link, useNavigate } from 'react-router-dom';
import { describeAuthError, signOutUser, useAuthStore } from '@leafbid/shared';
import { BRAND_NAME } from '@leafbid/domain';
import { Button, ErrorMessage } from '@leafbid/shared/ui';
import { signInSchema, type SignInValues } from '@leafbid/domain/schemas';
import { CardLanguageSwitch } from '../../../components/card-language-switch';
import { TextField } from '../../../components/text-field';
import { ForgotPasswordForm } from './forgot-password-form';
import { isUnfinishedSignUp } from '../api/is-unfinished-sign-up';
import { LOGIN_PAGE_MESSAGES } from '../../../messages';
import '../../../components/sign-in-card.css';

export function LoginPage() {
  const signIn = useAuthStore((state) => state.signIn);
  const navigate = useNavigate();
  const [signInError, setSignInError] = useState<string | null>(null);
  const [forgotPassword, setForgotPassword] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: formResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setSignInError(null);
    // Held until we know the account is complete, so the guard does not switch pages before.
    const release = useAuthStore.getState().holdAuthChanges();
    let user;
    try {
      user = await signIn(email, password);
    } catch (error) {
      release();
      setSignInError(describeAuthError(error));
      return;
    }
    if (await isUnfinishedSignUp(user)) {
      // Identity made, contact not (issue 7): finish it on /join with the same email and password.
      await signOutUser().catch(() => undefined);
      release(true);
      navigate('/join', { state: { unfinishedEmail: email } });
      return;
    }
    // The host's guard sends an authenticated visitor of /login on (spec §2 Guards): to /, or back
    // to the page that sent them here to sign in (issue 35). Navigating from here too would race it.
    release();
  });

  return (
    <div className="ob-login">
      <section className="ob-login__card" aria-labelledby="ob-login-title">
        <CardLanguageSwitch />
        <h1 id="ob-login-title" className="ob-login__title">
          {LOGIN_PAGE_MESSAGES.title(BRAND_NAME)}
        </h1>
        {forgotPassword ? (
          <ForgotPasswordForm
            defaultEmail={getValues('email')}
            onBack={() => setForgotPassword(false)}
          />
        ) : (
          <form className="ob-login__form" onSubmit={onSubmit} noValidate>
            <TextField
              id="ob-login-email"
              label={LOGIN_PAGE_MESSAGES.email}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              id="ob-login-password"
              label={LOGIN_PAGE_MESSAGES.password}
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />

            <button
              type="button"
              className="ob-login__forgot"
              onClick={() => setForgotPassword(true)}
            >
              {LOGIN_PAGE_MESSAGES.forgotPassword}
            </button>

            <ErrorMessage message={signInError} />

            <Button className="ob-login__submit" type="submit" loading={isSubmitting}>
              {isSubmitting ? LOGIN_PAGE_MESSAGES.signingIn : LOGIN_PAGE_MESSAGES.signIn}
            </Button>
            <p className="ob-login__switch">
              {LOGIN_PAGE_MESSAGES.noAccount} <Link to="/join">{LOGIN_PAGE_MESSAGES.joinLink}</Link>
            </p>
          </form>
        )}
      </section>
    </div>
  );
}
