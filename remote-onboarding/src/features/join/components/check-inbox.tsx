// Issue 7: an existing contact is linked only after the email is verified. The join flow waits
// here: the verification email went out; Continue links once the link was opened.
import { Button, ErrorMessage } from '@leafbid/shared/ui';
import { JOIN_PAGE_MESSAGES } from '../../../messages';

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
      <h2 id="ob-join-inbox-title">{JOIN_PAGE_MESSAGES.verifyHeading}</h2>
      <p>{JOIN_PAGE_MESSAGES.verifyText(email)}</p>
      {notice ? <p role="status">{notice}</p> : null}
      <ErrorMessage message={error} />
      <div className="ob-join__nav">
        <Button variant="secondary" onClick={onResend} disabled={busy}>
          {JOIN_PAGE_MESSAGES.verifyResend}
        </Button>
        <Button onClick={onContinue} loading={busy}>
          {JOIN_PAGE_MESSAGES.verifyContinue}
        </Button>
      </div>
    </section>
  );
}
