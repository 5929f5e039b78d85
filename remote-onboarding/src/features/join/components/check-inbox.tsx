// Issue 7: an existing contact is linked only after the email is verified. The join flow waits
// here: the verification email went out; Continue links once the link was opened.
import { ONBOARDING_MESSAGES } from '@leafbid/domain';
import { Button, ErrorMessage } from '@leafbid/shared/ui';

export interface CheckInboxProps {
  email: string;
  error: string | null;
  notice: string | null;
  busy: boolean;
  onContinue(): void;
  onResend(): void;
}

export function CheckInbox({ email, error, notice, busy, onContinue, onResend }: CheckInboxProps) {
  return (
    <section className="ob-join__inbox" aria-labelledby="ob-join-inbox-title">
      <h2 id="ob-join-inbox-title">{ONBOARDING_MESSAGES.verifyHeading}</h2>
      <p>{ONBOARDING_MESSAGES.verifyText(email)}</p>
      {notice ? <p role="status">{notice}</p> : null}
      <ErrorMessage message={error} />
      <div className="ob-join__nav">
        <Button variant="secondary" onClick={onResend} disabled={busy}>
          {ONBOARDING_MESSAGES.verifyResend}
        </Button>
        <Button onClick={onContinue} loading={busy}>
          {ONBOARDING_MESSAGES.verifyContinue}
        </Button>
      </div>
    </section>
  );
}
