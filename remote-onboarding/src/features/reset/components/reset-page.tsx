// /reset (spec §2 Reset, §4, §5, §8): reads oobCode; one 'New Password' field and a 'Reset
// Password' button; success shows its message and goes to /login after 3 seconds (§9).
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@leafbid/domain/forms';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { confirmPasswordReset, describeAuthError } from '@leafbid/shared';
import { Button, ErrorMessage } from '@leafbid/shared/ui';
import { CardLanguageSwitch } from '../../../components/card-language-switch';
import { TextField } from '../../../components/text-field';
import { newPasswordSchema, type NewPasswordValues } from '../schemas/new-password-schema';
import '../../../components/sign-in-card.css';
import { RESET_MESSAGES, ONBOARDING_PAGE_TITLES, LOGIN_PAGE_MESSAGES } from '../../../messages';

/** §9 "Reset redirect: 3000 ms". */
export const RESET_REDIRECT_MS = 3000;

export function ResetPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(oobCode ? null : RESET_MESSAGES.invalidLink);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: formResolver(newPasswordSchema),
    defaultValues: { newPassword: '' },
  });

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    if (!oobCode) {
      setError(RESET_MESSAGES.invalidLink);
      return;
    }
    setError(null);
    try {
      await confirmPasswordReset(oobCode, newPassword);
      setDone(true);
    } catch (failure) {
      // An invalid or expired code reads 'The reset link is invalid or expired…' (§8).
      setError(describeAuthError(failure));
    }
  });

  return (
    <div className="ob-login">
      <section className="ob-login__card" aria-labelledby="ob-reset-title">
        <CardLanguageSwitch />
        <h1 id="ob-reset-title" className="ob-login__title">
          {ONBOARDING_PAGE_TITLES.reset}
        </h1>
        {done ? (
          <p role="status" className="ob-login__notice">
            {RESET_MESSAGES.success}
          </p>
        ) : (
          <form className="ob-login__form" onSubmit={onSubmit} noValidate>
            <TextField
              id="ob-reset-password"
              label={RESET_MESSAGES.newPassword}
              type="password"
              autoComplete="new-password"
              disabled={!oobCode}
              error={errors.newPassword?.message}
              {...register('newPassword')}
            />
            <ErrorMessage message={error} />
            <Button
              className="ob-login__submit"
              type="submit"
              loading={isSubmitting}
              disabled={!oobCode}
            >
              {isSubmitting ? RESET_MESSAGES.resetting : ONBOARDING_PAGE_TITLES.reset}
            </Button>
            <p className="ob-login__switch">
              <Link to="/login">{LOGIN_PAGE_MESSAGES.backToSignIn}</Link>
            </p>
          </form>
        )}
      </section>
    </div>
  );
}
