// 'Forgot password?' (issue 7, spec §2 Reset): sends the reset email. The answer is the same
// whether or not the address has an account, so nobody learns who is registered.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@leafbid/domain/forms';
import { describeAuthError, sendPasswordReset } from '@leafbid/shared';
import { ONBOARDING_MESSAGES } from '@leafbid/domain';
import { Button, ErrorMessage } from '@leafbid/shared/ui';
import { TextField } from '../../../components/text-field';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@leafbid/domain/schemas';
import { LOGIN_PAGE_MESSAGES } from '../../../messages';

export interface ForgotPasswordFormProps {
  defaultEmail: string;
  onBack(): void;
}

export function ForgotPasswordForm({ defaultEmail, onBack }: ForgotPasswordFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: formResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      // After the reset on /reset, the identity service's own page (if used) returns to /login.
      await sendPasswordReset(email, `${window.location.origin}/login`);
      setSentTo(email);
    } catch (failure) {
      setError(describeAuthError(failure));
    }
  });

  return (
    <form className="ob-login__form" onSubmit={onSubmit} noValidate>
      <h2 className="ob-login__subtitle">{LOGIN_PAGE_MESSAGES.forgotHeading}</h2>
      {sentTo ? (
        <p role="status" className="ob-login__notice">
          {LOGIN_PAGE_MESSAGES.resetLinkSent(sentTo)}
        </p>
      ) : (
        <>
          <p>{LOGIN_PAGE_MESSAGES.forgotText}</p>
          <TextField
            id="ob-forgot-email"
            label={ONBOARDING_MESSAGES.labels.email}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <ErrorMessage message={error} />
          <Button className="ob-login__submit" type="submit" loading={isSubmitting}>
            {isSubmitting
              ? LOGIN_PAGE_MESSAGES.sendingResetLink
              : LOGIN_PAGE_MESSAGES.sendResetLink}
          </Button>
        </>
      )}
      <button type="button" className="ob-login__forgot ob-login__back" onClick={onBack}>
        {LOGIN_PAGE_MESSAGES.backToSignIn}
      </button>
    </form>
  );
}
