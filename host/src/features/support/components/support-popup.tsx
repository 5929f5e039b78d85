import { bus, useProfileStore } from '@leafbid/shared';
import { REQUEST_MESSAGES, SUPPORT_CLOSE_MS } from '@leafbid/domain';
import { issueText, supportRequestBodySchema } from '@leafbid/domain/schemas';
import { Button, ErrorMessage, Modal } from '@leafbid/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
// Its styles here, not in the feature's index: with "sideEffects": ["*.css"] webpack skips a
// re-exporting index, and the styles it imported went with it (issue 12).
import '../support.css';
import { SUPPORT_MESSAGES } from '../../../messages';
import { createSupportRequest } from '../api/create-support-request';

type Status =
  | { kind: 'editing' }
  | { kind: 'submitting' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string };

/**
 * Spec §2 Support popup and §4/§5 Support request. Host-owned: any remote (or the host's own
 * 'Get in touch') opens it with `bus.emit('support:open')`.
 */
export function SupportPopup() {
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const contactId = useProfileStore((state) => state.profile?.id ?? null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fieldId = useId();

  const clearCloseTimer = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };

  const close = () => {
    clearCloseTimer();
    setOpen(false);
    // A sent request starts the next one blank; an unsent text is kept for the next opening.
    if (status.kind === 'sent') setDescription('');
    if (status.kind !== 'submitting') setStatus({ kind: 'editing' });
  };

  useEffect(() => {
    const openPopup = () => {
      clearCloseTimer();
      setStatus((current) => (current.kind === 'submitting' ? current : { kind: 'editing' }));
      setOpen(true);
    };
    bus.on('support:open', openPopup);
    return () => bus.off('support:open', openPopup);
  }, []);

  useEffect(() => clearCloseTimer, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'submitting' || status.kind === 'sent') return;
    // §5: needs non-empty text and a known contact. An empty text says so in the API's own words
    // (issue 18: a signed-in user was told 'You must be logged in'); no contact, the spec's text.
    const checked = supportRequestBodySchema.safeParse({ description });
    if (!checked.success) {
      setStatus({ kind: 'failed', message: checked.error.issues.map(issueText)[0] ?? '' });
      return;
    }
    if (!contactId) {
      setStatus({ kind: 'failed', message: REQUEST_MESSAGES.mustBeLoggedIn });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      await createSupportRequest(description);
      setStatus({ kind: 'sent' });
      // §4: the success message shows for 2.5 seconds before the popup closes.
      closeTimer.current = setTimeout(() => {
        closeTimer.current = null;
        setOpen(false);
        setDescription('');
        setStatus({ kind: 'editing' });
      }, SUPPORT_CLOSE_MS);
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : REQUEST_MESSAGES.supportFailed;
      setStatus({ kind: 'failed', message });
    }
  };

  const submitting = status.kind === 'submitting';
  const sent = status.kind === 'sent';

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={SUPPORT_MESSAGES.title}
      className="hs-support"
    >
      <form className="hs-support__form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="hs-support__label" htmlFor={fieldId}>
          {SUPPORT_MESSAGES.label}
        </label>
        <textarea
          id={fieldId}
          className="hs-support__text"
          placeholder={SUPPORT_MESSAGES.placeholder}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={6}
          readOnly={submitting || sent}
          aria-invalid={status.kind === 'failed' || undefined}
        />
        {status.kind === 'failed' ? <ErrorMessage message={status.message} /> : null}
        {sent ? (
          <p className="hs-support__sent" role="status">
            {SUPPORT_MESSAGES.sent}
          </p>
        ) : null}
        <div className="hs-support__actions">
          <Button type="submit" loading={submitting} disabled={sent}>
            {submitting ? SUPPORT_MESSAGES.submitting : SUPPORT_MESSAGES.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
